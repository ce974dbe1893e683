import type {
  DesignCustomization,
  DesignElement,
  DesignUpload,
  DesignView,
  PrintArea,
  ProductDetail,
} from '@store/contracts';

/**
 * The design being edited: one entry per view of the product, elements in mm from the print
 * area's top-left corner (their centre), as the cart and the server keep it. The canvas is a
 * drawing of this; every change goes through here, so undo, the draft and saving see one thing.
 */
export interface DesignState {
  techniqueId: number;
  views: DesignView[];
  /**
   * Views of an earlier technique the current one does not print on: kept (never saved or
   * priced) for a technique that prints there again (`technique-switch.ts`).
   */
  parked?: DesignView[];
}

/** The area a technique prints on a view, the first one it names for it. */
export function areaOf(product: ProductDetail, techniqueId: number, view: string) {
  const technique = product.techniques.find((t) => t.id === techniqueId);
  return technique?.printAreas.find((area) => area.view === view) ?? null;
}

/** The views a technique prints on, each with its area, keeping the elements already placed. */
export function viewsFor(
  product: ProductDetail,
  techniqueId: number,
  previous: DesignView[] = [],
): DesignView[] {
  const technique = product.techniques.find((t) => t.id === techniqueId);
  return (technique?.printAreas ?? []).map((printArea: PrintArea) => ({
    view: printArea.view,
    printArea,
    elements: previous.find((view) => view.view === printArea.view)?.elements ?? [],
  }));
}

const SAME_INK = 48;
const rgb = (hex: string) => {
  const value = parseInt(hex.slice(1, 7), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255] as const;
};
const near = (a: string, b: string) => {
  const [r1, g1, b1] = rgb(a);
  const [r2, g2, b2] = rgb(b);
  return Math.hypot(r1 - r2, g1 - g2, b1 - b2) < SAME_INK;
};

/**
 * The inks the design shows (texts' colours and the server's count of each upload), merged like
 * the server merges them. Shown to the buyer; the server counts again to charge.
 */
export function inksOf(views: DesignView[], uploads: Map<string, DesignUpload>): string[] {
  const colors = views.flatMap((view) =>
    view.elements.flatMap((element) =>
      element.type === 'text' ? [element.fill] : (uploads.get(element.upload)?.colors ?? []),
    ),
  );
  return colors.reduce<string[]>(
    (inks, color) => (inks.some((ink) => near(ink, color)) ? inks : [...inks, color]),
    [],
  );
}

export function toCustomization(
  state: DesignState,
  uploads: Map<string, DesignUpload>,
  productDesc: string,
): DesignCustomization {
  const used = state.views.filter((view) => view.elements.length > 0);
  return {
    kind: 'store-design',
    version: 1,
    productDesc,
    techniqueId: state.techniqueId,
    views: used,
    colorCount: inksOf(used, uploads).length,
    printAreaCount: used.length,
  };
}

const isElement = (value: unknown): value is DesignElement =>
  typeof value === 'object' &&
  value !== null &&
  ((value as DesignElement).type === 'text' || (value as DesignElement).type === 'image') &&
  typeof (value as DesignElement).id === 'string';

/** A saved design read back (a cart line, a draft); null when it is not one. */
export function fromCustomization(value: unknown): DesignState | null {
  if (typeof value !== 'object' || value === null) return null;
  const design = value as Partial<DesignCustomization>;
  if (design.kind !== 'store-design' || !Array.isArray(design.views)) return null;
  if (typeof design.techniqueId !== 'number') return null;
  return {
    techniqueId: design.techniqueId,
    views: design.views.map((view) => ({
      view: view.view,
      printArea: view.printArea,
      elements: Array.isArray(view.elements) ? view.elements.filter(isElement) : [],
    })),
  };
}

/** Replaces one element of one view. */
export function withElement(state: DesignState, view: string, element: DesignElement): DesignState {
  return {
    ...state,
    views: state.views.map((entry) =>
      entry.view !== view
        ? entry
        : {
            ...entry,
            elements: entry.elements.some((e) => e.id === element.id)
              ? entry.elements.map((e) => (e.id === element.id ? element : e))
              : [...entry.elements, element],
          },
    ),
  };
}

export function withElements(
  state: DesignState,
  view: string,
  change: (elements: DesignElement[]) => DesignElement[],
): DesignState {
  return {
    ...state,
    views: state.views.map((entry) =>
      entry.view === view ? { ...entry, elements: change(entry.elements) } : entry,
    ),
  };
}
