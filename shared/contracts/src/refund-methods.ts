/**
 * How money goes back to a buyer: through the card provider, a transfer or a cheque. Plain data,
 * apart from the staff's types so their wire schemas read the list.
 */
export const REFUND_METHODS = ['card', 'TRF', 'CHQ'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];
