import { isValidEmail } from '@store/contracts/checkout-rules';
import { AppError } from '../../http/errors.js';
import { renderBrandedMail } from '../mail/index.js';
import type { MailService } from '../mail/index.js';
import type { ShopConfig } from '../tenants/index.js';
import type { Tenant } from '../tenants/index.js';
import { formatDate } from '../catalog/index.js';
import { quoteMessages } from './quote-messages.js';
import type { Quote } from '@store/contracts/wire/quotes';
import { MAX_RECIPIENTS } from './quotes.schemas.js';

/**
 * The addresses a quote goes to: the buyer's own first, then those they gave, checked, trimmed
 * and without repeats. A bad address or too many refuse the whole send (400), so nothing leaves.
 */
export function recipientsOf(tenant: Tenant, own: string | null, given: string[]): string[] {
  const messages = quoteMessages(tenant.environment);
  const others: string[] = [];
  for (const raw of given) {
    const email = raw.trim().toLowerCase();
    if (!email) continue;
    // The one e-mail rule, the account forms' and the checkout's.
    if (!isValidEmail(email)) throw AppError.badRequest(messages.badEmail(raw.trim()), 'emails');
    if (email !== own && !others.includes(email)) others.push(email);
  }
  if (others.length > MAX_RECIPIENTS)
    throw AppError.badRequest(messages.tooManyEmails(MAX_RECIPIENTS), 'emails');
  return own ? [own, ...others] : others;
}

/** One branded e-mail per address, through the outbox, with the quote's PDF attached. */
export async function sendQuoteMail(options: {
  mail: MailService;
  tenant: Tenant;
  config: ShopConfig;
  publicUrl: string;
  quote: Quote;
  pdf: Buffer;
  to: string[];
}): Promise<void> {
  const { config, quote, tenant } = options;
  const cl = tenant.environment === 'CL';
  const url = new URL(`/${tenant.name}/orders/quote/detail?id=${quote.id}`, options.publicUrl).href;
  const validUntil = formatDate(new Date(`${quote.validUntil}T12:00:00Z`), tenant.environment);
  const title = `Cotización N° ${quote.number} de ${config.name}`;
  const mail = renderBrandedMail(
    {
      name: config.name,
      primary: config.colors.primary,
      logoUrl: config.logo ? new URL(config.logo, options.publicUrl).href : null,
    },
    {
      preview: `${quote.lines.length} productos, válida hasta el ${validUntil}.`,
      title,
      paragraphs: [
        `${quote.buyer.fullName}${quote.buyer.company ? ` (${quote.buyer.company})` : ''} te envía la cotización N° ${quote.number} de ${config.name}.`,
        `Va adjunta en PDF, con cada producto, su personalización y el detalle de precios. Es válida hasta el ${validUntil} inclusive.`,
      ],
      action: { label: 'Ver la cotización en la tienda', url },
      notes: [
        cl
          ? 'El enlace lleva a la cuenta de quien pidió la cotización: si no es la tuya, usa el PDF adjunto.'
          : 'El enlace lleva a la cuenta de quien pidió la cotización: si no es la tuya, usá el PDF adjunto.',
      ],
    },
  );
  for (const to of options.to)
    await options.mail.send({
      tenantId: tenant.id,
      fromName: config.name,
      to,
      subject: title,
      ...mail,
      attachments: [
        {
          filename: `cotizacion-${quote.number}.pdf`,
          contentType: 'application/pdf',
          content: options.pdf,
        },
      ],
    });
}
