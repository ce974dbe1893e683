import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import type { AppError } from '../../http/errors.js';
import {
  formatMinor,
  fromMinor,
  LINE_FIELDS,
  minorOfEntries,
  minorUnitsOf,
  toMinor,
} from './minor-units.js';

const decimals = fc.integer({ min: 0, max: 4 });
/** Up to ten thousand million currency units: far above any cart. */
const units = fc.integer({ min: 0, max: 10 ** 13 });

describe('minor units', () => {
  it('a number the API answered converts back to the exact minor units, for every decimals', () => {
    fc.assert(
      fc.property(units, decimals, (value, d) => {
        assert.equal(toMinor(fromMinor(value, d), d), value);
      }),
    );
  });

  it('answers the decimal number written with the tenant decimals (cents, whole pesos)', () => {
    assert.equal(fromMinor(7_820_064, 2), 78_200.64);
    assert.equal(fromMinor(12_990, 0), 12_990);
    assert.equal(toMinor(0.1 + 0.2, 2), 30);
    assert.equal(toMinor(6528.93, 2), 652_893);
    assert.throws(() => toMinor(1, 5), RangeError);
  });

  it('a stored price entry comes back as the engine computed it, field by field', () => {
    fc.assert(
      fc.property(fc.array(units, { minLength: 11, maxLength: 11 }), decimals, (amounts, d) => {
        const minor = Object.fromEntries(LINE_FIELDS.map((field, i) => [field, amounts[i]!]));
        const fields = Object.fromEntries(
          LINE_FIELDS.map((field, i) => [field, fromMinor(amounts[i]!, d)]),
        );
        const entry = {
          type: 'Total' as const,
          shoppingCartUUID: null,
          value: { ...fields, profitMultiplier: 1.35, taxMultiplier: 1.21 },
        };
        const [back] = minorOfEntries([JSON.parse(JSON.stringify(entry)) as never], d);
        assert.deepEqual(back!.value, minor);
      }),
    );
  });

  it('reads an amount staff typed, and refuses one it cannot hold with a Spanish reason', () => {
    assert.equal(minorUnitsOf('1500,5', 2), 150_050);
    assert.equal(minorUnitsOf(' 1500.50 ', 2), 150_050);
    assert.equal(minorUnitsOf('12990', 0), 12_990);
    assert.throws(
      () => minorUnitsOf('12990,5', 0),
      (error: AppError) => error.message === 'El importe va sin decimales en esta tienda.',
    );
    assert.throws(
      () => minorUnitsOf('mil', 2),
      (error: AppError) => error.message.startsWith('Escriba el importe con números'),
    );
    assert.equal(formatMinor(150_050, 2), '$ 1.500,50');
    assert.equal(formatMinor(12_990, 0), '$ 12.990');
  });
});
