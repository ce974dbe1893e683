import { designMissing, hasDesign, itemDesignMissing, pendingDesign } from './index.ts';

const laser = { id: 3, name: 'Grabado láser' };
const text = { id: 'a', type: 'text', text: 'Hola' };
const design = (elements: unknown[]) => ({
  ...pendingDesign('taza', 3),
  views: [{ view: 'Frente', printArea: {}, elements }],
});

describe('a customised line without its design', () => {
  it('is a technique with nothing to print', () => {
    expect(designMissing({ applicationTechnique: laser, customization: null })).toBe(true);
    expect(
      designMissing({ applicationTechnique: laser, customization: pendingDesign('taza', 3) }),
    ).toBe(true);
    expect(designMissing({ applicationTechnique: laser, customization: design([]) })).toBe(true);
    expect(designMissing({ applicationTechnique: laser, customization: design([text]) })).toBe(
      false,
    );
  });

  it('is never a plain line, with or without a design', () => {
    expect(designMissing({ applicationTechnique: null, customization: null })).toBe(false);
    expect(designMissing(null)).toBe(false);
  });

  it('reads a design as the server charges it: some view with an element', () => {
    expect(hasDesign(design([text]))).toBe(true);
    expect(hasDesign({ views: 'no' })).toBe(false);
    expect(hasDesign('diseño')).toBe(false);
  });

  it('flags a curve product when its lines miss it', () => {
    const line = { applicationTechnique: laser, customization: pendingDesign('remera', 3) };
    expect(itemDesignMissing({ value: [line, line] })).toBe(true);
    expect(itemDesignMissing({ value: { ...line, customization: design([text]) } })).toBe(false);
  });

  it('keeps the product and technique the builder opens on', () => {
    expect(pendingDesign('taza-ceramica', 3)).toMatchObject({
      kind: 'store-design',
      productDesc: 'taza-ceramica',
      techniqueId: 3,
      views: [],
    });
  });
});
