import type { MailContent } from '../mail/branded-mail.js';
import type { Tenant } from '../tenants/tenants.service.js';
import { STATUS_NAMES, type OrderStatus } from './order-status.js';
import type { OrderDto } from './orders.schemas.js';

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
  order: OrderDto,
  link: string,
): MailContent {
  const cl = tenant.environment === 'CL';
  const shipped = order.status === 'shipped' && order.trackingUrl;
  return {
    preview: news(order, cl)[order.status],
    title: `Pedido ${order.number}: ${STATUS_NAMES[order.status].toLowerCase()}`,
    paragraphs: [
      `Hola, ${order.addressee.name}:`,
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
