import { useEffect, useRef } from 'react';
import { useTranslation } from '@store/platform';
import { Button, useHydrated } from '@store/ui';
import styles from './remote-slot.module.css';

/**
 * A server-rendered page whose remote cannot load in the browser (blocked, down, a network cut):
 * its HTML is kept, read-only, instead of being replaced by the slot's fallback. The buyer still
 * reads the products the server sent and follows their links (plain page loads).
 */
let kept: { id: string; html: string } | null = null;

/**
 * Called before hydrating when the page's module did not load: the markup the server rendered
 * for it (`#main`'s remote root), or false when the page has none to keep.
 */
export function keepServerMarkup(id: string, root: HTMLElement): boolean {
  const markup = root.querySelector<HTMLElement>('#main > [data-remote]');
  kept = markup ? { id, html: markup.innerHTML } : null;
  return kept !== null;
}

/** The kept markup of `id`, once: the first slot that shows it takes it (a new visit retries). */
export function takeServerMarkup(id: string): string | null {
  if (kept?.id !== id) return null;
  const { html } = kept;
  kept = null;
  return html;
}

/**
 * The server's markup, hydrated as it is (React leaves an element's `dangerouslySetInnerHTML`
 * untouched), with its controls disabled and a quiet notice once hydrated.
 */
export function ServerMarkup({
  remote,
  html,
  onReady,
}: {
  remote: string;
  html: string;
  onReady?: () => void;
}) {
  const { t } = useTranslation('shell');
  const hydrated = useHydrated();
  const page = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Its buttons and fields have no code behind them: they stay as the server sent them,
    // disabled (links still work).
    const controls = page.current?.querySelectorAll<HTMLButtonElement>(
      'button, input, select, textarea',
    );
    for (const control of controls ?? []) control.disabled = true;
    onReady?.();
    // Once: the page is ready when the server's markup is shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <>
      <div
        ref={page}
        data-remote={remote}
        style={{ display: 'contents' }}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: html }}
      />
      {hydrated && (
        <div className={styles.notice} role="status">
          <p>{t('serverMarkup.notice')}</p>
          <Button size="small" variant="secondary" onClick={() => window.location.reload()}>
            {t('serverMarkup.reload')}
          </Button>
        </div>
      )}
    </>
  );
}
