import type { FastifyInstance } from 'fastify';
import { selfSignedCertificate } from './arca/self-signed-certificate.js';
import type { InvoicingSettings } from './invoice-settings.js';

/** The demo stores' invoicing, against the local doubles: a newcomer's paid order gets a real-looking invoice. */
export const DEMO_INVOICING: Record<string, InvoicingSettings> = {
  'demo-ar': {
    country: 'AR',
    service: 'double',
    cuit: '30716543214',
    legalName: 'Promo Sur S.A.',
    address: 'Av. Corrientes 1234, piso 5, CABA',
    pointOfSale: 2,
    grossIncome: '901-716543-2',
    activitiesStart: '2019-03-01',
  },
  'demo-cl': {
    country: 'CL',
    service: 'double',
    rut: '76543210-3',
    legalName: 'Andes Merch SpA',
    giro: 'Venta de artículos promocionales',
    acteco: 463020,
    address: 'Av. Providencia 1208, oficina 1603',
    comuna: 'Providencia',
    siiOffice: 'SANTIAGO ORIENTE',
  },
};

/** The key the DTE double accepts for demo-cl (the double checks only that one is sent). */
export const DEMO_OPENFACTURA_KEY = 'demo-doble-local';

/** Idempotent: a store that has invoicing settings keeps them. */
export async function seedInvoicing(app: FastifyInstance): Promise<void> {
  for (const [name, settings] of Object.entries(DEMO_INVOICING)) {
    const tenant = await app.tenants.getByName(name);
    if (!tenant || (await app.invoices.settingsOf(tenant.id))) continue;
    const secrets =
      settings.country === 'AR'
        ? (() => {
            const { certificate, privateKey } = selfSignedCertificate(
              settings.cuit,
              settings.legalName,
            );
            return { arcaCertificate: certificate, arcaPrivateKey: privateKey };
          })()
        : { openFacturaApiKey: DEMO_OPENFACTURA_KEY };
    await app.invoices.saveSettings(tenant, settings, secrets);
  }
}
