import { PROOF_COMMENT_MAX } from '@store/contracts/design-rules';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { nowIso, type Database } from '../../../db/database.js';
import { AppError } from '../../../http/errors.js';
import type { FileStore } from '../../../lib/file-store.js';
import type { QuoteBrand } from '../../quotes/index.js';
import type { Tenant } from '../../tenants/index.js';
import type { OrderPrintFile } from '../order-print-files.js';
import type { OrderRow } from '../orders.repository.js';
import type { OrderDto, ProofVersionDto, StaffProofVersionDto } from '@store/contracts/wire/orders';
import { proofItemsOf, proofPdf } from './proof-pdf.js';
import { createProofsRepository, type ProofRow } from './proofs.repository.js';

/** The largest PDF staff may upload as a proof. */
export const PROOF_PDF_BYTES = 10 * 1024 * 1024;

export const PROOF_VERSION_MESSAGES = {
  notFound: 'No encontramos esa versión de la prueba.',
  cancelled: 'El pedido está cancelado: ya no lleva pruebas de diseño.',
  approved: 'La prueba de este pedido ya fue aprobada: no se hacen ni se envían versiones nuevas.',
  noDesign: 'Este pedido no tiene productos personalizados: no lleva prueba de diseño.',
  missingFile: 'Falta el archivo PDF de la prueba.',
  notPdf: 'El archivo no es un PDF: elija el PDF de la prueba (un archivo que empieza con %PDF-).',
  tooLarge: 'El PDF supera los 10 MB: reduzca su tamaño antes de subirlo.',
  notMultipart: 'El PDF debe enviarse como formulario (multipart/form-data).',
  concurrent: 'Otra persona creó una versión de la prueba al mismo tiempo. Recargue el pedido.',
  alreadySent: (version: number) => `La versión ${version} de la prueba ya fue enviada al cliente.`,
  notLatestStaff: (version: number, latest: number) =>
    `La versión ${version} ya no es la última de la prueba: la última es la ${latest}.`,
  // The buyer's (es-AR voice; http/chilean-spanish.ts turns it Chilean).
  notSent: 'Todavía no hay una prueba enviada por la tienda para este pedido.',
  chooseVersion: (latest: number) =>
    `La tienda te envió una prueba de diseño: revisá su versión ${latest} antes de aprobarla.`,
  stale: (version: number, latest: number) =>
    `La versión ${version} de la prueba ya no es la última: la tienda envió la versión ${latest}. Revisá la última antes de responder.`,
  changesAsked: (version: number) =>
    `Ya pediste cambios en la versión ${version} de la prueba: esperá la próxima versión de la tienda.`,
  alreadyApproved: (version: number) => `La versión ${version} de la prueba ya está aprobada.`,
  commentEmpty: 'Escribí qué querés cambiar de la prueba.',
  commentTooLong: `El comentario puede tener hasta ${PROOF_COMMENT_MAX} caracteres.`,
} as const;

/** An order's designs may still change (and take a proof) before it is approved. */
const OPEN = ['received', 'paid'];

/** A PDF starts with `%PDF-` (ISO 32000), whatever its name or declared type says. */
export const isPdf = (bytes: Buffer) =>
  bytes.length > 8 && bytes.subarray(0, 5).toString('latin1') === '%PDF-';

const isUniqueViolation = (error: unknown) =>
  /unique|duplicate key/i.test(String((error as { message?: string })?.message ?? ''));

export const buyerProofPdfPath = (orderId: number, version: number) =>
  `/api/services/app/Orders/GetProofPdf?Id=${orderId}&Version=${version}`;
export const staffProofPdfPath = (orderId: number, version: number) =>
  `/api/admin/orders/${orderId}/proofs/${version}/pdf`;

const buyerVersionOf = (row: ProofRow): ProofVersionDto => ({
  version: row.version,
  source: row.source,
  state: row.state,
  sentAt: row.sent_at,
  comment: row.comment,
  answeredAt: row.answered_at,
  pdf: buyerProofPdfPath(Number(row.order_id), row.version),
});

const staffVersionOf = (row: ProofRow): StaffProofVersionDto => ({
  ...buyerVersionOf(row),
  pdf: staffProofPdfPath(Number(row.order_id), row.version),
  createdBy: row.created_by,
  createdAt: row.created_at,
  sentBy: row.sent_by,
  byteSize: Number(row.byte_size),
});

/** The versions the buyer was sent, newest first (the order's `proofVersions`). */
export const sentProofVersions = async (
  db: Kysely<Database>,
  tenantId: number,
  id: number,
): Promise<ProofVersionDto[]> =>
  (await createProofsRepository(db).of(db, tenantId, id))
    .filter((row) => row.state !== 'draft')
    .map(buyerVersionOf);

/** Writes the staff audit entry of a proof write, inside its transaction (the staff module's). */
export type ProofAudit = (
  trx: Kysely<Database>,
  action: string,
  before: unknown,
  after: unknown,
) => Promise<unknown>;

/** Told when a buyer asks for changes (the staff module e-mails the team), after the write. */
export type ChangesRequestedListener = (
  tenant: Tenant,
  order: OrderDto,
  version: number,
  comment: string,
) => Promise<void>;

export interface ProofVersionsDependencies {
  db: Kysely<Database>;
  /** The file store's `proofs` folder. */
  files: FileStore;
  orders: {
    row: (tenantId: number, id: number) => Promise<OrderRow | undefined>;
    findOwn: (tenantId: number, userId: number, id: number) => Promise<OrderRow | undefined>;
    dtoOf: (row: OrderRow) => Promise<OrderDto>;
  };
  brandOf: (tenant: Tenant) => Promise<QuoteBrand>;
  printFiles: (tenant: Tenant, id: number) => Promise<{ files: OrderPrintFile[] }>;
  /** E-mails the buyer that a version was sent (after the commit; a failure is logged). */
  onSent: (tenant: Tenant, order: OrderDto, version: number) => Promise<void>;
}

/**
 * Proof versions (issue 32): staff generate one from the saved designs or upload a PDF, then send
 * it; the buyer approves the latest sent version (order-proof.ts moves the order) or asks for
 * changes with a comment. Every version is kept; the buyer sees the sent ones.
 */
export function createProofVersions(deps: ProofVersionsDependencies) {
  const repository = createProofsRepository(deps.db);
  const changesListeners: ChangesRequestedListener[] = [];

  async function staffRow(tenant: Tenant, id: number): Promise<OrderRow> {
    const row = await deps.orders.row(tenant.id, id);
    if (!row) throw AppError.notFound('No encontramos ese pedido.');
    return row;
  }

  /** A new version may be made or sent only while the designs can still change. */
  function assertOpen(row: OrderRow) {
    if (row.status === 'cancelled') throw AppError.unprocessable(PROOF_VERSION_MESSAGES.cancelled);
    if (!OPEN.includes(row.status)) throw AppError.unprocessable(PROOF_VERSION_MESSAGES.approved);
  }

  const versionsOf = async (tenant: Tenant, id: number) =>
    (await repository.of(deps.db, tenant.id, id)).map(staffVersionOf);

  /** Keeps the PDF, then numbers the version and writes its audit entry in one transaction. */
  async function addVersion(
    tenant: Tenant,
    actor: string,
    id: number,
    source: 'generated' | 'uploaded',
    bytes: Buffer,
    audit: ProofAudit,
  ) {
    const name = `${randomUUID()}.pdf`;
    await deps.files.put(name, bytes, 'application/pdf');
    try {
      await deps.db.transaction().execute(async (trx) => {
        const version = await repository.nextVersion(trx, id);
        await repository.insert(trx, {
          tenant_id: tenant.id,
          order_id: id,
          version,
          source,
          file_name: name,
          byte_size: bytes.length,
          created_by: actor,
          created_at: nowIso(),
          sent_by: null,
          sent_at: null,
          state: 'draft',
          comment: null,
          answered_at: null,
        });
        await audit(trx, `proof.${source}`, null, { version, source, bytes: bytes.length });
      });
    } catch (error) {
      await deps.files.remove(name);
      if (isUniqueViolation(error)) throw AppError.conflict(PROOF_VERSION_MESSAGES.concurrent);
      throw error;
    }
    return versionsOf(tenant, id);
  }

  /** The latest version the buyer was sent, or null when none was. */
  async function latestSent(executor: Kysely<Database>, tenantId: number, id: number) {
    return (
      (await repository.of(executor, tenantId, id)).find((row) => row.state !== 'draft') ?? null
    );
  }

  /** The buyer's answer must be to the latest sent version, still waiting for one. */
  function assertAnswerable(latest: ProofRow | null, version: number) {
    if (!latest) throw AppError.unprocessable(PROOF_VERSION_MESSAGES.notSent);
    if (version !== latest.version)
      throw AppError.conflict(PROOF_VERSION_MESSAGES.stale(version, latest.version));
    if (latest.state === 'changes_requested')
      throw AppError.conflict(PROOF_VERSION_MESSAGES.changesAsked(version));
  }

  return {
    /** Adds a step after each change request (the staff's e-mail); it must not throw. */
    onChangesRequested(listener: ChangesRequestedListener): void {
      changesListeners.push(listener);
    },

    /** Every version of the order, newest first (another store's order: 404). */
    async staffList(tenant: Tenant, id: number) {
      await staffRow(tenant, id);
      return versionsOf(tenant, id);
    },

    /** A version drawn from the saved designs (proof-pdf.ts) and the print files' renderer. */
    async generate(tenant: Tenant, actor: string, id: number, audit: ProofAudit) {
      const row = await staffRow(tenant, id);
      assertOpen(row);
      const order = await deps.orders.dtoOf(row);
      if (!order.lines.some((line) => line.hasProductBuilding))
        throw AppError.unprocessable(PROOF_VERSION_MESSAGES.noDesign);
      const { files } = await deps.printFiles(tenant, id);
      const version = await repository.nextVersion(deps.db, id);
      const bytes = await proofPdf(
        { order, version, madeAt: nowIso(), items: proofItemsOf(order, files) },
        await deps.brandOf(tenant),
      );
      return addVersion(tenant, actor, id, 'generated', bytes, audit);
    },

    /**
     * A PDF made elsewhere, checked by its bytes, not its name. The order is looked up before
     * the body is read (`read`): another store's order answers 404 whatever was sent.
     */
    async upload(
      tenant: Tenant,
      actor: string,
      id: number,
      read: () => Promise<Buffer>,
      audit: ProofAudit,
    ) {
      const row = await staffRow(tenant, id);
      assertOpen(row);
      const order = await deps.orders.dtoOf(row);
      if (!order.lines.some((line) => line.hasProductBuilding))
        throw AppError.unprocessable(PROOF_VERSION_MESSAGES.noDesign);
      const bytes = await read();
      if (!isPdf(bytes)) throw AppError.unprocessable(PROOF_VERSION_MESSAGES.notPdf, 'file');
      return addVersion(tenant, actor, id, 'uploaded', bytes, audit);
    },

    /** Sends the latest version (a draft) to the buyer: by e-mail, with a link to the order. */
    async send(tenant: Tenant, actor: string, id: number, version: number, audit: ProofAudit) {
      const row = await staffRow(tenant, id);
      assertOpen(row);
      const latest = (await repository.of(deps.db, tenant.id, id))[0];
      if (!latest || !(await repository.one(tenant.id, id, version)))
        throw AppError.notFound(PROOF_VERSION_MESSAGES.notFound);
      if (latest.version !== version)
        throw AppError.conflict(PROOF_VERSION_MESSAGES.notLatestStaff(version, latest.version));
      const sentAt = nowIso();
      await deps.db.transaction().execute(async (trx) => {
        const moved = await repository.advance(trx, id, version, 'draft', {
          state: 'sent',
          sent_by: actor,
          sent_at: sentAt,
        });
        if (!moved) throw AppError.conflict(PROOF_VERSION_MESSAGES.alreadySent(version));
        await audit(trx, 'proof.sent', { version, state: 'draft' }, { version, state: 'sent' });
      });
      await deps.onSent(tenant, await deps.orders.dtoOf(row), version);
      return versionsOf(tenant, id);
    },

    /** A version's PDF: staff read every version; a buyer only the sent ones of their order. */
    async pdf(tenant: Tenant, id: number, version: number, buyer: number | null) {
      const row =
        buyer === null
          ? await staffRow(tenant, id)
          : await deps.orders.findOwn(tenant.id, buyer, id);
      if (!row) throw AppError.notFound('No encontramos ese pedido.');
      const proof = await repository.one(tenant.id, id, version);
      const bytes =
        proof && (buyer === null || proof.state !== 'draft')
          ? await deps.files.get(proof.file_name)
          : null;
      if (!bytes) throw AppError.notFound(PROOF_VERSION_MESSAGES.notFound);
      return { bytes, fileName: `prueba-${row.number}-v${version}.pdf` };
    },

    /**
     * What the buyer's approval answers to (order-proof.ts): null when no version was ever sent
     * (the buyer approves the designs as they are); otherwise the latest sent version, which the
     * buyer must name. `done`: it is approved already (the approval answers as it is).
     */
    async approvalOf(
      tenantId: number,
      id: number,
      version: number | undefined,
    ): Promise<{ version: number; done: boolean } | null> {
      const latest = await latestSent(deps.db, tenantId, id);
      if (!latest) {
        if (version !== undefined) throw AppError.unprocessable(PROOF_VERSION_MESSAGES.notSent);
        return null;
      }
      if (version === undefined)
        throw AppError.unprocessable(PROOF_VERSION_MESSAGES.chooseVersion(latest.version));
      assertAnswerable(latest, version);
      return { version, done: latest.state === 'approved' };
    },

    /** Marks the version approved, inside the transaction that moves the order. */
    markApproved: (trx: Kysely<Database>, id: number, version: number) =>
      repository.advance(trx, id, version, 'sent', { state: 'approved', answered_at: nowIso() }),

    /** The buyer asks for changes on the latest sent version, with a comment staff read. */
    async requestChanges(
      tenant: Tenant,
      userId: number,
      id: number,
      version: number,
      comment: string,
    ): Promise<OrderDto> {
      const row = await deps.orders.findOwn(tenant.id, userId, id);
      if (!row) throw AppError.notFound('No encontramos ese pedido.');
      const text = comment.trim();
      if (!text) throw AppError.badRequest(PROOF_VERSION_MESSAGES.commentEmpty, 'comment');
      if (text.length > PROOF_COMMENT_MAX)
        throw AppError.badRequest(PROOF_VERSION_MESSAGES.commentTooLong, 'comment');
      if (row.status === 'cancelled')
        throw AppError.unprocessable(PROOF_VERSION_MESSAGES.cancelled);
      const latest = await latestSent(deps.db, tenant.id, id);
      assertAnswerable(latest, version);
      if (latest!.state === 'approved' || !OPEN.includes(row.status))
        throw AppError.unprocessable(PROOF_VERSION_MESSAGES.alreadyApproved(version));
      const moved = await repository.advance(deps.db, id, version, 'sent', {
        state: 'changes_requested',
        comment: text,
        answered_at: nowIso(),
      });
      if (!moved) throw AppError.conflict(PROOF_VERSION_MESSAGES.changesAsked(version));
      const order = await deps.orders.dtoOf(row);
      for (const listener of changesListeners) await listener(tenant, order, version, text);
      return order;
    },
  };
}

export type ProofVersions = ReturnType<typeof createProofVersions>;
