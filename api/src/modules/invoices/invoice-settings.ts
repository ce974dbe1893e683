import {
  isValidCuit,
  isValidRut,
  normaliseCuit,
  normaliseRut,
} from '@store/contracts/checkout-rules';

import type { ArgentineInvoicing, ChileanInvoicing, InvoicingSettings } from '@store/contracts';

/**
 * A tenant's invoicing settings (table invoice_settings): the shapes are the contracts'
 * wire/invoices.
 */
export type { ArgentineInvoicing, ChileanInvoicing, InvoicingSettings };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (value: unknown) =>
  typeof value === 'string' && DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
const text = (value: unknown, max = 120) =>
  typeof value === 'string' && value.trim().length > 0 && value.trim().length <= max;

/** Every problem of a settings object, as `field: why` in Spanish (empty when valid). */
export function settingsProblems(value: Partial<InvoicingSettings>): string[] {
  const problems: string[] = [];
  const need = (ok: boolean, field: string, why: string) => {
    if (!ok) problems.push(`${field}: ${why}`);
  };
  if (value.country === 'AR') {
    const ar = value as Partial<ArgentineInvoicing>;
    need(
      ['double', 'homologation', 'production'].includes(String(ar.service)),
      'servicio',
      'tiene que ser doble, homologacion o produccion.',
    );
    need(isValidCuit(ar.cuit), 'cuit', 'no es una CUIT válida (por ejemplo 30-70308853-4).');
    need(text(ar.legalName), 'razon-social', 'es obligatoria (hasta 120 caracteres).');
    need(text(ar.address), 'domicilio', 'es obligatorio (hasta 120 caracteres).');
    need(
      Number.isInteger(ar.pointOfSale) && ar.pointOfSale! >= 1 && ar.pointOfSale! <= 99998,
      'punto-de-venta',
      'tiene que ser un número entre 1 y 99998.',
    );
    need(text(ar.grossIncome, 30), 'iibb', 'es obligatorio (el número de ingresos brutos).');
    need(isDay(ar.activitiesStart), 'inicio-actividades', 'tiene que ser una fecha AAAA-MM-DD.');
  } else if (value.country === 'CL') {
    const cl = value as Partial<ChileanInvoicing>;
    need(
      ['double', 'sandbox', 'production'].includes(String(cl.service)),
      'servicio',
      'tiene que ser doble, pruebas o produccion.',
    );
    need(isValidRut(cl.rut), 'rut', 'no es un RUT válido (por ejemplo 76.086.428-5).');
    need(text(cl.legalName), 'razon-social', 'es obligatoria (hasta 120 caracteres).');
    need(text(cl.giro, 80), 'giro', 'es obligatorio (hasta 80 caracteres).');
    need(
      Number.isInteger(cl.acteco) && cl.acteco! > 0 && cl.acteco! < 1_000_000,
      'acteco',
      'tiene que ser el código de actividad económica (6 dígitos).',
    );
    need(text(cl.address, 70), 'direccion', 'es obligatoria (hasta 70 caracteres).');
    need(text(cl.comuna, 40), 'comuna', 'es obligatoria.');
    need(text(cl.siiOffice, 40), 'oficina-sii', 'es obligatoria (por ejemplo SANTIAGO CENTRO).');
  } else problems.push('pais: tiene que ser AR o CL.');
  return problems;
}

/** The settings with their tax ids written one way (digits for a CUIT, 12345678-9 for a RUT). */
export function normaliseSettings(value: InvoicingSettings): InvoicingSettings {
  return value.country === 'AR'
    ? { ...value, cuit: normaliseCuit(value.cuit) ?? value.cuit }
    : { ...value, rut: normaliseRut(value.rut) ?? value.rut };
}
