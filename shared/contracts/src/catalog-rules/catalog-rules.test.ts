import { stockAdjustmentProblem, tierProblems } from './index.ts';

describe('price tier rules', () => {
  it('takes rising quantities from 1 unit with prices above zero', () => {
    expect(
      tierProblems([
        { minQuantity: 1, unitPriceCents: 420_000 },
        { minQuantity: 50, unitPriceCents: 386_400 },
      ]),
    ).toEqual([]);
  });

  it('names the tier and field of each broken rule', () => {
    expect(tierProblems([])).toEqual([
      { message: 'necesita al menos un precio por cantidad', at: null },
    ]);
    expect(
      tierProblems([
        { minQuantity: 2, unitPriceCents: 100 },
        { minQuantity: 2, unitPriceCents: 0 },
        { minQuantity: 1, unitPriceCents: 90 },
      ]).map((p) => [p.message, p.at]),
    ).toEqual([
      ['el primer precio por cantidad debe ser desde 1 unidad', { index: 0, field: 'minQuantity' }],
      ['hay dos precios para la misma cantidad mínima', { index: 1, field: 'minQuantity' }],
      ['los precios deben ser mayores que cero', { index: 1, field: 'unitPriceCents' }],
      ['las cantidades mínimas deben ir de menor a mayor', { index: 2, field: 'minQuantity' }],
    ]);
  });
});

describe('stock adjustment rules', () => {
  it('wants a whole number other than 0, and a note with «otro»', () => {
    expect(stockAdjustmentProblem({ change: -3, reason: 'recuento' })).toBeNull();
    expect(stockAdjustmentProblem({ change: 0, reason: 'recuento' })?.field).toBe('change');
    expect(stockAdjustmentProblem({ change: 1.5, reason: 'recuento' })?.field).toBe('change');
    expect(stockAdjustmentProblem({ change: 2_000_000, reason: 'recuento' })?.field).toBe('change');
    expect(stockAdjustmentProblem({ change: 4, reason: 'otro', note: '  ' })?.field).toBe('note');
    expect(stockAdjustmentProblem({ change: 4, reason: 'otro', note: 'Feria' })).toBeNull();
  });
});
