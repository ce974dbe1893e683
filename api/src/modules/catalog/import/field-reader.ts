/**
 * Reads the fields of one raw entry (a JSON object, or a CSV row turned into one) and collects
 * what is wrong with them in Spanish, so a bad row is reported whole rather than field by field.
 */
export type Raw = Record<string, unknown>;

export const isRaw = (value: unknown): value is Raw =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `"1500,50"` and `"1500.50"` are the same number; CSV cells arrive as text. */
function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const text = value.trim().replace(',', '.');
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : null;
}

export function createFieldReader(raw: Raw, problems: string[], prefix = '') {
  const label = (name: string) => `"${prefix}${name}"`;
  const present = (name: string) =>
    raw[name] !== undefined && raw[name] !== null && raw[name] !== '';

  function text(name: string, options: { max?: number; required?: boolean } = {}) {
    const { max = 200, required = false } = options;
    const value = raw[name];
    if (!present(name)) {
      if (required) problems.push(`falta el campo ${label(name)}`);
      return null;
    }
    if (typeof value !== 'string' && typeof value !== 'number') {
      problems.push(`el campo ${label(name)} debe ser un texto`);
      return null;
    }
    const trimmed = String(value).trim();
    if (trimmed.length > max) {
      problems.push(`el campo ${label(name)} admite como máximo ${max} caracteres`);
      return null;
    }
    return trimmed;
  }

  function number(
    name: string,
    options: { min: number; max: number; integer?: boolean; fallback?: number },
  ) {
    if (!present(name)) {
      if (options.fallback !== undefined) return options.fallback;
      problems.push(`falta el campo ${label(name)}`);
      return null;
    }
    const value = toNumber(raw[name]);
    if (value === null || (options.integer && !Number.isInteger(value))) {
      problems.push(
        `el campo ${label(name)} debe ser un número${options.integer ? ' entero' : ''}`,
      );
      return null;
    }
    if (value < options.min || value > options.max) {
      problems.push(`el campo ${label(name)} debe estar entre ${options.min} y ${options.max}`);
      return null;
    }
    return value;
  }

  /** An amount in pesos with at most two decimals, as integer cents. */
  function money(name: string, options: { fallback?: number } = {}) {
    const value = number(name, { min: 0, max: 100_000_000, ...options });
    if (value === null) return null;
    const cents = Math.round(value * 100);
    if (Math.abs(cents - value * 100) > 1e-6) {
      problems.push(`el campo ${label(name)} admite como máximo dos decimales`);
      return null;
    }
    return cents;
  }

  function flag(name: string, fallback: boolean) {
    if (!present(name)) return fallback;
    const value = raw[name];
    if (typeof value === 'boolean') return value;
    const word = String(value).trim().toLowerCase();
    if (['1', 'true', 'si', 'sí', 'yes'].includes(word)) return true;
    if (['0', 'false', 'no'].includes(word)) return false;
    problems.push(`el campo ${label(name)} debe ser "si" o "no"`);
    return fallback;
  }

  function list(name: string, max: number): unknown[] {
    if (!present(name)) return [];
    const value = raw[name];
    if (!Array.isArray(value)) {
      problems.push(`el campo ${label(name)} debe ser una lista`);
      return [];
    }
    if (value.length > max)
      problems.push(`el campo ${label(name)} admite como máximo ${max} elementos`);
    return value.slice(0, max);
  }

  return { text, number, money, flag, list, present };
}
