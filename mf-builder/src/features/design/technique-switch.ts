import type { DesignElement, DesignView, PrintArea, ProductDetail } from '@store/contracts';
import { viewsFor, type DesignState } from './design-model';
import { halfExtents } from './element-actions';

/**
 * A change of technique keeps the design: each view's elements go to the new technique's view of
 * the same name, else to one of its views nothing else went to (the mug's 'Frente' to the wrap's
 * 'Envolvente'); what still has no place is set aside (`parked`, never printed nor priced) and
 * comes back with a technique that prints there. Each view's elements are fitted into the new
 * area as one group (`limitModify`): moved to the same relative place, and scaled down together,
 * keeping the composition, when the group is bigger than the area.
 */

export interface Shrink {
  view: string;
  /** The share of the previous size the elements keep (1 to 99). */
  percent: number;
  area: Pick<PrintArea, 'widthMm' | 'heightMm'>;
}

export interface TechniqueSwitch {
  state: DesignState;
  shrunk: Shrink[];
  /** Views whose elements the new technique cannot print (set aside). */
  parked: string[];
}

const round = (value: number) => Math.round(value * 100) / 100;

/** The box a view's elements fill together (each by the box it fills when turned). */
function groupBox(elements: DesignElement[]) {
  const boxes = elements.map((element) => {
    const half = halfExtents(element);
    return {
      left: element.xMm - half.x,
      right: element.xMm + half.x,
      top: element.yMm - half.y,
      bottom: element.yMm + half.y,
    };
  });
  const left = Math.min(...boxes.map((b) => b.left));
  const top = Math.min(...boxes.map((b) => b.top));
  const width = Math.max(...boxes.map((b) => b.right)) - left;
  const height = Math.max(...boxes.map((b) => b.bottom)) - top;
  return { x: left + width / 2, y: top + height / 2, width, height };
}

const scaled = (element: DesignElement, factor: number): DesignElement =>
  element.type === 'text'
    ? {
        ...element,
        fontSizeMm: round(element.fontSizeMm * factor),
        widthMm: round(element.widthMm * factor),
        heightMm: round(element.heightMm * factor),
        ...(element.curveMm ? { curveMm: round(element.curveMm * factor) } : {}),
      }
    : {
        ...element,
        widthMm: round(element.widthMm * factor),
        heightMm: round(element.heightMm * factor),
      };

/** Where the group's centre lands so its box stays in [0, size]. */
const within = (centre: number, half: number, size: number) =>
  half * 2 >= size ? size / 2 : Math.min(Math.max(centre, half), size - half);

/**
 * `elements`, placed in an area of `from` mm, fitted into `to`: the factor they were scaled by
 * (1 when they fit as they are) and the elements moved and scaled.
 */
export function fitGroup(
  elements: DesignElement[],
  from: Pick<PrintArea, 'widthMm' | 'heightMm'>,
  to: Pick<PrintArea, 'widthMm' | 'heightMm'>,
): { factor: number; elements: DesignElement[] } {
  if (elements.length === 0) return { factor: 1, elements };
  const group = groupBox(elements);
  const factor = Math.min(1, to.widthMm / group.width, to.heightMm / group.height);
  const x = within((group.x / from.widthMm) * to.widthMm, (group.width * factor) / 2, to.widthMm);
  const y = within(
    (group.y / from.heightMm) * to.heightMm,
    (group.height * factor) / 2,
    to.heightMm,
  );
  return {
    factor,
    elements: elements.map((element) => ({
      ...scaled(element, factor),
      xMm: round(x + (element.xMm - group.x) * factor),
      yMm: round(y + (element.yMm - group.y) * factor),
    })),
  };
}

/** The design on another technique of the product, with what had to shrink or be set aside. */
export function switchTechnique(
  product: ProductDetail,
  design: DesignState,
  techniqueId: number,
): TechniqueSwitch {
  const blank = viewsFor(product, techniqueId);
  const sources = [...design.views, ...(design.parked ?? [])].filter((v) => v.elements.length);
  const taken = new Map<string, DesignView>();
  for (const target of blank) {
    const same = sources.find((source) => source.view === target.view);
    if (same) taken.set(target.view, same);
  }
  const waiting = sources.filter((source) => ![...taken.values()].includes(source));
  for (const target of blank) {
    // Only a view the buyer sees now moves to another view; one set aside waits for its own.
    const next = waiting.find((source) => design.views.includes(source));
    if (taken.has(target.view) || !next) continue;
    taken.set(target.view, next);
    waiting.splice(waiting.indexOf(next), 1);
  }
  const shrunk: Shrink[] = [];
  const views = blank.map((target) => {
    const source = taken.get(target.view);
    if (!source) return target;
    const fitted = fitGroup(source.elements, source.printArea, target.printArea);
    if (fitted.factor < 0.995)
      shrunk.push({
        view: target.view,
        percent: Math.max(1, Math.floor(fitted.factor * 100)),
        area: target.printArea,
      });
    return { ...target, elements: fitted.elements };
  });
  const parked = waiting;
  return {
    state: { techniqueId, views, ...(parked.length ? { parked } : {}) },
    shrunk,
    parked: parked.filter((view) => design.views.includes(view)).map((view) => view.view),
  };
}
