import { Link } from 'react-router';
import { paths } from '@store/contracts';
import { buttonClassName, EmptyState } from '@store/ui';

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
  const status = routeErrorStatus(error);
  return (
    <main id="main">
      <EmptyState
        title={status === 404 ? 'No encontramos lo que estabas buscando' : 'Algo salió mal'}
        text={`No pudimos mostrar esta página (error ${status}). Probá de nuevo en un momento.`}
        actions={
          <Link className={buttonClassName()} to={paths.home()} reloadDocument>
            Volver al inicio
          </Link>
        }
      />
    </main>
  );
}
