import { contrast, newTextInk } from './text-ink';

const palette = [{ hex: '#ffffff' }, { hex: '#000000' }, { hex: '#d4a017' }, { hex: '#1f4e79' }];

describe('the ink of a new text', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrast('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#777777')).toBe(1);
  });

  it("keeps the palette's usual ink on a light product, or when the colour is unknown", () => {
    expect(newTextInk(palette, '#f2f2f2')).toBe('#000000');
    expect(newTextInk(palette, null)).toBe('#000000');
    expect(newTextInk(palette, 'rojo')).toBe('#000000');
  });

  it('takes the most contrasting ink of the palette on a dark product', () => {
    expect(newTextInk(palette, '#111111')).toBe('#ffffff');
    expect(
      newTextInk([{ hex: '#000000' }, { hex: '#1a1a1a' }, { hex: '#d4a017' }], '#101010'),
    ).toBe('#d4a017');
  });
});
