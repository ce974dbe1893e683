import { when } from './texts';

describe('when', () => {
  it("writes an instant in the store's zone on a 24-hour clock (es-AR's own pattern read 13:06 as 01:06)", () => {
    expect(when('2026-11-29T16:06:55Z', 'ARG')).toBe('29 de noviembre, 13:06');
    expect(when('2026-11-29T03:30:00Z', 'ARG')).toBe('29 de noviembre, 00:30');
    // Santiago is on summer time in November: UTC-3, like Buenos Aires; in July UTC-4.
    expect(when('2026-07-10T16:06:00Z', 'CL')).toBe('10 de julio, 12:06');
  });
});
