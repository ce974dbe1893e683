import type { TemplateId } from '@store/contracts';

/** Built by webpack.config.cjs: template id -> its stylesheets under /shell/. */
export const TEMPLATE_STYLES_PATH = '/shell/templates.json';

/**
 * The HTML server links the template's stylesheet in the head. A page served otherwise (a
 * development server) gets it here, a moment later.
 */
export async function ensureTemplateStyle(id: TemplateId, doc: Document = document): Promise<void> {
  if (doc.querySelector('link[data-template-style]')) return;
  const response = await fetch(TEMPLATE_STYLES_PATH);
  if (!response.ok) return;
  const styles = (await response.json()) as Record<string, string[]>;
  for (const href of styles[String(id)] ?? []) {
    if (!/^\/shell\/[\w.-]+\.css$/.test(href)) continue;
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.dataset.templateStyle = '';
    doc.head.append(link);
  }
}
