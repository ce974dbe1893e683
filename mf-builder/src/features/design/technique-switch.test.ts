import type { DesignElement, PrintArea, ProductDetail } from '@store/contracts';
import { halfExtents } from './element-actions';
import { fitGroup, switchTechnique } from './technique-switch';
import { FRONT, image, serigrafia, text } from './test-design';

/** The demo mug: screen print on 'Frente' 80 x 60, laser on 'Frente' 60 x 40, wrap 200 x 90. */
const area = (view: string, widthMm: number, heightMm: number, id: number): PrintArea => ({
  ...FRONT,
  id,
  view,
  name: view,
  widthMm,
  heightMm,
});
const technique = (id: number, ...printAreas: PrintArea[]) => ({ ...serigrafia(), id, printAreas });
const mug = {
  techniques: [
    technique(1, area('Frente', 80, 60, 11)),
    technique(2, area('Frente', 60, 40, 12)),
    technique(3, area('Envolvente', 200, 90, 13)),
  ],
} as unknown as ProductDetail;

const inside = (elements: DesignElement[], { widthMm, heightMm }: PrintArea) =>
  elements.every((element) => {
    const half = halfExtents(element);
    return (
      element.xMm - half.x >= -0.01 &&
      element.yMm - half.y >= -0.01 &&
      element.xMm + half.x <= widthMm + 0.01 &&
      element.yMm + half.y <= heightMm + 0.01
    );
  });

describe('a change of technique', () => {
  // The design: a 48 x 48 mm logo in the corner and a text beside it.
  const design = {
    techniqueId: 1,
    views: [
      {
        view: 'Frente',
        printArea: area('Frente', 80, 60, 11),
        elements: [
          image({ xMm: 24, yMm: 24, widthMm: 48, heightMm: 48 }),
          text({ xMm: 60, yMm: 30, widthMm: 30, heightMm: 9, fontSizeMm: 8 }),
        ],
      },
    ],
  };

  it('fits the design into a smaller area as one group, scaled by the same factor', () => {
    const { state, shrunk, parked } = switchTechnique(mug, design, 2);
    const [front] = state.views;
    expect(front?.printArea.widthMm).toBe(60);
    expect(inside(front?.elements ?? [], front!.printArea)).toBe(true);
    const [logo, words] = front?.elements ?? [];
    // The group is 75 x 48 mm: 60 / 75 of it fits. Both shrink alike, the text keeps its place
    // beside the logo.
    expect(logo).toMatchObject({ widthMm: 38.4, heightMm: 38.4 });
    expect(words).toMatchObject({ fontSizeMm: 6.4, widthMm: 24, heightMm: 7.2 });
    expect(words!.xMm - logo!.xMm).toBeCloseTo((60 - 24) * 0.8, 1);
    expect(shrunk).toEqual([{ view: 'Frente', percent: 80, area: front!.printArea }]);
    expect(parked).toEqual([]);
  });

  it("moves a view's design to the only view of a technique that prints elsewhere", () => {
    const { state, shrunk } = switchTechnique(mug, design, 3);
    expect(state.views.map((v) => v.view)).toEqual(['Envolvente']);
    const elements = state.views[0]?.elements ?? [];
    expect(elements.map((e) => [e.widthMm, e.heightMm])).toEqual([
      [48, 48],
      [30, 9],
    ]);
    // The same relative place: the group's centre at the same share of the wider area.
    const group = (elements[0]!.xMm - 24 + elements[1]!.xMm + 15) / 2;
    expect(group / 200).toBeCloseTo(37.5 / 80, 2);
    expect(shrunk).toEqual([]);
  });

  it('survives screen print -> laser -> wrap -> screen print (nothing lost)', () => {
    let state = design as typeof design & { parked?: never };
    for (const id of [2, 3, 1]) state = switchTechnique(mug, state, id).state as typeof state;
    expect(state.views[0]?.elements.map((e) => e.id)).toEqual(['logo', 'texto']);
    expect(inside(state.views[0]!.elements, state.views[0]!.printArea)).toBe(true);
  });

  it('sets aside a view the new technique cannot print, and brings it back later', () => {
    const pen = {
      techniques: [
        technique(1, area('Clip', 35, 6, 21), area('Cuerpo', 45, 8, 22)),
        technique(2, area('Cuerpo', 60, 10, 23)),
      ],
    } as unknown as ProductDetail;
    const both = {
      techniqueId: 1,
      views: [
        { view: 'Clip', printArea: area('Clip', 35, 6, 21), elements: [text({ id: 'clip' })] },
        { view: 'Cuerpo', printArea: area('Cuerpo', 45, 8, 22), elements: [text({ id: 'body' })] },
      ],
    };
    const laser = switchTechnique(pen, both, 2);
    expect(laser.state.views.map((v) => [v.view, v.elements.map((e) => e.id)])).toEqual([
      ['Cuerpo', ['body']],
    ]);
    expect(laser.parked).toEqual(['Clip']);
    const back = switchTechnique(pen, laser.state, 1);
    expect(back.state.views.map((v) => [v.view, v.elements.map((e) => e.id)])).toEqual([
      ['Clip', ['clip']],
      ['Cuerpo', ['body']],
    ]);
    expect(back.state.parked).toBeUndefined();
    expect(back.parked).toEqual([]);
  });

  it('keeps a turned element inside by the box it fills when turned', () => {
    const turned = [image({ xMm: 40, yMm: 30, widthMm: 50, heightMm: 10, angle: 90 })];
    const { elements, factor } = fitGroup(turned, { widthMm: 80, heightMm: 60 }, FRONT);
    expect(factor).toBe(1);
    const { elements: small } = fitGroup(elements, FRONT, { widthMm: 60, heightMm: 40 });
    expect(small[0]).toMatchObject({ widthMm: 40, heightMm: 8 });
    expect(inside(small, { ...FRONT, widthMm: 60, heightMm: 40 })).toBe(true);
  });
});
