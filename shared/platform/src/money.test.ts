import { formatMoney, moneyParts } from './money';

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
