import { DESIGN_LIMITS } from '@store/contracts/design-rules';
import type { DesignView } from '@store/contracts';
import { roomIn } from './design-limits';
import { FRONT, image, text } from './test-design';

const view = (name: string, elements: DesignView['elements']): DesignView => ({
  view: name,
  printArea: { ...FRONT, view: name },
  elements,
});
const many = <T>(count: number, make: (index: number) => T) =>
  Array.from({ length: count }, (_, index) => make(index));

it('has room for elements on a view up to its limit, and for pictures across the design', () => {
  const texts = many(DESIGN_LIMITS.elementsPerView, (i) => text({ id: `t${i}` }));
  const almost = view('Frente', texts.slice(1));
  expect(roomIn([almost], almost).element).toBe(true);
  const full = view('Frente', texts);
  expect(roomIn([full], full).element).toBe(false);

  const pictures = many(DESIGN_LIMITS.pictures, (i) => image({ id: `i${i}` }));
  const front = view('Frente', pictures.slice(1));
  expect(roomIn([front], front).picture).toBe(true);
  // The pictures of every view count: the back's one fills the design.
  const back = view('Dorso', pictures.slice(0, 1));
  expect(roomIn([front, back], back)).toEqual({ element: true, picture: false });
});
