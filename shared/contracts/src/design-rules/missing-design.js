// A customised line whose design is still to be made ('Falta tu diseño'): a technique chosen and
// nothing to print. Plain ESM, so the cart, the checkout, the account pages and the server's quotes
// and orders flag the very same lines.

// Whether a customisation has something to print: a view with at least one element, read as the
// server's charge reads a design (`api/src/modules/designs/design-counts.ts`).
export function hasDesign(customization) {
  const views = customization && typeof customization === 'object' ? customization.views : null;
  return (
    Array.isArray(views) &&
    views.some((view) => Array.isArray(view?.elements) && view.elements.length > 0)
  );
}

export function designMissing(value) {
  return Boolean(value?.applicationTechnique) && !hasDesign(value.customization);
}

// A curve product's lines share one technique and one design: any of them tells.
export function itemDesignMissing(item) {
  const values = Array.isArray(item?.value) ? item.value : [item?.value];
  return values.some(designMissing);
}

// What a line customised with a technique but without a design keeps as its customisation: an
// empty design naming the product and the technique, so the builder opens on them.
export function pendingDesign(productDesc, techniqueId) {
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
