import type { InvoiceIssuer, IssueDocument, IssueOutcome } from '../invoice-issuer.js';
import type { ChileanInvoicing } from '../invoice-settings.js';
import type { DteProvider } from './dte-provider.js';
import { siiDteOf } from './sii-dte.js';

/**
 * Chile's issuer: the order as an SII document through the tenant's DTE provider. The key of
 * every try is the invoice's own, so a retry after a timeout answers the same folio.
 */
export function createDteIssuer(provider: DteProvider, settings: ChileanInvoicing): InvoiceIssuer {
  return {
    async issue(document: IssueDocument): Promise<IssueOutcome> {
      const result = await provider.emit(
        siiDteOf(document, settings),
        `store-invoice-${document.invoiceId}`,
      );
      if (result.status === 'rejected') return result;
      return {
        status: 'issued',
        number: result.folio,
        pointOfSale: null,
        issuedOn: document.date,
        cae: null,
        caeDue: null,
        trackId: result.trackId,
        ted: result.ted,
        messages: [],
      };
    },
  };
}
