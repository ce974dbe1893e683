import { formatMoney } from '@store/contracts/money-format';
import { renderBrandedMail, type MailBrand } from '../mail/index.js';
import type { MailService } from '../mail/index.js';
import type { OrderRow } from '../orders/index.js';
import type { Tenant, TenantsService } from '../tenants/index.js';
import type { StaffInvoice } from './invoices.service.js';

/**
 * The issued document, as a branded e-mail to the billing address with its PDF attached,
 * through the mail outbox (sent and retried there). es-AR with voseo, es-CL without.
 */
export function createInvoiceMail(deps: {
  mail: MailService;
  tenants: TenantsService;
  publicUrl: string;
}) {
  return async (
    tenant: Tenant,
    invoice: StaffInvoice,
    order: OrderRow,
    pdf: Buffer,
    to: string,
  ) => {
    const config = await deps.tenants.getConfig(tenant);
    const brand: MailBrand = {
      name: config.name,
      primary: config.colors.primary,
      logoUrl: config.logo ? new URL(config.logo, deps.publicUrl).href : null,
    };
    const cl = tenant.environment === 'CL';
    const total = formatMoney(invoice.total, {
      decimals: order.decimals,
      symbol: config.currencySymbol,
    });
    const credit = invoice.kind === 'credit_note';
    const title = `${invoice.name} del pedido ${order.number}`;
    const link = new URL(`/${tenant.name}/orders/detail/${order.id}`, deps.publicUrl).href;
    const content = {
      preview: `${invoice.name} de ${brand.name} por ${total}.`,
      title,
      paragraphs: [
        credit
          ? `Emitimos la ${invoice.name} que anula la factura de tu pedido ${order.number}, cancelado.`
          : `Emitimos la ${invoice.name} de tu pedido ${order.number}.`,
        `Total: ${total}.`,
        cl ? 'Adjuntamos el documento en PDF.' : 'Te adjuntamos el comprobante en PDF.',
      ],
      action: { label: 'Ver mi pedido', url: link },
      notes: [
        cl
          ? 'También puedes descargarlo desde el detalle del pedido.'
          : 'También podés descargarlo desde el detalle del pedido.',
      ],
    };
    const file = invoice.name
      .toLowerCase()
      .replace(/[^a-z0-9ñ]+/g, '-')
      .replace(/^-|-$/g, '');
    await deps.mail.send({
      tenantId: tenant.id,
      fromName: brand.name,
      to,
      subject: title,
      ...renderBrandedMail(brand, content),
      attachments: [{ filename: `${file}.pdf`, contentType: 'application/pdf', content: pdf }],
    });
  };
}
