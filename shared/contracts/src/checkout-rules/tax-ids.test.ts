import { formatCuit, formatRut, isValidCuit, isValidRut, normaliseRut } from './index.ts';

describe('CUIT', () => {
  it.each(['30-70308853-4', '30703088534', '20-12345678-6', '20123456786'])(
    'accepts %s',
    (cuit) => {
      expect(isValidCuit(cuit)).toBe(true);
    },
  );

  it.each([
    ['a wrong check digit', '30-70308853-5'],
    ['10 digits', '3070308853'],
    ['letters', '30-7030885A-4'],
    ['an empty value', ''],
    ['a check that comes out 10', '20-00000001-0'],
  ])('refuses %s', (_, cuit) => {
    expect(isValidCuit(cuit)).toBe(false);
  });

  it('writes any accepted form with its dashes', () => {
    expect(formatCuit('30703088534')).toBe('30-70308853-4');
  });
});

describe('RUT', () => {
  it.each([
    '12.345.678-5',
    '12345678-5',
    '123456785',
    '11.111.111-1',
    '76.086.428-5',
    '7.654.321-6',
  ])('accepts %s', (rut) => {
    expect(isValidRut(rut)).toBe(true);
  });

  it('computes K as the check digit and accepts it in either case', () => {
    expect(isValidRut('10.000.013-K')).toBe(true);
    expect(isValidRut('10000013-k')).toBe(true);
  });

  it.each([
    ['a wrong check digit', '12.345.678-4'],
    ['misplaced dots', '1.2345.678-5'],
    ['too few digits', '12345-5'],
    ['an empty value', ''],
  ])('refuses %s', (_, rut) => {
    expect(isValidRut(rut)).toBe(false);
  });

  it('normalises and formats', () => {
    expect(normaliseRut('12.345.678-5')).toBe('12345678-5');
    expect(formatRut('123456785')).toBe('12.345.678-5');
  });
});
