import { fromCustomization, inksOf, toCustomization, viewsFor, withElement } from './design-model';
import { FRONT, image, serigrafia, text, upload } from './test-design';

describe('the design model', () => {
  const uploads = new Map([['a.png', upload(['#c62828', '#000000'])]]);
  const state = {
    techniqueId: 7,
    views: [
      { view: 'Frente', printArea: FRONT, elements: [text({ fill: '#c8292b' }), image()] },
      { view: 'Dorso', printArea: { ...FRONT, id: 2, view: 'Dorso' }, elements: [] },
    ],
  };

  it('saves the used views with the inks it shows, and reads the same design back', () => {
    const saved = toCustomization(state, uploads, 'taza');
    expect(saved).toMatchObject({
      kind: 'store-design',
      techniqueId: 7,
      colorCount: 2,
      printAreaCount: 1,
    });
    expect(saved.views.map((v) => v.view)).toEqual(['Frente']);
    const again = fromCustomization(JSON.parse(JSON.stringify(saved)));
    expect(again).toEqual({ techniqueId: 7, views: [state.views[0]] });
    expect(fromCustomization({ colorCount: 3 })).toBeNull();
  });

  it('merges near inks', () => {
    expect(inksOf(state.views, uploads)).toEqual(['#c8292b', '#000000']);
  });

  it("keeps a view's elements when the technique changes to one printing on the same view", () => {
    const product = { techniques: [serigrafia()] } as never;
    expect(viewsFor(product, 7, state.views)[0]?.elements).toHaveLength(2);
    const moved = withElement(state, 'Frente', text({ xMm: 10 }));
    expect(moved.views[0]?.elements[0]).toMatchObject({ xMm: 10 });
  });
});
