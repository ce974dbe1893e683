import type { MailContent } from '../mail/index.js';
import type { Tenant } from '../tenants/index.js';
import { STATUS_NAMES, type OrderStatus } from './order-status.js';
import type { OrderDto } from '@store/contracts/wire/orders';
import type { BuyerAccount } from './orders.service.js';

/** The account's own name: what the buyer typed for themselves, never the addressee's. */
export const greeting = (account: BuyerAccount) =>
  account.name.trim() ? `Hola, ${account.name.trim()}:` : 'Hola:';

/** What the buyer reads when the order moves: es-AR with voseo, es-CL without it. */
function news(order: OrderDto, cl: boolean): Record<OrderStatus, string> {
  const n = order.number;
  return {
    received: `Recibimos tu pedido ${n}.`,
    paid: `Recibimos el pago de tu pedido ${n}.`,
    proof_approved: `La prueba de diseño de tu pedido ${n} quedó aprobada; pasa a producción.`,
    in_production: `Tu pedido ${n} está en producción.`,
    shipped: cl
      ? `Tu pedido ${n} va en camino con ${order.shipping.carrierName}. Puedes seguir el envío con el enlace del transportista.`
      : `Tu pedido ${n} va en camino con ${order.shipping.carrierName}. Podés seguir el envío con el enlace del transportista.`,
    delivered: `Tu pedido ${n} fue entregado. ¡Gracias por tu compra!`,
    cancelled: cl
      ? `Tu pedido ${n} fue cancelado. Si tienes dudas, responde a este correo.`
      : `Tu pedido ${n} fue cancelado. Si tenés dudas, respondé a este correo.`,
  };
}

export function statusText(
  tenant: Tenant,
  store: string,
  account: BuyerAccount,
  order: OrderDto,
  link: string,
): MailContent {
  const cl = tenant.environment === 'CL';
  const shipped = order.status === 'shipped' && order.trackingUrl;
  return {
    preview: news(order, cl)[order.status],
    title: `Pedido ${order.number}: ${STATUS_NAMES[order.status].toLowerCase()}`,
    paragraphs: [
      greeting(account),
      news(order, cl)[order.status],
      ...(shipped ? [`Seguimiento: ${order.trackingUrl}`] : []),
    ],
    action: shipped
      ? { label: 'Seguir el envío', url: order.trackingUrl! }
      : { label: 'Ver mi pedido', url: link },
    notes: [
      cl
        ? `Recibes este correo porque compraste en ${store}.`
        : `Recibís este correo porque compraste en ${store}.`,
    ],
  };
}

/**
 * To the addressee typed at checkout, once the order ships: the store's name, the carrier and
 * the tracking link, nothing the buyer typed (no names, no comments), no link into the account.
 */
export function trackingNoticeText(tenant: Tenant, store: string, order: OrderDto): MailContent {
  const cl = tenant.environment === 'CL';
  const news = cl
    ? `Un pedido de ${store} va en camino hacia ti con ${order.shipping.carrierName}.`
    : `Un pedido de ${store} va en camino hacia vos con ${order.shipping.carrierName}.`;
  return {
    preview: news,
    title: `Un pedido de ${store} va en camino`,
    paragraphs: ['Hola:', news, `Seguimiento: ${order.trackingUrl}`],
    action: { label: 'Seguir el envío', url: order.trackingUrl! },
    notes: [
      cl
        ? `Recibes este correo porque alguien que compró en ${store} indicó esta dirección para la entrega.`
        : `Recibís este correo porque alguien que compró en ${store} indicó esta dirección para la entrega.`,
    ],
  };
}

/** A proof version the store sent (issue 32): what to do with it, and the link to the order. */
export function proofSentText(
  tenant: Tenant,
  store: string,
  account: BuyerAccount,
  order: OrderDto,
  version: number,
  link: string,
): MailContent {
  const cl = tenant.environment === 'CL';
  const news = `${store} te envió la prueba de diseño de tu pedido ${order.number} (versión ${version}).`;
  return {
    preview: news,
    title: `Prueba de diseño del pedido ${order.number} (versión ${version})`,
    paragraphs: [
      greeting(account),
      news,
      cl
        ? 'Revísala en el detalle del pedido: descarga el PDF y apruébala, o pide cambios con un comentario. El pedido pasa a producción cuando la apruebas.'
        : 'Revisala en el detalle del pedido: descargá el PDF y aprobala, o pedí cambios con un comentario. El pedido pasa a producción cuando la aprobás.',
    ],
    action: { label: 'Ver la prueba', url: link },
    notes: [
      cl
        ? `Recibes este correo porque compraste en ${store}.`
        : `Recibís este correo porque compraste en ${store}.`,
    ],
  };
}
