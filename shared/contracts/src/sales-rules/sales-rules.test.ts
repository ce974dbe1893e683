import { creditDaysProblem, quoteExtensionProblem } from './index.ts';

describe('credit days', () => {
  it('takes whole days from 1 to 180', () => {
    expect(creditDaysProblem(1)).toBeNull();
    expect(creditDaysProblem(180)).toBeNull();
    for (const days of [0, 181, 2.5, Number.NaN])
      expect(creditDaysProblem(days)).toBe(
        'Los días de crédito tienen que ser un número entero entre 1 y 180.',
      );
  });
});

describe('a quote extension', () => {
  const today = '2026-11-29';
  it('takes a later day from today up to 90 days ahead', () => {
    expect(quoteExtensionProblem({ validUntil: '2026-12-20', current: '2026-12-10', today })).toBe(
      null,
    );
    expect(quoteExtensionProblem({ validUntil: '2027-02-27', current: '2026-11-01', today })).toBe(
      null,
    );
  });
  it('says why it refuses a day', () => {
    for (const validUntil of ['', '2026-02-30', '30/12/2026'])
      expect(quoteExtensionProblem({ validUntil, current: '2026-12-10', today })).toBe(
        'Elija la nueva fecha de validez (día, mes y año).',
      );
    expect(quoteExtensionProblem({ validUntil: '2026-12-10', current: '2026-12-10', today })).toBe(
      'La nueva fecha tiene que ser posterior a la actual, el 10/12/2026.',
    );
    expect(quoteExtensionProblem({ validUntil: '2026-11-28', current: '2026-11-20', today })).toBe(
      'La nueva fecha no puede ser anterior a hoy, 29/11/2026.',
    );
    expect(quoteExtensionProblem({ validUntil: '2027-02-28', current: '2026-12-10', today })).toBe(
      'Una cotización vale como máximo 90 días desde hoy: hasta el 27/02/2027.',
    );
  });
});
