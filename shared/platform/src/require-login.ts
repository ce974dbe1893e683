import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@store/contracts';
import { isLoggedIn, useSession } from './session';

/**
 * Spec section 4: a protected page or action without a logged-in user goes to the login, which
 * brings the buyer back here afterwards (`from`: this tenant-relative path and query). Answers
 * whether the page may show its content.
 */
export function useRequireLogin(): boolean {
  const allowed = isLoggedIn(useSession());
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (!allowed)
      navigate(paths.auth({ mode: 'login', from: `${pathname}${search}` }), { replace: true });
  }, [allowed, pathname, search, navigate]);
  return allowed;
}
