import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@store/contracts';
import { isLoggedIn, useSession } from './session';

/**
 * Spec section 4: a protected page or action without a logged-in user goes to the login, which
 * brings the buyer back here afterwards (`from`: this tenant-relative path and query). Answers
 * whether the page may show its content. `redirect: false` holds the redirect while the page
 * itself ends the session (logout, deletion) and is about to go elsewhere.
 */
export function useRequireLogin({ redirect = true }: { redirect?: boolean } = {}): boolean {
  const allowed = isLoggedIn(useSession());
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (!allowed && redirect)
      navigate(paths.auth({ mode: 'login', from: `${pathname}${search}` }), { replace: true });
  }, [allowed, redirect, pathname, search, navigate]);
  return allowed;
}
