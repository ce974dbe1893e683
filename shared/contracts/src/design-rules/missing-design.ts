// A customised line whose design is still to be made ('Falta tu diseño'): a technique chosen and
// nothing to print. The cart, the checkout, the account pages and the server's quotes
// and orders flag the very same lines.

// Whether a customisation has something to print: a view with at least one element, read as the
// server's charge reads a design (`api/src/modules/designs/design-counts.ts`).
import type { CartItemValue } from '../cart.ts';
import type { DesignCustomization } from '../designs.ts';

type Customised = Pick<CartItemValue, 'applicationTechnique' | 'customization'>;

export function hasDesign(customization: unknown): boolean {
  const views =
    customization && typeof customization === 'object'
      ? (customization as { views?: unknown }).views
      : null;
  return (
    Array.isArray(views) &&
    views.some((view: { elements?: unknown } | null) => {
      const elements = view?.elements;
      return Array.isArray(elements) && elements.length > 0;
    })
  );
}

/** A line with a technique and nothing to print yet: it shows 'Falta tu diseño'. */
export function designMissing(value: Customised | null | undefined): boolean {
  return Boolean(value?.applicationTechnique) && !hasDesign(value?.customization);
}

// A curve product's lines share one technique and one design: any of them tells.
export function itemDesignMissing(item: { value: Customised | readonly Customised[] }): boolean {
  const values: readonly Customised[] = isList(item.value) ? item.value : [item.value];
  return values.some(designMissing);
}

// What a line customised with a technique but without a design keeps as its customisation: an
// empty design naming the product and the technique, so the builder opens on them.
export function pendingDesign(productDesc: string, techniqueId: number): DesignCustomization {
  return {
    kind: 'store-design',
    version: 1,
    productDesc,
    techniqueId,
    views: [],
    colorCount: 0,
    printAreaCount: 0,
  };
}

const isList = (value: Customised | readonly Customised[]): value is readonly Customised[] =>
  Array.isArray(value);
