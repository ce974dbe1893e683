import { areaFitsView, printAreaProblems, safetyProblem } from './index.ts';

const view = { name: 'Frente', widthMm: 200, heightMm: 100 };
const area = {
  view: 'Frente',
  name: 'Pecho',
  xMm: 10,
  yMm: 10,
  widthMm: 80,
  heightMm: 60,
  bleedMm: 2,
  safetyMm: 3,
};

describe('print area rules', () => {
  it('takes an area inside its view, and centres one without a place', () => {
    expect(printAreaProblems(area, [view])).toEqual([]);
    expect(areaFitsView({ view: 'Frente', name: 'x', widthMm: 200, heightMm: 100 }, view)).toBe(
      true,
    );
    expect(areaFitsView({ view: 'Frente', name: 'x', widthMm: 201, heightMm: 10 }, view)).toBe(
      false,
    );
  });

  it('names the field of each broken rule', () => {
    const fields = (patch: object) =>
      printAreaProblems({ ...area, ...patch }, [view]).map((p) => [p.field, p.message]);
    expect(fields({ xMm: 150 })).toEqual([
      ['xMm', 'el área no entra en la vista «Frente» (200 mm de ancho y 100 mm de alto)'],
    ]);
    expect(fields({ heightMm: 120, yMm: 0 })[0]?.[0]).toBe('heightMm');
    expect(fields({ safetyMm: 16 })).toEqual([
      [
        'safetyMm',
        'el margen de seguridad puede ser como mucho un cuarto del lado más corto del área (15 mm)',
      ],
    ]);
    expect(fields({ name: ' ', view: 'Dorso', widthMm: Number.NaN })).toEqual([
      ['name', 'el área necesita un nombre'],
      ['view', 'la vista tiene que ser una de las del producto'],
      ['widthMm', 'el ancho tiene que ser un número entre 1 y 2000 mm'],
    ]);
    expect(safetyProblem({ ...area, safetyMm: undefined })).toBeNull();
  });
});
