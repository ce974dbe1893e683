import type { CartItem } from '@store/contracts';
import { lineView } from '../cart-view/line-view';

/**
 * Until quotes are built in the store (Orders/CreateUnsavedQuote), asking for one writes to the
 * shop: an e-mail with every line, so the request carries what the buyer chose.
 */
export function quoteMailto(email: string, subject: string, items: CartItem[]): string {
  const lines = items.flatMap((item) => {
    const line = lineView(item);
    const head = `- ${line.name}${line.variant ? ` (${line.variant})` : ''}${
      line.technique ? `, ${line.technique}` : ''
    }`;
    return line.children.length
      ? [head, ...line.children.map((child) => `    ${child.variant}: ${child.quantity}`)]
      : [`${head}: ${line.quantity}`];
  });
  const query = new URLSearchParams({ subject, body: lines.join('\n') });
  return `mailto:${email}?${query.toString().replace(/\+/g, '%20')}`;
}
