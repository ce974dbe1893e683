import { createHash } from 'node:crypto';
import { escapeHtml } from '../http/html.js';

/**
 * A server-rendered page's scripts only hydrate what is already on screen, so they are asked for
 * and started once the page has been painted: its first contentful paint reported and its main
 * pictures (the `fetchpriority="high"` ones) decoded and shown, two frames later. Run before the
 * paint, as a deferred script is, the shell's first task (its code, then the page's first layout,
 * which the browser does once the deferred scripts have run) held the paint back; downloaded
 * before it, even preloaded at a low priority, the shell's and the route's scripts (about 50 kB)
 * shared the connection with the page's fonts and pictures (docs/performance.md, issue 34). A tab
 * that is hidden never paints and starts at once, as does a browser that does not report paints;
 * after 3 s the scripts start whatever the page is waiting for (a picture that never arrives).
 *
 * Plain JavaScript, inline: a file of its own would be one more request before the paint. Its
 * text is fixed (the shell's address is its `data-src`, the route's scripts its `data-preloads`),
 * so the Content-Security-Policy allows it by its hash and still runs no other inline script.
 * `store:scripts-start` marks when it started them, for the journeys and for anyone reading a
 * trace.
 */
export const SCRIPTS_AFTER_PAINT = `(() => {
  const holder = document.currentScript;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    performance.mark('store:scripts-start');
    // The route's own scripts are asked for beside the shell's, not a round trip after it ran.
    for (const href of (holder.dataset.preloads || '').split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'script';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.src = holder.dataset.src;
    document.head.append(script);
  };
  const canWait =
    document.visibilityState === 'visible' &&
    typeof PerformanceObserver === 'function' &&
    (PerformanceObserver.supportedEntryTypes || []).includes('paint');
  if (!canWait) return start();
  addEventListener('visibilitychange', start, { once: true });
  setTimeout(start, 3000);
  const twoFramesLater = () =>
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start)));
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    const pictures = document.querySelectorAll('img[fetchpriority="high"]');
    Promise.all([...pictures].map((picture) => picture.decode().catch(() => undefined))).then(
      twoFramesLater,
    );
  }).observe({ type: 'paint', buffered: true });
})();`;

/** The Content-Security-Policy source that allows exactly this inline script. */
export const SCRIPTS_AFTER_PAINT_SOURCE = `'sha256-${createHash('sha256').update(SCRIPTS_AFTER_PAINT).digest('base64')}'`;

/** The shell's own script in its `index.html`: HtmlWebpackPlugin writes it deferred. */
const SHELL_SCRIPT = /<script defer(?:="defer")? src="([^"]+)"><\/script>/;

/**
 * A server-rendered page: the shell's deferred script replaced by the inline starter above, which
 * also asks for `routeScripts` (the scripts of the remote that owns the page, `preloadsFor`).
 */
export function startScriptsAfterPaint(page: string, routeScripts: readonly string[]): string {
  const src = SHELL_SCRIPT.exec(page)?.[1];
  if (src === undefined) return page;
  const starter = `<script data-src="${escapeHtml(src)}" data-preloads="${escapeHtml(routeScripts.join(' '))}">${SCRIPTS_AFTER_PAINT}</script>`;
  return page.replace(SHELL_SCRIPT, () => starter);
}
