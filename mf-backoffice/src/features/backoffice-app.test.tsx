import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
// Tests need a router of their own; the remote itself reaches react-router only through @store/platform.
// eslint-disable-next-line no-restricted-imports
import { MemoryRouter, useLocation } from 'react-router';
import type { StaffLoginAnswer } from '@store/contracts';
import { testShopConfig } from '@store/contracts/testing';
import { StoreContext } from '@store/platform';
import { adminApi } from './api/admin-api';
import { BackofficeApp } from './backoffice-app';

jest.mock('./api/admin-api', () => ({
  adminApi: {
    acceptInvitation: jest.fn(),
    // The dashboard the member lands on stays loading: this test is about getting there.
    dashboard: jest.fn(() => new Promise(() => undefined)),
  },
}));

function Location() {
  const { pathname } = useLocation();
  return <output aria-label="Dirección">{pathname}</output>;
}

it('an accepted invitation leaves the invitation page for the dashboard, signed in', async () => {
  const answer: StaffLoginAnswer = {
    step: 'done',
    accessToken: 'staff-token',
    expireInSeconds: 900,
    challenge: null,
    totpSecret: null,
    otpauthUri: null,
    recoveryCodes: null,
    member: {
      id: 7,
      email: 'catalogo@promosur.com.ar',
      name: 'Ana',
      role: 'catalogue',
      status: 'active',
      totpEnabled: false,
      lastLoginAt: null,
    },
  };
  jest.mocked(adminApi.acceptInvitation).mockResolvedValue(answer);
  render(
    <StoreContext.Provider value={{ tenant: 'demo-ar', config: testShopConfig(), locale: 'arg' }}>
      <MemoryRouter initialEntries={['/admin/invitation?code=abc123']}>
        <BackofficeApp />
        <Location />
      </MemoryRouter>
    </StoreContext.Provider>,
  );
  await userEvent.type(screen.getByLabelText('Contraseña'), 'Catalogo-2026');
  await userEvent.click(screen.getByRole('button', { name: 'Guardar y entrar' }));

  await waitFor(() =>
    expect(screen.getByRole('status', { name: 'Dirección' })).toHaveTextContent(/^\/admin$/),
  );
  expect(adminApi.acceptInvitation).toHaveBeenCalledWith('abc123', 'Catalogo-2026');
  expect(screen.queryByRole('heading', { name: 'Aceptar la invitación' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Guardar y entrar' })).toBeNull();
});
