import { alignedTogether } from './align-selection';
import { image, text } from './test-design';

// A 30 x 8 mm text centred at (20, 10) fills x 5..35, y 6..14; a 40 x 40 mm logo centred at
// (50, 35) fills x 30..70, y 15..55. Together: x 5..70, y 6..55.
const words = text({ id: 'words', xMm: 20, yMm: 10 });
const logo = image({ id: 'logo', xMm: 50, yMm: 35 });
const other = text({ id: 'other', xMm: 60, yMm: 5 });
const both = ['words', 'logo'];
const at = (elements: ReturnType<typeof alignedTogether>, id: string) =>
  elements.find((e) => e.id === id);

describe('aligning the chosen elements with each other', () => {
  it('lines them up on each side and the middle of the box they fill, keeping the other axis', () => {
    const cases = [
      ['left', { xMm: 20, yMm: 10 }, { xMm: 25, yMm: 35 }],
      ['center', { xMm: 37.5, yMm: 10 }, { xMm: 37.5, yMm: 35 }],
      ['right', { xMm: 55, yMm: 10 }, { xMm: 50, yMm: 35 }],
      ['top', { xMm: 20, yMm: 10 }, { xMm: 50, yMm: 26 }],
      ['middle', { xMm: 20, yMm: 30.5 }, { xMm: 50, yMm: 30.5 }],
      ['bottom', { xMm: 20, yMm: 51 }, { xMm: 50, yMm: 35 }],
    ] as const;
    for (const [edge, first, second] of cases) {
      const aligned = alignedTogether([words, logo, other], both, edge);
      expect(at(aligned, 'words')).toMatchObject(first);
      expect(at(aligned, 'logo')).toMatchObject(second);
      // What was not chosen stays where it was.
      expect(at(aligned, 'other')).toBe(other);
    }
  });

  it('measures a turned element by the box it fills', () => {
    // Turned a quarter, the text at x 20 is 8 mm wide (x 16..24): the logo's left side meets
    // it at 16, and on the right the text's right side meets the logo's at 70.
    const turned = text({ id: 'words', xMm: 20, yMm: 30, angle: 90 });
    const left = alignedTogether([turned, logo], both, 'left');
    expect(at(left, 'words')?.xMm).toBe(20);
    expect(at(left, 'logo')?.xMm).toBe(16 + 20);
    expect(at(alignedTogether([turned, logo], both, 'right'), 'words')?.xMm).toBe(70 - 4);
  });

  it('does nothing with fewer than two chosen', () => {
    const elements = [words, logo];
    expect(alignedTogether(elements, ['words'], 'left')).toBe(elements);
  });
});
