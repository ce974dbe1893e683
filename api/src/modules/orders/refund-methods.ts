import { REFUND_METHODS, type RefundMethod } from '@store/contracts';

/** How money goes back to a buyer: the contracts' list, which the staff's wire schema reads too. */
export { REFUND_METHODS, type RefundMethod };
