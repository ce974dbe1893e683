import { IssuerUnavailable } from '../invoice-issuer.js';
import type { DteProvider, DteResult } from './dte-provider.js';

/**
 * OpenFactura (Haulmer)'s emission API: `POST <base>/v2/dte/document` with the `apikey` header
 * and an `Idempotency-Key`, body `{ response, dte }`; it answers TOKEN (the provider's id of the
 * document, kept as its track id), FOLIO and the parts asked for: XML (the signed DTE, base64,
 * whose TED is the stamp printed as PDF417) and RESOLUCION. Errors come as
 * `{ error: { message, code, details: [{ field, issue }] } }`.
 */

/** Where each service of a tenant is. The double's address is the store's own. */
export const OPENFACTURA_URLS = {
  sandbox: 'https://dev-api.haulmer.com',
  production: 'https://api.haulmer.com',
} as const;

interface OpenFacturaError {
  error?: { message?: string; code?: string; details?: { field?: string; issue?: string }[] };
}

export function createOpenFacturaProvider(options: {
  baseUrl: string;
  apiKey: string;
  timeoutMs: number;
}): DteProvider {
  return {
    async emit(dte, idempotencyKey): Promise<DteResult> {
      let response: Response;
      try {
        response = await fetch(`${options.baseUrl}/v2/dte/document`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            apikey: options.apiKey,
            'Idempotency-Key': idempotencyKey,
          },
          body: JSON.stringify({ response: ['FOLIO', 'XML', 'RESOLUCION'], dte }),
          signal: AbortSignal.timeout(options.timeoutMs),
        });
      } catch (error) {
        throw new IssuerUnavailable(`OpenFactura no respondió: ${(error as Error).message}`, {
          cause: error,
        });
      }
      const text = await response.text();
      let body: Record<string, unknown> & OpenFacturaError = {};
      try {
        body = JSON.parse(text) as typeof body;
      } catch {
        /* not JSON: a proxy's page */
      }
      if (
        response.status >= 500 ||
        response.status === 401 ||
        response.status === 403 ||
        response.status === 429
      )
        throw new IssuerUnavailable(
          `OpenFactura respondió ${response.status}: ${body.error?.message ?? text.slice(0, 200)}`,
        );
      if (!response.ok || body.error) {
        const details = (body.error?.details ?? []).map((d) =>
          `${d.field ?? ''} ${d.issue ?? ''}`.trim(),
        );
        return {
          status: 'rejected',
          messages: [
            {
              code: body.error?.code ?? String(response.status),
              message: [body.error?.message ?? text.slice(0, 300), ...details]
                .filter(Boolean)
                .join(' · '),
            },
          ],
        };
      }
      const xml =
        typeof body.XML === 'string' ? Buffer.from(body.XML, 'base64').toString('latin1') : '';
      return {
        status: 'issued',
        folio: Number(body.FOLIO),
        trackId: String(body.TOKEN ?? ''),
        ted: /<TED[\s\S]*<\/TED>/.exec(xml)?.[0] ?? null,
      };
    },
  };
}
