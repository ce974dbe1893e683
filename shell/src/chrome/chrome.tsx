import { useTenantAnalytics } from '../analytics/use-tenant-analytics';
import { AuthErrorPopup } from './auth-error-popup';
import { ErrorDialog } from './error-dialog';
import { PageProgress } from './progress-bar';

/** What every page has whatever its layout: progress bar, dialogs, the tenant's analytics. */
export function Chrome() {
  useTenantAnalytics();
  return (
    <>
      <PageProgress />
      <ErrorDialog />
      <AuthErrorPopup />
    </>
  );
}
