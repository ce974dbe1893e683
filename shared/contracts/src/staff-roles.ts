/**
 * The back office's roles per store (issue 32): owner: everything; sales: orders, payments,
 * quotes, buyers; production: proofs, print files, production and shipping; catalogue: products,
 * prices, stock, categories. Apart from the staff's types so their wire schemas read the list.
 */
export const STAFF_ROLES = ['owner', 'sales', 'production', 'catalogue'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
