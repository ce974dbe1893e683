import { createHash } from 'node:crypto';

/**
 * A server-rendered page's scripts only hydrate what is already on screen, so they start once the
 * page has been painted: its first contentful paint reported and its main pictures (the
 * `fetchpriority="high"` ones) decoded and shown, two frames later. Run before the paint, as a
 * deferred script is, the shell's first task (its code, then the page's first layout, which the
 * browser does once the deferred scripts have run) held the paint back, and the boot chunks it
 * asked for competed with the pictures (docs/performance.md, issue 34). A tab that is hidden
 * never paints and starts at once, as does a browser that does not report paints; after 3 s the
 * scripts start whatever the page is waiting for (a picture that never arrives).
 *
 * Plain JavaScript, inline: a file of its own would be one more request before the paint. Its
 * text is fixed (the script's address is its `data-src`), so the Content-Security-Policy allows
 * it by its hash and still runs no other inline script. `store:scripts-start` marks when it
 * started them, for the journeys and for anyone reading a trace.
 */
export const SCRIPTS_AFTER_PAINT = `(() => {
  const holder = document.currentScript;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    performance.mark('store:scripts-start');
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
 * A server-rendered page: the shell's deferred script replaced by the inline starter above, and
 * preloaded at a low priority so it is downloaded beside the page's pictures, not after the paint.
 */
export function startScriptsAfterPaint(page: string): string {
  const src = SHELL_SCRIPT.exec(page)?.[1];
  if (src === undefined) return page;
  const preload = `<link rel="preload" as="script" fetchpriority="low" href="${src}">`;
  return page
    .replace(SHELL_SCRIPT, () => `<script data-src="${src}">${SCRIPTS_AFTER_PAINT}</script>`)
    .replace(/<\/head>/i, (end) => `${preload}\n${end}`);
}
