/** One thing wrong with a tenant file: the field (dotted path) and why, in Spanish. */
export interface Problem {
  field: string;
  message: string;
}

export class TenantFileError extends Error {
  constructor(
    readonly file: string,
    readonly problems: readonly Problem[],
  ) {
    const count = problems.length === 1 ? '1 problema' : `${problems.length} problemas`;
    super(
      `${file} tiene ${count}:\n${problems.map((p) => `  - ${p.field}: ${p.message}`).join('\n')}`,
    );
    this.name = 'TenantFileError';
  }
}

export type Raw = Record<string, unknown>;

export const isRecord = (value: unknown): value is Raw =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** How a value reads in a message: short, quoted when it is text. */
export function shown(value: unknown): string {
  const text = typeof value === 'string' ? `"${value}"` : JSON.stringify(value);
  return text === undefined ? String(value) : text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Collects problems while reading a file, each under the path of its field. */
export class Reader {
  readonly problems: Problem[] = [];

  add(field: string, message: string): void {
    this.problems.push({ field, message });
  }

  /** Fields the file may not have: typos (`colour`) must not pass silently. */
  unknownFields(raw: Raw, allowed: readonly string[], prefix = ''): void {
    for (const key of Object.keys(raw)) {
      if (!allowed.includes(key))
        this.add(
          `${prefix}${key}`,
          `no es un campo conocido; los campos posibles son ${allowed.join(', ')}.`,
        );
    }
  }

  text(
    raw: Raw,
    key: string,
    field: string,
    rule: { required?: boolean; max: number; pattern?: RegExp; why?: string },
  ): string | undefined {
    const value = raw[key];
    if (value === undefined || value === null || value === '') {
      if (rule.required) this.add(field, 'es obligatorio.');
      return undefined;
    }
    if (typeof value !== 'string')
      return void this.add(field, `debe ser un texto; dice ${shown(value)}.`);
    const trimmed = value.trim();
    if (trimmed.length > rule.max)
      return void this.add(
        field,
        `admite como máximo ${rule.max} caracteres; tiene ${trimmed.length}.`,
      );
    // Control characters (other than tab and line breaks) have no place in a text buyers read.
    if (CONTROL_CHARACTERS.test(trimmed))
      return void this.add(
        field,
        'tiene caracteres de control; escribilo de nuevo como texto simple.',
      );
    if (rule.pattern && !rule.pattern.test(trimmed))
      return void this.add(
        field,
        `${shown(trimmed)} no es válido: ${rule.why ?? 'tiene un formato incorrecto'}.`,
      );
    return trimmed;
  }

  flag(raw: Raw, key: string, field: string): boolean | undefined {
    const value = raw[key];
    if (value === undefined || value === null) return undefined;
    if (typeof value === 'boolean') return value;
    return void this.add(field, `debe ser true o false; dice ${shown(value)}.`);
  }

  number(
    raw: Raw,
    key: string,
    field: string,
    rule: { min: number; max: number; integer?: boolean; required?: boolean },
  ): number | undefined {
    const value = raw[key];
    if (value === undefined || value === null) {
      if (rule.required) this.add(field, 'es obligatorio.');
      return undefined;
    }
    const kind = rule.integer ? 'un número entero' : 'un número';
    if (
      typeof value !== 'number' ||
      !Number.isFinite(value) ||
      (rule.integer && !Number.isInteger(value)) ||
      value < rule.min ||
      value > rule.max
    )
      return void this.add(
        field,
        `debe ser ${kind} entre ${rule.min} y ${rule.max}; dice ${shown(value)}.`,
      );
    return value;
  }

  list(raw: Raw, key: string, field: string, max: number): unknown[] {
    const value = raw[key];
    if (value === undefined || value === null) return [];
    if (!Array.isArray(value))
      return (this.add(field, `debe ser una lista; dice ${shown(value)}.`), []);
    if (value.length > max)
      return (this.add(field, `admite como máximo ${max} elementos; tiene ${value.length}.`), []);
    return value;
  }

  record(raw: Raw, key: string, field: string): Raw | undefined {
    const value = raw[key];
    if (value === undefined || value === null) return undefined;
    if (isRecord(value)) return value;
    return void this.add(field, `debe ser un objeto con campos; dice ${shown(value)}.`);
  }
}
