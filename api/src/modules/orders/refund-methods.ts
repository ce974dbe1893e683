/** How money goes back to a buyer: through the card provider, a transfer or a cheque. Plain data
 * (the staff's wire schema reads it). */
export const REFUND_METHODS = ['card', 'TRF', 'CHQ'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];
