import { plainDescription, productDetailsProblems } from './index.js';

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
