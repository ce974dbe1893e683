import { AppError } from '../../http/errors.js';
import type { OrderLineRow } from './orders.repository.js';
import type { CompleteOrderRequest } from '@store/contracts/wire/orders';

/** A cart already ordered, sent again with other quantities (issue 31). */
export const reusedCartMessage = (number: string) =>
  `Este carrito ya se convirtió en el pedido ${number} con otras cantidades. Para otro pedido, los productos se agregan de nuevo al carrito.`;

/** Each cart item's id and quantity, one entry per variant (what an order line keeps). */
const quantitiesOf = (items: CompleteOrderRequest['shoppingCart']['shoppingCartProductsFK']) =>
  items
    .flatMap((item) =>
      item.type === 'ProductoSimple'
        ? [`${item.shoppingCartUUID}:${item.value.quantity}`]
        : item.value.map((variant) => `${item.shoppingCartUUID}:${variant.quantity}`),
    )
    .sort();

/**
 * The same cart (its line ids) answers its order, but only with the quantities it was ordered
 * with: other quantities answer 409 rather than the old order as if it were the new one. Lines
 * saved before they kept their cart item (`item_group` null) cannot be compared and answer as
 * before.
 */
export function checkSameQuantities(
  number: string,
  lines: OrderLineRow[],
  items: CompleteOrderRequest['shoppingCart']['shoppingCartProductsFK'],
): void {
  if (lines.some((line) => line.item_group === null)) return;
  const ordered = lines.map((line) => `${line.item_group}:${Number(line.quantity)}`).sort();
  const sent = quantitiesOf(items);
  if (ordered.join('|') !== sent.join('|')) throw AppError.conflict(reusedCartMessage(number));
}
