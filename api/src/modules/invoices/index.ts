/** The invoices module's front door: the only file of it other code imports (lint). */
export { selfSignedCertificate } from './arca/self-signed-certificate.js';
export { REFUSED_CUITS } from './doubles/arca-double.js';
export { startInvoiceDoubles } from './doubles/invoice-doubles.js';
export { InvoiceCliError, runInvoiceCli, runInvoicingCli } from './invoice-cli.js';
export { credentialProblems } from './invoice-credentials.js';
export { invoicesMigrations } from './invoices.migrations.js';
export { invoicesRoutes } from './invoices.routes.js';
export {
  AdminInvoicingSchema,
  InvoiceCorrectionsSchema,
  SaveInvoicingBodySchema,
  StaffInvoicesSchema,
} from '@store/contracts/wire/invoices';
export { seedInvoicing } from './invoices.seed.js';
export { InvalidSettings, type StaffInvoice } from './invoices.service.js';
