import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createDesignHolders } from './design-holders.js';

describe('the readers of the rows that keep designs', () => {
  const none = async () => [];

  it('answers every holder once carts, quotes and orders have added theirs', () => {
    const holders = createDesignHolders();
    holders.add('orders', none);
    holders.add('carts', none);
    holders.add('quotes', none);
    assert.deepEqual(
      holders.all().map(([holder]) => holder),
      ['carts', 'quotes', 'orders'],
    );
  });

  it('refuses while one is missing, so a sweep never deletes uploads it could not see', () => {
    const holders = createDesignHolders();
    holders.add('carts', none);
    holders.add('quotes', none);
    assert.throws(() => holders.all(), /No reader of the designs kept by orders/);
  });
});
