import { formatMoney, formatNumber, moneyParts } from './index.ts';

describe('money formats', () => {
  it('writes pesos in German number format with the tenant decimals', () => {
    expect(formatMoney(1234567.5, { decimals: 2 })).toBe('$ 1.234.567,50');
    expect(formatMoney(1234.4, { decimals: 0, symbol: 'CLP $' })).toBe('CLP $ 1.234');
  });

  it('splits the cents so they can be shown smaller', () => {
    expect(moneyParts(1999.9, { decimals: 2 })).toEqual({
      symbol: '$',
      whole: '1.999',
      cents: '90',
    });
    expect(moneyParts(15990, { decimals: 0 })).toEqual({
      symbol: '$',
      whole: '15.990',
      cents: null,
    });
  });
});

describe('formatNumber', () => {
  // Intl's German format is the reference the hand-written one must match, digit for digit.
  const formats = [0, 1, 2, 3].map(
    (decimals) =>
      new Intl.NumberFormat('de-DE', {
        minimumFractionDigits: decimals,
        maximumFractionDigits: decimals,
        signDisplay: 'negative',
      }),
  );
  const reference = (value: number, decimals: number) => formats[decimals]!.format(value);

  it('matches Intl on amounts of every size, halves, negatives and zeros', () => {
    const values = [0, -0, 0.5, 1.5, 2.5, -2.5, 0.125, 1.005, 999.995, -0.001, 1e15 + 0.5];
    for (let exponent = -3; exponent <= 12; exponent += 1)
      for (const mantissa of [1, 1.2345, 4.999, 5, 9.99951, 123.456789])
        values.push(mantissa * 10 ** exponent, -mantissa * 10 ** exponent);
    // Thousandths through a million: every kind of half a price can land on.
    for (let thousandths = 1; thousandths < 1e9; thousandths = Math.ceil(thousandths * 1.003))
      values.push(thousandths / 1000, (thousandths + 5) / 1000, -(thousandths + 5) / 1000);
    const differences = [];
    for (const decimals of [0, 1, 2, 3])
      for (const value of values) {
        const written = formatNumber(value, decimals);
        if (written !== reference(value, decimals)) differences.push({ value, decimals, written });
      }
    expect(differences).toEqual([]);
  });
});
