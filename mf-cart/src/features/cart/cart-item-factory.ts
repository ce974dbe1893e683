import { v4 as newId } from 'uuid';
import {
  pendingDesign,
  type AddToCartLine,
  type AddToCartRequest,
  type CartItem,
  type CartItemValue,
} from '@store/contracts';

/**
 * Cart items from what the catalogue or the builder asks to add. Ids are new random v4 UUIDs; the
 * display copies (name, image, price) are the page's, the server re-reads everything it prices.
 */

function valueOf(request: AddToCartRequest, line: AddToCartLine): CartItemValue {
  const technique = request.applicationTechniqueId;
  // A technique without a design (the product page's 'Agregar al carrito'): the line keeps an
  // empty design naming the product, so it says 'Falta tu diseño' and the builder opens on it.
  const customization =
    request.customization ??
    (technique !== null ? pendingDesign(request.product.productDesc, technique) : null);
  return {
    id: line.variantId,
    sku: line.sku,
    quantity: line.quantity,
    // A cart line is customised when it carries a technique or a design, whatever the product
    // allows: a plain line of a customisable product merges like any other (README.md).
    isCustomizable: technique !== null || customization !== null,
    customization,
    applicationTechnique: technique
      ? { id: technique, name: request.applicationTechniqueName ?? '' }
      : null,
    customizationRender: null,
    featuredImg: request.product.featuredImg,
    element_description_1: null,
    element_description_2: null,
    element_description_3: null,
    color: line.color,
    size: line.size,
  };
}

function genericOf(request: AddToCartRequest): CartItem['generic'] {
  const { product } = request;
  return {
    id: product.id,
    external_id: product.externalId,
    name: product.name,
    description: product.description,
    printing_types: [],
    customization_under_minimum_extra_cost: 0,
    featured_img: product.featuredImg,
  };
}

/** A new item; `shoppingCartUUID` keeps the id of the line it replaces (a reopened design). */
export function itemFromRequest(
  request: AddToCartRequest,
  shoppingCartUUID: string = newId(),
): CartItem {
  if (request.product.kind === 'simple') {
    const [line] = request.lines;
    if (!line) throw new Error('a simple product needs one line');
    return {
      type: 'ProductoSimple',
      shoppingCartUUID,
      value: valueOf(request, line),
      generic: genericOf(request),
      general_description: request.product.description,
      quoteInfo: null,
    };
  }
  return {
    type: 'ProductoCurva',
    shoppingCartUUID,
    value: request.lines.map((line) => ({
      ...valueOf(request, line),
      shoppingCartUUID: newId(),
      genericShoppingCartUUID: shoppingCartUUID,
    })),
    generic: genericOf(request),
    quoteInfo: null,
  };
}

/** The same item under new ids (bulk add from a quotation: every added item is new). */
export function withNewIds(item: CartItem): CartItem {
  const shoppingCartUUID = newId();
  if (item.type === 'ProductoSimple') return { ...item, shoppingCartUUID };
  return {
    ...item,
    shoppingCartUUID,
    value: item.value.map((line) => ({
      ...line,
      shoppingCartUUID: newId(),
      genericShoppingCartUUID: shoppingCartUUID,
    })),
  };
}
