import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { useRequireLogin } from './require-login';
import { sessionHolder } from './session';

function Protected({ redirect }: { redirect?: boolean }) {
  return useRequireLogin({ redirect }) ? <h1>Mi perfil</h1> : null;
}
function Where() {
  const { pathname, search } = useLocation();
  return <p>{`${pathname}${search}`}</p>;
}

function renderAt(path: string, redirect?: boolean) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/profile" element={<Protected redirect={redirect} />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

const BUYER = { userId: 1, email: 'a@b.com', fullName: 'A', phoneNumber: null, company: null };

it('sends a guest to the login, saying where to come back to', () => {
  sessionHolder.set({ accessToken: 'guest', user: null });
  renderAt('/profile?tab=datos');
  expect(screen.getByText('/auth?mode=login&from=%2Fprofile%3Ftab%3Ddatos')).toBeInTheDocument();
});

it('lets a logged-in buyer stay', () => {
  sessionHolder.set({ accessToken: 'user', user: BUYER });
  renderAt('/profile');
  expect(screen.getByRole('heading', { name: 'Mi perfil' })).toBeInTheDocument();
});

it('holds the redirect while the page itself ends the session', () => {
  sessionHolder.set({ accessToken: 'guest', user: null });
  renderAt('/profile', false);
  expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  expect(screen.queryByText(/auth/)).not.toBeInTheDocument();
});
