import { plainDescription, productDetailsProblems, variantProblems } from './index.ts';

const GOOD = {
  name: 'Taza',
  description: 'Cerámica',
  brand: null,
  categoryId: 3,
  weightGrams: 350,
  widthCm: 8,
  heightCm: 9.5,
  depthCm: 8,
  productionDays: 7,
};

describe('product detail rules', () => {
  it('keeps a description as plain text: markup and control characters out, 2 < 3 kept', () => {
    expect(
      plainDescription(' <b>Taza</b> de 2 < 3 litros\r\n\r\n\r\n<script>x</script>\u0007 '),
    ).toBe('Taza de 2 < 3 litros');
  });

  it('accepts good details and names each broken field in Spanish', () => {
    expect(productDetailsProblems(GOOD, [3])).toEqual({});
    expect(
      productDetailsProblems(
        { ...GOOD, name: ' ', categoryId: 9, weightGrams: 1.5, widthCm: 0, productionDays: 200 },
        [3],
      ),
    ).toEqual({
      name: 'El nombre es obligatorio.',
      categoryId: 'Hay que elegir una de las categorías de la tienda.',
      weightGrams: 'El peso tiene que ser un número entero entre 1 y 1000000 gramos.',
      widthCm: 'El ancho tiene que estar entre 0,1 y 1000 cm.',
      productionDays:
        'La cantidad de días de producción tiene que estar entre 0 y 120 días hábiles.',
    });
  });
});

describe('variant rules', () => {
  const VARIANT = {
    sku: 'PS-0101-ROJO',
    colorName: 'Rojo',
    colorHex: '#c62828',
    size: null,
    weightGrams: null,
    widthCm: null,
    heightCm: null,
    depthCm: null,
  };
  const siblings = [{ sku: 'PS-0101-AZUL', colorName: 'Azul', size: null }];

  it('accepts a good variant; weight and sizes may be the product’s (null)', () => {
    expect(variantProblems(VARIANT, { kind: 'simple', siblings })).toEqual({});
    expect(variantProblems({ ...VARIANT, weightGrams: 360, widthCm: 8.5, stock: 0 })).toEqual({});
  });

  it('names each broken field in Spanish', () => {
    expect(
      variantProblems(
        {
          ...VARIANT,
          sku: 'ps-0101-azul',
          colorHex: 'rojo',
          weightGrams: 0,
          depthCm: 2000,
          stock: -1,
        },
        { kind: 'curva', siblings },
      ),
    ).toEqual({
      sku: 'Otra variante de este producto ya tiene el SKU ps-0101-azul.',
      colorHex: 'El código del color tiene que tener el formato #rrggbb (por ejemplo, #c62828).',
      size: 'Este producto se vende por talles: cada variante necesita su talle.',
      weightGrams: 'El peso tiene que estar entre 1 y 1000000 gramos.',
      depthCm: 'La profundidad tiene que estar entre 0,1 y 1000 cm.',
      stock: 'El stock inicial tiene que estar entre 0 y 10000000 unidades.',
    });
    expect(variantProblems({ ...VARIANT, sku: 'con espacio' }).sku).toMatch(/solo admite letras/);
    expect(
      variantProblems({ ...VARIANT, colorName: 'Azul', colorHex: '#1e4fa3' }, { siblings }),
    ).toEqual({
      colorName: 'Otra variante de este producto ya tiene este color.',
    });
  });
});
