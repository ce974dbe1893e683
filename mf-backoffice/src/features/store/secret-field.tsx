import type { ComponentProps } from 'react';
import type { MercadoPagoStatus } from '@store/contracts';
import { TextField } from '@store/ui';
import { day } from '../texts';

/** What the page knows of a stored credential (Mercado Pago's, Zippin's): never its value. */
type SecretStatus = MercadoPagoStatus['accessToken'];

/** «Guardado, termina en 1234 (30/11/2026, dueno@tienda.com)», or that there is none. */
const secretStatusText = (status: SecretStatus) =>
  status.set
    ? `Guardado, termina en ${status.last4 ?? '—'} (${status.updatedAt ? day(status.updatedAt) : '—'}, ${status.updatedBy ?? 'desde la terminal'}).`
    : 'Sin guardar.';

/**
 * A write-only credential's field: typed as a password, never filled with the stored value, its
 * hint saying whether one is stored (and its last four characters) and that empty keeps it.
 */
export function SecretField({
  status,
  ...field
}: { status: SecretStatus } & Omit<
  ComponentProps<typeof TextField>,
  'type' | 'autoComplete' | 'spellCheck' | 'hint'
>) {
  return (
    <TextField
      {...field}
      type="password"
      autoComplete="off"
      spellCheck={false}
      hint={`${secretStatusText(status)} Déjelo vacío para mantenerlo.`}
    />
  );
}
