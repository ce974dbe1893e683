import {
  IMPORT_CSV_COLUMNS,
  IMPORT_CSV_TEMPLATE,
  IMPORT_FILE_MAX_BYTES,
  importFileProblem,
  importFormatOf,
  stockAdjustmentProblem,
  tierProblems,
} from './index.ts';

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

describe('the file of an import', () => {
  it('takes a .csv or .json by its name, not empty and within the limit', () => {
    expect(importFormatOf('Catálogo 2027.CSV')).toBe('csv');
    expect(importFormatOf('productos.json')).toBe('json');
    expect(importFormatOf('productos.xlsx')).toBeNull();
    expect(importFileProblem({ name: 'productos.csv', size: 10 })).toBeNull();
    expect(importFileProblem({ name: 'productos.xlsx', size: 10 })).toBe(
      '«productos.xlsx» no es un archivo CSV ni JSON: el importador lee archivos .csv y .json.',
    );
    expect(importFileProblem({ name: 'vacio.csv', size: 0 })).toBe('«vacio.csv» está vacío.');
    expect(importFileProblem({ name: 'grande.json', size: IMPORT_FILE_MAX_BYTES + 1 })).toBe(
      '«grande.json» pesa más de 5 MB, el máximo de un archivo de importación.',
    );
  });

  it('offers a CSV template with every column the importer reads', () => {
    const [header, ...rows] = IMPORT_CSV_TEMPLATE.split('\n');
    expect(header).toBe(IMPORT_CSV_COLUMNS.join(','));
    expect(rows).toHaveLength(2);
  });
});
