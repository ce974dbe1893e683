import type { Generated } from 'kysely';

/** How a proof version came to be: drawn by the store from the saved designs, or a staff PDF. */
export type ProofSource = 'generated' | 'uploaded';

/**
 * A version's state: `draft` (made, not sent: the buyer does not see it), `sent` (waiting for
 * the buyer), then `approved` or `changes_requested` (the buyer's answer, once).
 */
export type ProofState = 'draft' | 'sent' | 'approved' | 'changes_requested';

/** One version of an order's proof (migration 1410). */
export interface OrderProofsTable {
  id: Generated<number>;
  tenant_id: number;
  order_id: number;
  /** 1, 2, ... per order (UNIQUE with the order). */
  version: number;
  source: ProofSource;
  /** The PDF's name in the file store's `proofs` folder (`<uuid>.pdf`). */
  file_name: string;
  byte_size: number;
  /** Who made it and who sent it: a staff member's e-mail. */
  created_by: string;
  created_at: string;
  sent_by: string | null;
  sent_at: string | null;
  state: ProofState;
  /** The buyer's comment when asking for changes. */
  comment: string | null;
  answered_at: string | null;
}

export interface ProofsTables {
  order_proofs: OrderProofsTable;
}
