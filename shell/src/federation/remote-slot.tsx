import { useEffect, useState, type ComponentType } from 'react';
import { Link } from 'react-router';
import { paths } from '@store/contracts';
import { useTranslation } from '@store/platform';
import { Button, buttonClassName, EmptyState, Spinner } from '@store/ui';
import { reloadForChunkError } from '../boot/chunk-reload';
import { ErrorBoundary } from './error-boundary';
import { loadedRemoteComponent, loadRemoteComponent } from './load-remote-module';
import { ServerMarkup, takeServerMarkup } from './server-markup';
import styles from './remote-slot.module.css';

export interface RemoteSlotProps {
  remote: string;
  /** The exposed module (`./HomePage`). */
  module: string;
  /** `page` shows a full fallback with retry; `quiet` shows nothing and reports the failure. */
  kind?: 'page' | 'quiet';
  onUnavailable?: () => void;
  /** Called once the remote's module has mounted (after its own effects ran). */
  onReady?: () => void;
}

export const SLOT_FALLBACK_TITLE = 'No pudimos cargar esta sección';

type SlotState =
  { status: 'loading' } | { status: 'ready'; Component: ComponentType } | { status: 'failed' };

/** Rendered after the remote's component, so its effect runs after the remote's effects. */
function ReadySignal({ onReady }: { onReady?: () => void }) {
  useEffect(() => {
    onReady?.();
    // Once per mount: the slot is ready when the remote's module first mounts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}

function PageFallback({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <div role="alert">
      <EmptyState
        title={SLOT_FALLBACK_TITLE}
        text={t('slot.text')}
        actions={
          <>
            <Button onClick={onRetry}>{t('slot.retry')}</Button>
            <Link className={buttonClassName({ variant: 'secondary' })} to={paths.home()}>
              {t('slot.home')}
            </Link>
          </>
        }
      />
    </div>
  );
}

/** Loads one exposed module (retrying once); a new `attempt` loads it again. */
function useRemoteComponent(id: string, attempt: number, onUnavailable?: () => void): SlotState {
  const key = `${id}#${attempt}`;
  // Already loaded (a server-rendered page preloads its module before hydrating): no waiting.
  const preloaded = attempt === 0 ? loadedRemoteComponent(id) : undefined;
  // The answer remembers which load it belongs to: an answer for another key means "loading".
  const [answer, setAnswer] = useState<{ key: string; state: SlotState } | null>(null);
  useEffect(() => {
    if (preloaded) return undefined;
    let current = true;
    loadRemoteComponent(id).then(
      (loaded) =>
        current && setAnswer({ key, state: { status: 'ready', Component: loaded.default } }),
      (error: unknown) => {
        if (!current) return;
        // A chunk of a build that is no longer there: a fresh page gets the live one.
        if (reloadForChunkError(error) || reloadForChunkError((error as Error).cause)) return;
        console.error('[store] remote unavailable', error);
        setAnswer({ key, state: { status: 'failed' } });
        onUnavailable?.();
      },
    );
    return () => {
      current = false;
    };
    // onUnavailable is a report, not an input: a new callback must not reload the remote.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  if (preloaded) return { status: 'ready', Component: preloaded.default };
  return answer?.key === key ? answer.state : { status: 'loading' };
}

/**
 * Mounts one exposed module of a remote inside its own error boundary. Loading retries once;
 * a remote that is down or throws while rendering shows the fallback, never a blank page.
 */
export function RemoteSlot({
  remote,
  module,
  kind = 'page',
  onUnavailable,
  onReady,
}: RemoteSlotProps) {
  const id = `${remote}/${module.replace(/^\.\//, '')}`;
  // A server-rendered page whose module could not load keeps the server's HTML.
  const [serverMarkup] = useState(() => takeServerMarkup(id));
  if (serverMarkup !== null)
    return <ServerMarkup remote={remote} html={serverMarkup} onReady={onReady} />;
  return <LoadedSlot id={id} kind={kind} onUnavailable={onUnavailable} onReady={onReady} />;
}

function LoadedSlot({
  id,
  kind,
  onUnavailable,
  onReady,
}: Omit<RemoteSlotProps, 'remote' | 'module'> & { id: string }) {
  const [attempt, setAttempt] = useState(0);
  const state = useRemoteComponent(id, attempt, onUnavailable);
  const fallback =
    kind === 'page' ? <PageFallback onRetry={() => setAttempt((n) => n + 1)} /> : null;

  if (state.status === 'failed') return fallback;
  if (state.status === 'loading') {
    return kind === 'page' ? (
      <div className={styles.loading}>
        <Spinner label="Cargando" />
      </div>
    ) : null;
  }
  const { Component } = state;
  return (
    <ErrorBoundary key={`${id}#${attempt}`} fallback={() => fallback} onError={onUnavailable}>
      <Component />
      <ReadySignal onReady={onReady} />
    </ErrorBoundary>
  );
}
