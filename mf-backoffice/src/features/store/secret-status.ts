import type { MercadoPagoStatus } from '@store/contracts';
import { day } from '../texts';

/** What the page knows of a stored credential (Mercado Pago's, Zippin's): never its value. */
type SecretStatus = MercadoPagoStatus['accessToken'];

/** «Guardado, termina en 1234 (30/11/2026, dueno@tienda.com)», or that there is none. */
export const secretStatusText = (status: SecretStatus) =>
  status.set
    ? `Guardado, termina en ${status.last4 ?? '—'} (${status.updatedAt ? day(status.updatedAt) : '—'}, ${status.updatedBy ?? 'desde la terminal'}).`
    : 'Sin guardar.';
