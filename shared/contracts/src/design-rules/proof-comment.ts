/**
 * A buyer's change request on a proof (issue 32) carries a comment: what to change. The API
 * refuses an empty one or one past this length; the buyer's form holds its field to it.
 */
export const PROOF_COMMENT_MAX: number = 1000;
