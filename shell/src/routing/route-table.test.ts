import { ROUTE_PATTERNS, REMOTE_NAMES } from '@store/contracts';
import { ROUTE_TABLE } from './route-table';

describe('route table', () => {
  it('gives every route of the contracts exactly one owning remote', () => {
    const names = ROUTE_TABLE.map((route) => route.name).sort();
    expect(names).toEqual(Object.keys(ROUTE_PATTERNS).sort());
    for (const route of ROUTE_TABLE) expect(REMOTE_NAMES).toContain(route.remote);
  });
});
