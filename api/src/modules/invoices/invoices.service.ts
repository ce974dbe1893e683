import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { AppError } from '../../http/errors.js';
import type { AddressesService } from '../addresses/index.js';
import type { OrderRow } from '../orders/index.js';
import type { OrdersService } from '../orders/index.js';
import { fromMinor } from '../pricing/index.js';
import type { QuoteBrand } from '../quotes/index.js';
import { todayIn } from '../shipping/index.js';
import type { Tenant, TenantsService } from '../tenants/index.js';
import {
  ARCA_VOUCHER_TYPES,
  arcaBuyerDocument,
  arcaQrUrl,
  type InvoiceLetter,
} from './arca/arca-voucher.js';
import { SII_TYPES } from './chile/sii-dte.js';
import {
  AmountsMismatch,
  invoiceAmountsOf,
  withoutIva,
  type InvoiceAmounts,
} from './invoice-amounts.js';
import {
  IssuerUnavailable,
  type AgencyMessage,
  type InvoiceBuyer,
  type InvoiceLine,
  type IssueDocument,
  type IssueOutcome,
} from './invoice-issuer.js';
import { invoiceLinesOf } from './invoice-lines.js';
import { documentTitle, invoicePdf, type InvoiceSheet } from './invoice-pdf.js';
import { normaliseSettings, settingsProblems, type InvoicingSettings } from './invoice-settings.js';
import type { TenantSecrets } from '../tenants/index.js';
import type { createIssuers } from './issuers.js';
import type { InvoiceRow, InvoicesRepository } from './invoices.repository.js';
import type {
  InvoiceCorrections,
  InvoicingCredentials,
  OrderTaxDocument,
  StaffInvoice,
} from '@store/contracts';
import { INVOICE_MESSAGES } from './invoice-messages.js';
import { checkedCorrections } from './invoice-corrections.js';
import {
  certificateSummary,
  credentialProblems,
  type NewCredentials,
} from './invoice-credentials.js';

/** What the issuer was given, kept on the row: the PDF is drawn from it. */
interface IssuedRequest {
  date: string;
  amounts: InvoiceAmounts;
  lines: InvoiceLine[];
  buyer: InvoiceBuyer;
  orderNumber: string;
  paymentMethod: string;
  related: { name: string; date: string } | null;
  settings: InvoicingSettings;
}

/** A document as staff see it (the back office, `npm run invoice`): contracts' wire/invoices. */
export type { StaffInvoice };

const PAYMENT_NAMES: Record<string, string> = {
  MP: 'Tarjeta',
  TRF: 'Transferencia bancaria',
  CHQ: 'Cheque',
  NONE: 'Contado',
};

/** Retries: 30 s, 1 min, 2 min ... at most an hour apart, while the tax service is down. */
export const backoffMs = (attempts: number) =>
  Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
const CLAIM_MS = 3 * 60_000;
const PAID_STATUSES = ['paid', 'proof_approved', 'in_production', 'shipped', 'delivered'];

export interface InvoicesDeps {
  db: Kysely<Database>;
  repository: InvoicesRepository;
  tenants: TenantsService;
  orders: OrdersService;
  addresses: Pick<AddressesService, 'locations'>;
  issuers: ReturnType<typeof createIssuers>;
  secrets: Pick<TenantSecrets, 'set' | 'invoicing'>;
  brandOf: (tenant: Tenant) => Promise<QuoteBrand>;
  /** Queues the e-mail of an issued document (invoice-mail.ts). */
  mailIssued: (
    tenant: Tenant,
    invoice: StaffInvoice,
    order: OrderRow,
    pdf: Buffer,
    to: string,
  ) => Promise<void>;
  holder: string;
  log: FastifyBaseLogger;
}

/** Invoicing settings with problems: each `field: why`, in Spanish. */
export class InvalidSettings extends Error {
  override name = 'InvalidSettings';
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
  }
}

const countryOf = (tenant: Tenant): 'AR' | 'CL' => (tenant.environment === 'CL' ? 'CL' : 'AR');
const parse = <T>(json: string | null): T | null => (json ? (JSON.parse(json) as T) : null);

export function createInvoicesService(deps: InvoicesDeps) {
  const { repository } = deps;
  const working = new Set<Promise<unknown>>();

  async function settingsOf(tenantId: number): Promise<InvoicingSettings | null> {
    return parse<InvoicingSettings>((await repository.settingsOf(tenantId))?.settings_json ?? null);
  }

  function staffView(row: InvoiceRow, tenant: Tenant): StaffInvoice {
    const number = row.number === null ? null : Number(row.number);
    return {
      id: Number(row.id),
      orderId: Number(row.order_id),
      kind: row.kind,
      name: row.doc_type
        ? documentTitle(row.doc_type, row.point_of_sale, number)
        : row.kind === 'invoice'
          ? 'Factura'
          : 'Nota de crédito',
      status: row.status,
      service: row.service,
      pointOfSale: row.point_of_sale,
      number,
      cae: row.cae,
      caeDue: row.cae_due,
      issuedOn: row.issued_on,
      trackId: row.track_id,
      total: issuedTotal(row, tenant),
      buyer: parse<InvoiceBuyer>(row.buyer_json),
      messages: parse<AgencyMessage[]>(row.messages_json) ?? [],
      lastError: row.last_error,
      attempts: row.attempts,
      nextAttemptAt: row.next_attempt_at,
    };
  }

  async function buyerOf(tenant: Tenant, order: OrderRow): Promise<InvoiceBuyer> {
    const billing = JSON.parse(order.invoice_json) as {
      name: string;
      lastName?: string;
      document: string;
      direction?: string;
      email: string;
      ivaCondition: string;
      giro?: string | null;
      comunaId?: string | null;
    };
    let comuna: string | null = null;
    if (tenant.environment === 'CL' && billing.comunaId) {
      const communes = await deps.addresses
        .locations('CL', billing.comunaId.slice(0, 3))
        .catch(() => []);
      comuna = communes.find((c) => c.id === billing.comunaId)?.name ?? billing.comunaId;
    }
    return {
      name: `${billing.name} ${billing.lastName ?? ''}`.trim(),
      document: billing.document,
      ivaCondition: billing.ivaCondition,
      address: billing.direction ?? '',
      email: billing.email,
      giro: billing.giro ?? null,
      comuna,
    };
  }

  /** The document's type: the checkout's letter (A, B, C) or factura/boleta, and its kind. */
  function docTypeOf(order: OrderRow, kind: 'invoice' | 'credit_note'): number {
    if (order.currency === 'CLP')
      return kind === 'credit_note'
        ? SII_TYPES.CREDIT_NOTE
        : order.invoice_type === 'FACTURA'
          ? SII_TYPES.FACTURA
          : SII_TYPES.BOLETA;
    return (
      ARCA_VOUCHER_TYPES[kind][order.invoice_type as InvoiceLetter] ?? ARCA_VOUCHER_TYPES[kind].B
    );
  }

  const failLater = (row: InvoiceRow, message: string) => {
    const attempts = row.attempts + 1;
    return repository.update(
      Number(row.id),
      {
        attempts,
        last_error: message,
        next_attempt_at: new Date(Date.now() + backoffMs(attempts)).toISOString(),
      },
      true,
    );
  };

  /** Records an issued document and queues its e-mail (once). */
  async function recordIssued(id: number, outcome: Extract<IssueOutcome, { status: 'issued' }>) {
    const row = await repository.byId(id);
    if (!row) return;
    const request = parse<IssuedRequest>(row.request_json);
    const recorded = await repository.markIssued(id, {
      number: outcome.number,
      point_of_sale: outcome.pointOfSale,
      cae: outcome.cae,
      cae_due: outcome.caeDue,
      issued_on: outcome.issuedOn,
      track_id: outcome.trackId,
      ted: outcome.ted,
      messages_json: outcome.messages.length ? JSON.stringify(outcome.messages) : null,
      last_error: null,
      request_json: request
        ? JSON.stringify({ ...request, date: outcome.issuedOn })
        : row.request_json,
    });
    if (recorded)
      await mail(id).catch((error: unknown) =>
        deps.log.error({ err: error, invoice: id }, 'invoice mail not queued'),
      );
  }

  async function sheetOf(row: InvoiceRow): Promise<InvoiceSheet> {
    const request = parse<IssuedRequest>(row.request_json)!;
    const settings = request.settings;
    const number = Number(row.number);
    const qrUrl =
      settings.country === 'AR' && row.cae
        ? arcaQrUrl({
            date: row.issued_on ?? request.date,
            cuit: settings.cuit,
            pointOfSale: row.point_of_sale ?? settings.pointOfSale,
            docType: row.doc_type,
            number,
            total: fromMinor(request.amounts.total, request.amounts.decimals),
            buyer: arcaBuyerDocument(request.buyer.document),
            cae: row.cae,
          })
        : null;
    return {
      settings,
      kind: row.kind,
      docType: row.doc_type,
      pointOfSale: row.point_of_sale,
      number,
      issuedOn: row.issued_on ?? request.date,
      cae: row.cae,
      caeDue: row.cae_due,
      ted: row.ted,
      qrUrl,
      buyer: request.buyer,
      lines: request.lines,
      amounts: request.amounts,
      orderNumber: request.orderNumber,
      paymentMethod: request.paymentMethod,
      related: request.related,
    };
  }

  async function pdfOf(row: InvoiceRow): Promise<Buffer> {
    const tenant = (await deps.tenants.getById(Number(row.tenant_id)))!;
    return invoicePdf(await sheetOf(row), await deps.brandOf(tenant));
  }

  async function mail(id: number): Promise<void> {
    const row = await repository.byId(id);
    if (!row || row.status !== 'issued' || !(await repository.claimMail(id))) return;
    try {
      const tenant = (await deps.tenants.getById(Number(row.tenant_id)))!;
      const order = (await deps.orders.row(tenant.id, Number(row.order_id)))!;
      const buyer = parse<IssuedRequest>(row.request_json)!.buyer;
      const to = buyer.email || (JSON.parse(order.addressee_json) as { email: string }).email;
      await deps.mailIssued(tenant, staffView(row, tenant), order, await pdfOf(row), to);
    } catch (error) {
      await repository.update(id, { mailed_at: null });
      throw error;
    }
  }

  const inFlight = new Map<number, Promise<void>>();

  /** Works on one document (once at a time in this process; the claim across instances). */
  function process(id: number): Promise<void> {
    let work = inFlight.get(id);
    if (!work) {
      work = track(attempt(id)).finally(() => inFlight.delete(id));
      inFlight.set(id, work);
    }
    return work;
  }

  /** One try: claim the document, build what to send, ask the tax service, record. */
  async function attempt(id: number): Promise<void> {
    const until = new Date(Date.now() + CLAIM_MS).toISOString();
    if (!(await repository.claim(id, deps.holder, until))) return;
    let row = (await repository.byId(id))!;
    try {
      const tenant = await deps.tenants.getById(Number(row.tenant_id));
      const order = tenant && (await deps.orders.row(tenant.id, Number(row.order_id)));
      if (!tenant || !order) return void (await failLater(row, INVOICE_MESSAGES.orderMissing));
      const settings = await settingsOf(tenant.id);
      if (!settings) return void (await failLater(row, INVOICE_MESSAGES.notConfigured));
      let related: IssueDocument['related'] = null;
      let relatedName: IssuedRequest['related'] = null;
      if (row.kind === 'credit_note') {
        const invoice = (await repository.ofOrder(tenant.id, Number(order.id))).find(
          (r) => r.kind === 'invoice',
        );
        if (!invoice || invoice.status !== 'issued')
          return void (await failLater(row, INVOICE_MESSAGES.waitsForInvoice));
        related = {
          docType: invoice.doc_type,
          pointOfSale: invoice.point_of_sale,
          number: Number(invoice.number),
          date: invoice.issued_on!,
        };
        relatedName = { name: staffView(invoice, tenant).name, date: invoice.issued_on! };
      }
      const docType = docTypeOf(order, row.kind);
      const stored = invoiceAmountsOf(order);
      const letterC = settings.country === 'AR' && [11, 13].includes(docType);
      const amounts = letterC ? withoutIva(stored) : stored;
      const buyer = parse<InvoiceBuyer>(row.buyer_json) ?? (await buyerOf(tenant, order));
      const lines = invoiceLinesOf(await deps.orders.linesOf(Number(order.id)), stored);
      const date = todayIn(deps.tenants.checkoutSettings(tenant).timeZone);
      const request: IssuedRequest = {
        date,
        amounts,
        lines,
        buyer,
        orderNumber: order.number,
        paymentMethod: PAYMENT_NAMES[order.payment_method] ?? order.payment_method,
        related: relatedName,
        settings,
      };
      await repository.update(id, {
        doc_type: docType,
        service: settings.service,
        total: amounts.total,
        buyer_json: JSON.stringify(buyer),
        request_json: JSON.stringify(request),
      });
      row = (await repository.byId(id))!;
      const issuer = await deps.issuers.issuerFor(tenant.id, settings);
      const outcome = await issuer.issue({
        invoiceId: id,
        kind: row.kind,
        docType,
        date,
        amounts,
        buyer,
        lines,
        currency: order.currency,
        related,
      });
      if (outcome.status === 'issued') await recordIssued(id, outcome);
      else
        await repository.update(
          id,
          { status: 'rejected', messages_json: JSON.stringify(outcome.messages), last_error: null },
          true,
        );
    } catch (error) {
      const expected = error instanceof IssuerUnavailable || error instanceof AmountsMismatch;
      if (!expected) deps.log.error({ err: error, invoice: id }, 'invoice not issued');
      await failLater(row, (error as Error).message.slice(0, 1000));
    }
  }

  function track<T>(work: Promise<T>): Promise<T> {
    working.add(work);
    void work.finally(() => working.delete(work)).catch(() => undefined);
    return work;
  }

  /** One round: every pending document whose time has come. */
  function issueDue(limit = 20): Promise<number> {
    return track(
      (async () => {
        const ids = await repository.due(limit);
        for (const { id } of ids) await process(Number(id));
        return ids.length;
      })(),
    );
  }

  async function paidOrder(tenant: Tenant, orderId: number): Promise<OrderRow> {
    const order = await deps.orders.row(tenant.id, orderId);
    if (!order) throw AppError.notFound(INVOICE_MESSAGES.orderNotFound);
    const paid = order.payment_status === 'approved' || PAID_STATUSES.includes(order.status);
    if (!paid) throw AppError.unprocessable(INVOICE_MESSAGES.notPaid);
    return order;
  }

  return {
    issueDue,
    process,
    /** Resolves once the documents this instance is working on are done (tests, shutdown). */
    async idle(): Promise<void> {
      while (working.size) await Promise.allSettled([...working]);
    },

    /** In the transaction that paid the order (orders' listener): its invoice is queued. */
    async onPaid(executor: Kysely<Database>, tenantId: number, orderId: number): Promise<void> {
      await repository.enqueue(executor, {
        tenant_id: tenantId,
        order_id: orderId,
        kind: 'invoice',
        invoice_id: null,
      });
    },

    /** In the transaction that cancelled the order: a credit note when it has an invoice. */
    async onCancelled(
      executor: Kysely<Database>,
      tenantId: number,
      orderId: number,
    ): Promise<void> {
      const invoice = await repository.invoiceOf(executor, orderId);
      if (!invoice) return;
      await repository.enqueue(executor, {
        tenant_id: tenantId,
        order_id: orderId,
        kind: 'credit_note',
        invoice_id: Number(invoice.id),
      });
    },

    recordRecovered: async (invoiceId: number, outcome: IssueOutcome) => {
      if (outcome.status === 'issued') await recordIssued(invoiceId, outcome);
    },

    settingsOf,

    /**
     * Saves a tenant's invoicing settings and, when given, its credentials (encrypted in
     * tenant_secrets). Throws InvalidSettings with every problem in Spanish; nothing is saved then.
     */
    async saveSettings(
      tenant: Tenant,
      settings: InvoicingSettings,
      secrets: NewCredentials = {},
    ): Promise<InvoicingSettings> {
      const problems = settingsProblems(settings);
      const country = countryOf(tenant);
      if (settings.country !== country)
        problems.unshift(
          `pais: la tienda "${tenant.name}" factura en ${country === 'CL' ? 'Chile' : 'Argentina'}.`,
        );
      else problems.push(...credentialProblems(settings, secrets));
      if (problems.length) throw new InvalidSettings(problems);
      const normalised = normaliseSettings(settings);
      await repository.saveSettings(tenant.id, JSON.stringify(normalised));
      await deps.secrets.set(tenant.id, secrets);
      deps.issuers.forget(tenant.id);
      return normalised;
    },

    /** What the tenant's stored credentials are (a certificate's subject and end), never them. */
    async credentialsOf(tenantId: number): Promise<InvoicingCredentials> {
      const stored = await deps.secrets.invoicing(tenantId);
      return {
        certificate: stored.arcaCertificate ? certificateSummary(stored.arcaCertificate) : null,
        privateKey: !!stored.arcaPrivateKey,
        openFacturaApiKey: !!stored.openFacturaApiKey,
      };
    },

    /** Staff: an order's documents with the agency's messages. */
    async forOrder(tenant: Tenant, orderId: number): Promise<StaffInvoice[]> {
      if (!(await deps.orders.row(tenant.id, orderId)))
        throw AppError.notFound(INVOICE_MESSAGES.orderNotFound);
      return (await repository.ofOrder(tenant.id, orderId)).map((row) => staffView(row, tenant));
    },

    /**
     * Staff, on demand: issues the paid order's invoice now (queued first if the payment did
     * not queue it); answers the order's documents.
     */
    async issueNow(tenant: Tenant, orderId: number): Promise<StaffInvoice[]> {
      await paidOrder(tenant, orderId);
      await repository.enqueue(deps.db, {
        tenant_id: tenant.id,
        order_id: orderId,
        kind: 'invoice',
        invoice_id: null,
      });
      for (const row of await repository.ofOrder(tenant.id, orderId))
        if (row.status === 'pending') {
          await repository.update(Number(row.id), { next_attempt_at: new Date().toISOString() });
          await process(Number(row.id));
        }
      return (await repository.ofOrder(tenant.id, orderId)).map((row) => staffView(row, tenant));
    },

    /**
     * Staff: a rejected document again, with the billing data corrected (name, document, IVA
     * condition, address; the order keeps what the buyer typed). No number was used by the
     * rejection, so the retry takes the next one.
     */
    async retry(
      tenant: Tenant,
      orderId: number,
      corrections: InvoiceCorrections = {},
    ): Promise<StaffInvoice[]> {
      corrections = checkedCorrections(countryOf(tenant), corrections);
      const rows = await repository.ofOrder(tenant.id, orderId);
      const rejected =
        rows.find((r) => r.status === 'rejected') ?? rows.find((r) => r.status === 'pending');
      if (!rejected) throw AppError.unprocessable(INVOICE_MESSAGES.nothingToRetry);
      const order = (await deps.orders.row(tenant.id, orderId))!;
      const buyer = {
        ...(parse<InvoiceBuyer>(rejected.buyer_json) ?? (await buyerOf(tenant, order))),
        ...corrections,
      };
      await repository.update(Number(rejected.id), {
        status: 'pending',
        buyer_json: JSON.stringify(buyer),
        next_attempt_at: new Date().toISOString(),
        last_error: null,
      });
      await process(Number(rejected.id));
      return (await repository.ofOrder(tenant.id, orderId)).map((row) => staffView(row, tenant));
    },

    /** Staff: a document's PDF (any of the tenant's orders). */
    async pdf(tenant: Tenant, invoiceId: number): Promise<{ pdf: Buffer; name: string }> {
      const row = await repository.byId(invoiceId);
      if (!row || Number(row.tenant_id) !== tenant.id || row.status !== 'issued')
        throw AppError.notFound(INVOICE_MESSAGES.invoiceNotFound);
      return { pdf: await pdfOf(row), name: fileNameOf(row) };
    },

    /** The buyer's view of their own order's documents (another buyer's order: 404). */
    async ownInvoices(
      tenant: Tenant,
      userId: number,
      orderId: number,
    ): Promise<OrderTaxDocument[]> {
      if (!(await deps.orders.ownRow(tenant.id, userId, orderId)))
        throw AppError.notFound(INVOICE_MESSAGES.orderNotFound);
      return (await repository.ofOrder(tenant.id, orderId)).map((row) => {
        const view = staffView(row, tenant);
        return {
          id: view.id,
          kind: row.kind === 'invoice' ? ('invoice' as const) : ('creditNote' as const),
          name: view.name,
          status: row.status === 'rejected' ? ('held' as const) : row.status,
          issuedOn: view.issuedOn,
          total: view.total,
        };
      });
    },

    /** The buyer's download: the issued document of their own order. */
    async ownPdf(
      tenant: Tenant,
      userId: number,
      orderId: number,
      kind: 'invoice' | 'creditNote',
    ): Promise<{ pdf: Buffer; name: string }> {
      if (!(await deps.orders.ownRow(tenant.id, userId, orderId)))
        throw AppError.notFound(INVOICE_MESSAGES.orderNotFound);
      const row = (await repository.ofOrder(tenant.id, orderId)).find(
        (r) => r.kind === (kind === 'invoice' ? 'invoice' : 'credit_note'),
      );
      if (!row || row.status !== 'issued')
        throw AppError.notFound(INVOICE_MESSAGES.invoiceNotReady);
      return { pdf: await pdfOf(row), name: fileNameOf(row) };
    },
  };

  function tenantDecimals(tenant: Tenant) {
    return deps.tenants.pricingSettings(tenant).roundPrice;
  }

  /** What an issued document came to, in the order's currency as staff and buyers read it (0 before). */
  function issuedTotal(row: InvoiceRow, tenant: Tenant): number {
    if (row.status !== 'issued') return 0;
    const decimals =
      parse<IssuedRequest>(row.request_json)?.amounts.decimals ?? tenantDecimals(tenant);
    return fromMinor(Number(row.total), decimals);
  }
}

function fileNameOf(row: InvoiceRow): string {
  const kind = row.kind === 'invoice' ? 'factura' : 'nota-de-credito';
  const number =
    row.point_of_sale !== null
      ? `${String(row.point_of_sale).padStart(5, '0')}-${String(row.number).padStart(8, '0')}`
      : String(row.number);
  return `${kind}-${number}.pdf`;
}

export type InvoicesService = ReturnType<typeof createInvoicesService>;
