import { Link } from 'react-router';
import { paths } from '@store/contracts';
import { useTranslation } from '@store/platform';
import { buttonClassName, EmptyState } from '@store/ui';
import { NotFoundPage } from './not-found-page';

/** Spec section 8: the status code of a route-level error, else its response status, else 500. */
export function routeErrorStatus(error: unknown): number {
  const candidate = error as {
    statusCode?: unknown;
    status?: unknown;
    response?: { status?: unknown };
  } | null;
  if (typeof candidate?.statusCode === 'number') return candidate.statusCode;
  if (typeof candidate?.response?.status === 'number') return candidate.response.status;
  if (typeof candidate?.status === 'number') return candidate.status;
  return 500;
}

/** What a page shows when its route fails outside any remote slot: a fallback message. */
export function RouteErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation('shell');
  const status = routeErrorStatus(error);
  if (status === 404) return <NotFoundPage />;
  return (
    <main id="main">
      <EmptyState
        title={t('routeError.title')}
        text={t('routeError.text', { status })}
        actions={
          <Link className={buttonClassName()} to={paths.home()} reloadDocument>
            {t('routeError.home')}
          </Link>
        }
      />
    </main>
  );
}
