// The back office's buyer and quote rules (issue 32): the forms and the API check the same
// things with the same words.

/** Days a buyer with credit terms has to pay an order: 1 to 180, 30 unless staff say otherwise. */
export const CREDIT_DAYS_MIN: number = 1;
export const CREDIT_DAYS_MAX: number = 180;
export const DEFAULT_CREDIT_DAYS: number = 30;

/** The longest a quote may hold, counted from today (also the bound of `quoteValidityDays`). */
export const MAX_QUOTE_VALIDITY_DAYS: number = 90;

/** A credit term's problem, or null. */
export function creditDaysProblem(days: number): string | null {
  if (!Number.isInteger(days) || days < CREDIT_DAYS_MIN || days > CREDIT_DAYS_MAX)
    return `Los días de crédito tienen que ser un número entero entre ${CREDIT_DAYS_MIN} y ${CREDIT_DAYS_MAX}.`;
  return null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar day (2026-02-30 is not: it would read as 2 March). */
const isDay = (text: string) =>
  DAY.test(text) && new Date(`${text}T00:00:00Z`).toISOString().slice(0, 10) === text;

/** YYYY-MM-DD plus `days` calendar days. */
export function addDays(day: string, days: number): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** 2026-12-03 as people read it in Argentina and Chile: 03/12/2026. */
const shown = (day: string) => day.split('-').reverse().join('/');

/**
 * A quote's new last day, or why not: a real date, later than the one it has, not before today
 * and at most MAX_QUOTE_VALIDITY_DAYS after today (days of the store's time zone, YYYY-MM-DD).
 */
export function quoteExtensionProblem({
  validUntil,
  current,
  today,
}: {
  validUntil: string;
  current: string;
  today: string;
}): string | null {
  if (!isDay(validUntil)) return 'Elija la nueva fecha de validez (día, mes y año).';
  const latest = addDays(today, MAX_QUOTE_VALIDITY_DAYS);
  if (validUntil <= current)
    return `La nueva fecha tiene que ser posterior a la actual, el ${shown(current)}.`;
  if (validUntil < today) return `La nueva fecha no puede ser anterior a hoy, ${shown(today)}.`;
  if (validUntil > latest)
    return `Una cotización vale como máximo ${MAX_QUOTE_VALIDITY_DAYS} días desde hoy: hasta el ${shown(latest)}.`;
  return null;
}

/**
 * Why staff cannot convert a buyer's quote into an order (issue 32): the back office's form says
 * it before asking, the API's 422 says the same.
 */
export const QUOTE_ORDER_REFUSALS = Object.freeze({
  blocked: 'La cuenta de este comprador está bloqueada: no se le pueden hacer pedidos.',
  noAddress:
    'El comprador no tiene direcciones guardadas, y el pedido necesita la del destinatario (también para retirar en el local). Tiene que cargar una en su cuenta.',
  noShipping: 'Elija cómo se entrega el pedido.',
});
