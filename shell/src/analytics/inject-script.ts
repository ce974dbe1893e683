/**
 * Adds an external script by its address (never markup) and settles when it loaded or failed.
 * A failed element is removed, so a retry starts clean.
 */
export function injectScript(src: string, doc: Document = document): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = doc.createElement('script');
    script.async = true;
    script.src = src;
    script.dataset.tenantScript = '';
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      reject(new Error(`${src} did not load`));
    };
    doc.head.append(script);
  });
}
