import type { AgencyMessage } from '../invoice-issuer.js';
import type { SiiDte } from './sii-dte.js';

/** What a Chilean DTE provider answers for one emission. */
export type DteResult =
  | { status: 'issued'; folio: number; trackId: string; ted: string | null }
  | { status: 'rejected'; messages: AgencyMessage[] };

/**
 * A provider that signs an SII document, takes its folio from the issuer's CAF, sends it to the
 * SII and answers folio, track id and stamp. `idempotencyKey` is the same for every try of one
 * document: a retry after a timeout answers the document already emitted. Throws
 * IssuerUnavailable when it cannot say (down, timeout, credentials refused).
 */
export interface DteProvider {
  emit(dte: SiiDte, idempotencyKey: string): Promise<DteResult>;
}
