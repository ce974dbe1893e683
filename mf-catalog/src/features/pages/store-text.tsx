import MarkdownIt from 'markdown-it';
import styles from './store-pages.module.css';

/**
 * The owner's Markdown (about, policy), sanitised by construction: raw HTML is written as text
 * (`html: false`), links to `javascript:`, `vbscript:`, `file:` and `data:` are refused by
 * markdown-it's own link check, and images are off (a picture from another host would break the
 * page's CSP and can track buyers). Headings start at h2: the page's title is the h1.
 */
const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false }).disable(
  'image',
);
markdown.core.ruler.push('headings_under_title', (state) => {
  for (const token of state.tokens)
    if (token.type === 'heading_open' || token.type === 'heading_close')
      token.tag = `h${Math.min(6, Number(token.tag.slice(1)) + 1)}`;
});

export function StoreText({ text }: { text: string | null }) {
  if (!text?.trim()) return null;
  return (
    <div
      className={styles.text}
      // Safe: markdown-it escapes every tag the owner wrote (see above).
      dangerouslySetInnerHTML={{ __html: markdown.render(text) }}
    />
  );
}
