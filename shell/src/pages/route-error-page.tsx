import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { paths } from '@store/contracts';
import { buttonClassName, EmptyState } from '@store/ui';

/** Spec section 8: the status code of a route-level error, else its response status, else 500. */
export function routeErrorStatus(error: unknown): number {
  if (isRouteErrorResponse(error)) return error.status;
  const candidate = error as { statusCode?: unknown; response?: { status?: unknown } } | null;
  if (typeof candidate?.statusCode === 'number') return candidate.statusCode;
  if (typeof candidate?.response?.status === 'number') return candidate.response.status;
  return 500;
}

export function RouteErrorPage() {
  const status = routeErrorStatus(useRouteError());
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
