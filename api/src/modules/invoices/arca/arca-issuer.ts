import type { Kysely } from 'kysely';
import { nowIso, type Database } from '../../../db/database.js';
import { lockForTransaction } from '../../../db/transaction-lock.js';
import {
  IssuerUnavailable,
  type AgencyMessage,
  type InvoiceIssuer,
  type IssueDocument,
  type IssueOutcome,
} from '../invoice-issuer.js';
import type { ArgentineInvoicing } from '../invoice-settings.js';
import type { NamedLock } from '../named-locks.js';
import type { ArcaClient } from './arca-client.js';
import { createArcaRepository } from './arca.repository.js';
import { isoDay, voucherOf } from './arca-voucher.js';

/**
 * Issues through WSFEv1 with numbers that are never skipped or repeated, whatever the number of
 * instances or requests at once:
 *
 * 1. The sequence (tenant, service, point of sale, voucher type) is held: a named lock (one
 *    caller at a time in this process, a lease of the jobs module across instances).
 * 2. A number asked before and never answered (a timeout, a crash) is looked up first: if
 *    FECompUltimoAutorizado has reached it, FECompConsultar says whose it is and that invoice is
 *    recorded as issued; if not, it was never authorised and is free again.
 * 3. The next number is FECompUltimoAutorizado + 1; before asking for its CAE the store writes
 *    "this invoice asks for number N" (one transaction under a PostgreSQL advisory lock, or
 *    SQLite's immediate transaction), so step 2 can settle it if the answer never comes.
 * 4. FECAESolicitar: approved (CAE), rejected (observations kept; the number stays free), or no
 *    answer (the invoice waits; step 2 settles it on the next try).
 */

export interface PendingNumber {
  invoiceId: number;
  number: number;
  /** The voucher sent for it: FECompConsultar's answer is recognised by its buyer and total. */
  sent: { docNro: number; total: number };
}

/** Records an invoice that step 2 found authorised (possibly another invoice than the one asked). */
export type RecordRecovered = (invoiceId: number, outcome: IssueOutcome) => Promise<void>;

export interface ArcaIssuerDeps {
  db: Kysely<Database>;
  lock: NamedLock;
  client: ArcaClient;
  settings: ArgentineInvoicing;
  /** `${tenant}:${service}`: with the point of sale and type, the sequence's name. */
  scope: string;
  recordRecovered: RecordRecovered;
}

const asArray = <T>(value: T | T[] | undefined | null): T[] =>
  value === undefined || value === null ? [] : Array.isArray(value) ? value : [value];

const messagesOf = (items: { Code?: unknown; Msg?: unknown }[]): AgencyMessage[] =>
  items.map((item) => ({ code: String(item.Code ?? ''), message: String(item.Msg ?? '') }));

/** A call to ARCA that failed without an answer about the voucher: the invoice waits. */
async function unavailable<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof IssuerUnavailable) throw error;
    throw new IssuerUnavailable(`ARCA no respondió (${what}): ${(error as Error).message}`, {
      cause: error,
    });
  }
}

export function createArcaIssuer(deps: ArcaIssuerDeps): InvoiceIssuer {
  const { db, client, settings } = deps;

  const repository = createArcaRepository(db);

  /** A transaction holding the sequence's row: advisory lock (PostgreSQL) or BEGIN IMMEDIATE. */
  const onSequence = <T>(key: string, work: (trx: Kysely<Database>) => Promise<T>) =>
    db.transaction().execute(async (trx) => {
      await lockForTransaction(trx, key);
      return work(trx);
    });

  const pendingOf = async (key: string): Promise<PendingNumber | null> => {
    const row = await repository.sequence(key);
    return row?.pending_invoice_id && row.pending_number && row.pending_json
      ? {
          invoiceId: Number(row.pending_invoice_id),
          number: Number(row.pending_number),
          sent: JSON.parse(row.pending_json) as PendingNumber['sent'],
        }
      : null;
  };

  const setPending = (key: string, pending: PendingNumber | null) =>
    onSequence(key, async (trx) => {
      const values = {
        pending_invoice_id: pending?.invoiceId ?? null,
        pending_number: pending?.number ?? null,
        pending_json: pending ? JSON.stringify(pending.sent) : null,
        updated_at: nowIso(),
      };
      await repository.setPending(trx, key, values);
    });

  async function lastNumber(type: number): Promise<number> {
    const last = await unavailable('FECompUltimoAutorizado', () =>
      client.billing.getLastVoucher(settings.pointOfSale, type),
    );
    const errors = asArray(last.errors?.err);
    if (errors.length)
      throw new IssuerUnavailable(
        `ARCA rechazó FECompUltimoAutorizado: ${errors.map((e) => `${e.code} ${e.msg}`).join('; ')}`,
      );
    return Number(last.cbteNro ?? 0);
  }

  /**
   * Step 2: settles a number asked and never answered. Answers the pending invoice's document
   * when ARCA authorised it, else null (the number is free again, or was used by another system).
   */
  async function settle(
    key: string,
    type: number,
    pending: PendingNumber,
  ): Promise<IssueOutcome | null> {
    if ((await lastNumber(type)) < pending.number) {
      await setPending(key, null);
      return null;
    }
    const info = await unavailable('FECompConsultar', () =>
      client.billing.getVoucherInfo(pending.number, settings.pointOfSale, type),
    );
    if (!info?.codAutorizacion)
      throw new IssuerUnavailable(
        `ARCA autorizó el número ${pending.number} pero FECompConsultar no lo muestra todavía.`,
      );
    const ours =
      Number(info.docNro) === pending.sent.docNro &&
      Math.round(Number(info.impTotal) * 100) === Math.round(pending.sent.total * 100);
    await setPending(key, null);
    return ours
      ? {
          status: 'issued',
          number: pending.number,
          pointOfSale: settings.pointOfSale,
          issuedOn: isoDay(String(info.cbteFch)),
          cae: String(info.codAutorizacion),
          caeDue: isoDay(String(info.fchVto)),
          trackId: null,
          ted: null,
          messages: [],
        }
      : null;
  }

  return {
    async issue(document: IssueDocument): Promise<IssueOutcome> {
      const type = document.docType;
      const key = `${deps.scope}:${settings.pointOfSale}:${type}`;
      await unavailable('WSAA', () => client.ensureTicket());
      return deps.lock(key, async () => {
        const pending = await pendingOf(key);
        if (pending) {
          const recovered = await settle(key, type, pending);
          if (recovered && pending.invoiceId === document.invoiceId) return recovered;
          if (recovered) await deps.recordRecovered(pending.invoiceId, recovered);
        }
        for (let tries = 0; tries < 2; tries += 1) {
          const number = (await lastNumber(type)) + 1;
          const voucher = voucherOf(document, settings, number);
          await setPending(key, {
            invoiceId: document.invoiceId,
            number,
            sent: { docNro: voucher.DocNro, total: voucher.ImpTotal },
          });
          const result = await unavailable('FECAESolicitar', () =>
            client.billing.createVoucher(voucher),
          );
          const response = result.response as unknown as {
            FeDetResp?: { FECAEDetResponse?: unknown };
            Errors?: { Err?: unknown };
          };
          const det = asArray(
            response.FeDetResp?.FECAEDetResponse as
              { Resultado?: string; Observaciones?: { Obs?: unknown } } | undefined,
          )[0];
          const errors = messagesOf(
            asArray(response.Errors?.Err as { Code: unknown; Msg: unknown }),
          );
          const observations = messagesOf(
            asArray(det?.Observaciones?.Obs as { Code: unknown; Msg: unknown }),
          );
          await setPending(key, null);
          if (result.cae)
            return {
              status: 'issued',
              number,
              pointOfSale: settings.pointOfSale,
              issuedOn: document.date,
              cae: result.cae,
              caeDue: isoDay(result.caeFchVto),
              trackId: null,
              ted: null,
              messages: observations,
            };
          // Another system took this number in between: ask again with the next one.
          if (errors.some((e) => e.code === '10016') && tries === 0) continue;
          if (errors.length && !observations.length && errors.every((e) => e.code !== '10016'))
            throw new IssuerUnavailable(
              `ARCA rechazó el pedido: ${errors.map((e) => `${e.code} ${e.message}`).join('; ')}`,
            );
          return { status: 'rejected', messages: [...observations, ...errors] };
        }
        throw new IssuerUnavailable('ARCA no aceptó el número siguiente dos veces seguidas.');
      });
    },
  };
}
