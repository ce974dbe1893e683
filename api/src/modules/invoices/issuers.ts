import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import type { TenantSecrets } from '../tenants/index.js';
import { createArcaIssuer, type RecordRecovered } from './arca/arca-issuer.js';
import { createDteIssuer } from './chile/dte-issuer.js';
import { createOpenFacturaProvider, OPENFACTURA_URLS } from './chile/openfactura-provider.js';
import { IssuerUnavailable, type InvoiceIssuer } from './invoice-issuer.js';
import type { InvoicingSettings } from './invoice-settings.js';
import type { NamedLock } from './named-locks.js';

export interface IssuersDeps {
  db: Kysely<Database>;
  lock: NamedLock;
  secrets: Pick<TenantSecrets, 'invoicing'>;
  /** The local doubles' address (null: none running, a tenant on `double` waits). */
  doublesUrl: () => string | null;
  recordRecovered: RecordRecovered;
  timeoutMs: number;
}

/**
 * The issuer of a tenant for its settings: ARCA through @arcasdk/core (homologation or
 * production, or the double) or OpenFactura (sandbox, production or the double). Built once per
 * tenant and settings, so the SDK's SOAP clients and WSDLs are parsed once.
 */
export function createIssuers(deps: IssuersDeps) {
  const built = new Map<string, Promise<InvoiceIssuer>>();

  const doubles = () => {
    const url = deps.doublesUrl();
    if (!url) throw new IssuerUnavailable('El doble local de facturación no está en marcha.');
    return url;
  };

  async function build(tenantId: number, settings: InvoicingSettings): Promise<InvoiceIssuer> {
    const secrets = await deps.secrets.invoicing(tenantId);
    if (settings.country === 'AR') {
      if (!secrets.arcaCertificate || !secrets.arcaPrivateKey)
        throw new IssuerUnavailable(
          'Falta el certificado o la clave de ARCA de la tienda (npm run tenant -- invoicing).',
        );
      // @arcasdk/core (with its SOAP client) takes about 0.8 s of CPU to load: loaded by the
      // first Argentine store that issues an invoice, not by every process.
      const { createArcaClient } = await import('./arca/arca-client.js');
      const client = createArcaClient({
        db: deps.db,
        lock: deps.lock,
        ticketKey: `${tenantId}:${settings.service}:${settings.cuit}`,
        cuit: settings.cuit,
        certificate: secrets.arcaCertificate,
        privateKey: secrets.arcaPrivateKey,
        production: settings.service === 'production',
        // The double answers for ARCA's hosts under its own address.
        route: (endpoint) => {
          if (settings.service !== 'double') return endpoint;
          const url = new URL(endpoint);
          return `${doubles()}/arca/${url.host}${url.pathname}`;
        },
        timeoutMs: deps.timeoutMs,
      });
      return createArcaIssuer({
        db: deps.db,
        lock: deps.lock,
        client,
        settings,
        scope: `${tenantId}:${settings.service}`,
        recordRecovered: deps.recordRecovered,
      });
    }
    if (!secrets.openFacturaApiKey)
      throw new IssuerUnavailable(
        'Falta la clave de API de OpenFactura de la tienda (npm run tenant -- invoicing).',
      );
    const baseUrl =
      settings.service === 'double'
        ? `${doubles()}/openfactura`
        : OPENFACTURA_URLS[settings.service];
    return createDteIssuer(
      createOpenFacturaProvider({
        baseUrl,
        apiKey: secrets.openFacturaApiKey,
        timeoutMs: deps.timeoutMs,
      }),
      settings,
    );
  }

  return {
    issuerFor(tenantId: number, settings: InvoicingSettings): Promise<InvoiceIssuer> {
      const key = `${tenantId}:${JSON.stringify(settings)}`;
      let issuer = built.get(key);
      if (!issuer) {
        issuer = build(tenantId, settings);
        built.set(key, issuer);
        issuer.catch(() => built.delete(key));
      }
      return issuer;
    },
    /** After new credentials: the next issue builds its client again. */
    forget(tenantId: number) {
      for (const key of built.keys()) if (key.startsWith(`${tenantId}:`)) built.delete(key);
    },
  };
}
