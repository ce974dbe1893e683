import { formatMoney } from '@store/contracts/money-format';
import { renderBrandedMail, type MailBrand, type MailContent } from '../mail/index.js';
import { ivaLabel } from './order-figures.js';
import type { MailService } from '../mail/index.js';
import type { Tenant, TenantsService } from '../tenants/index.js';
import { greeting, proofSentText, statusText, trackingNoticeText } from './order-status-mail.js';
import type { OrderDto } from '@store/contracts/wire/orders';
import type { BuyerAccount } from './orders.service.js';

const INVOICE_NAMES: Record<string, string> = {
  A: 'Factura A',
  B: 'Factura B',
  C: 'Factura C',
  FACTURA: 'Factura electrónica',
  BOLETA: 'Boleta electrónica',
};

/** The confirmation's text: es-AR with voseo, es-CL without it. */
function confirmationText(
  tenant: Tenant,
  store: string,
  account: BuyerAccount,
  order: OrderDto,
  price: (amount: number) => string,
  link: string,
): MailContent {
  const cl = tenant.environment === 'CL';
  // The invoice's figures as the order stores them: nets, IVA per rate, total (order-figures.ts).
  const lines = order.lines.map(
    (line) =>
      `${line.quantity} x ${line.productName}${line.variantName ? ` (${line.variantName})` : ''}: ${price(line.priceBase + line.priceAplication)} + IVA`,
  );
  return {
    preview: `Recibimos tu pedido ${order.number} en ${store}.`,
    title: `Pedido ${order.number} confirmado`,
    paragraphs: [
      greeting(account),
      `Gracias por tu compra en ${store}. Recibimos tu pedido ${order.number}:`,
      ...lines,
      `Productos: ${price(order.subTotal)}`,
      `Envío (${order.shipping.carrierName}): ${price(order.shippingNet)}`,
      ...order.taxesByRate.map((group) => `${ivaLabel(group.rate)}: ${price(group.iva)}`),
      `Total: ${price(order.total)} (IVA incluido, ${INVOICE_NAMES[order.invoiceType] ?? order.invoiceType})`,
      `Lo tendrás en tus manos entre el ${order.shipping.estimatedInHands.min} y el ${order.shipping.estimatedInHands.max}.`,
    ],
    action: { label: 'Ver mi pedido', url: link },
    notes: [
      cl
        ? 'Si todavía no pagaste, puedes hacerlo desde el detalle del pedido.'
        : 'Si todavía no pagaste, podés hacerlo desde el detalle del pedido.',
      cl
        ? 'Si no hiciste esta compra, responde a este correo.'
        : 'Si no hiciste esta compra, respondé a este correo.',
    ],
  };
}

/** The order confirmation e-mail, branded per tenant, through the mail outbox. */
export function createOrderMails(deps: {
  mail: MailService;
  tenants: TenantsService;
  publicUrl: string;
}) {
  async function brandOf(tenant: Tenant) {
    const config = await deps.tenants.getConfig(tenant);
    const brand: MailBrand = {
      name: config.name,
      primary: config.colors.primary,
      logoUrl: config.logo ? new URL(config.logo, deps.publicUrl).href : null,
    };
    return { config, brand };
  }
  const linkTo = (tenant: Tenant, order: OrderDto) =>
    new URL(`/${tenant.name}/orders/detail/${order.id}`, deps.publicUrl).href;

  return {
    /** A proof version sent by staff (issue 32), to the buyer's account, with the order's link. */
    async proofSent(tenant: Tenant, order: OrderDto, version: number, account: BuyerAccount) {
      const { brand } = await brandOf(tenant);
      const content = proofSentText(
        tenant,
        brand.name,
        account,
        order,
        version,
        linkTo(tenant, order),
      );
      await deps.mail.send({
        tenantId: tenant.id,
        fromName: brand.name,
        to: account.email,
        subject: content.title,
        ...renderBrandedMail(brand, content),
      });
    },

    /**
     * The news after staff move the order (order-status-mail.ts), to the buyer's account. Once
     * shipped, the addressee typed at checkout (who may be anyone) also gets the tracking link,
     * in a notice that carries none of the buyer's typed text.
     */
    async statusChanged(
      tenant: Tenant,
      order: OrderDto,
      account: BuyerAccount | null,
    ): Promise<void> {
      const { brand } = await brandOf(tenant);
      const send = (to: string, content: MailContent) =>
        deps.mail.send({
          tenantId: tenant.id,
          fromName: brand.name,
          to,
          subject: content.title,
          ...renderBrandedMail(brand, content),
        });
      if (account)
        await send(
          account.email,
          statusText(tenant, brand.name, account, order, linkTo(tenant, order)),
        );
      const addressee = order.addressee.email.trim();
      if (
        order.status === 'shipped' &&
        order.trackingUrl &&
        addressee.includes('@') &&
        addressee.toLowerCase() !== account?.email.toLowerCase()
      )
        await send(addressee, trackingNoticeText(tenant, brand.name, order));
    },

    /**
     * To the buyer's own account e-mail and the order's billing e-mail, once each (issue 31): the
     * addressee typed at checkout may be anyone, and a confirmation carries the buyer's typed text.
     */
    async confirmation(tenant: Tenant, order: OrderDto, account: BuyerAccount): Promise<void> {
      const { config, brand } = await brandOf(tenant);
      const decimals = deps.tenants.pricingSettings(tenant).roundPrice;
      const price = (amount: number) =>
        formatMoney(amount, { decimals, symbol: config.currencySymbol });
      const content = confirmationText(
        tenant,
        brand.name,
        account,
        order,
        price,
        linkTo(tenant, order),
      );
      const recipients = new Map(
        [account.email, order.invoice.email]
          .filter((email) => email && email.includes('@'))
          .map((email) => [email.trim().toLowerCase(), email.trim()]),
      );
      for (const to of recipients.values())
        await deps.mail.send({
          tenantId: tenant.id,
          fromName: brand.name,
          to,
          subject: content.title,
          ...renderBrandedMail(brand, content),
        });
    },
  };
}
