import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createDb } from '../../api/src/db/database.ts';
import { renderBrandedMail } from '../../api/src/modules/mail/branded-mail.ts';
import { startSmtpSink } from '../../api/src/modules/mail/smtp-sink.ts';
import type { RunningStore } from '../support/store-server.ts';

/**
 * Issue 31: a burst of order confirmations in the store's outbox, then a buyer registering behind
 * them. The store sends to an SMTP sink in this process (its `SMTP_URL`, so the pooled transport
 * production uses), which notes when each message arrives. Figures only: nothing fails on time.
 */
export const QUEUED_CONFIRMATIONS = 2_000;
/** The buyer registers once the drain is under way: this many confirmations already arrived. */
const REGISTER_AFTER = 200;
const GIVE_UP_MS = 15 * 60_000;

export interface MailSink {
  smtpUrl: string;
  /** Arrival time (performance.now()) of each message, by recipient. */
  arrivals: Map<string, number>;
  close(): Promise<void>;
}

/** The SMTP server the bench's store sends to (SMTP_URL); port 0 picks a free one. */
export async function startMailSink(port = 0): Promise<MailSink> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-mail-'));
  const arrivals = new Map<string, number>();
  const sink = await startSmtpSink(dir, {
    port,
    onMessage: ({ to }) => {
      for (const address of to) arrivals.set(address.toLowerCase(), performance.now());
    },
  });
  return {
    smtpUrl: `smtp://${sink.host}:${sink.port}`,
    arrivals,
    async close() {
      await sink.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export interface MailDrainFigures {
  database: 'SQLite' | 'PostgreSQL';
  queued: number;
  /** From the queue's commit to the first confirmation at the sink (the next outbox round). */
  firstArrivalMs: number;
  /** Confirmations a second, from the first to the last one at the sink. */
  drainPerSecond: number;
  /** From the registration request to its activation mail at the sink. */
  activationMs: number;
  /** Confirmations not yet at the sink when the activation arrived. */
  confirmationsBehindActivation: number;
  /** From the queue's commit to the last mail at the sink. */
  totalMs: number;
}

/** An order confirmation's size: the real branded template, three lines, totals and notes. */
function confirmation(n: number) {
  const number = `PS-${String(100_000 + n)}`;
  const mail = renderBrandedMail(
    { name: 'Promo Sur', primary: '#1e4fa3', logoUrl: null },
    {
      preview: `Recibimos tu pedido ${number} en Promo Sur.`,
      title: `Pedido ${number} confirmado`,
      paragraphs: [
        `Hola, comprador ${n}:`,
        `Gracias por tu compra en Promo Sur. Recibimos tu pedido ${number}:`,
        '100 x Taza cerámica clásica 11 oz (Blanco): $ 2.350,00 + IVA',
        '50 x Gorra trucker con red (Azul): $ 3.100,00 + IVA',
        '200 x Bolígrafo metálico (Negro): $ 640,00 + IVA',
        'Productos: $ 518.000,00',
        'Envío (Zippin): $ 12.400,00',
        'IVA 21 %: $ 111.384,00',
        'Total: $ 641.784,00 (IVA incluido, Factura A)',
        'Lo tendrás en tus manos entre el 12/12 y el 16/12.',
      ],
      action: { label: 'Ver mi pedido', url: `http://127.0.0.1/demo-ar/orders/detail/${n}` },
      notes: [
        'Si todavía no pagaste, podés hacerlo desde el detalle del pedido.',
        'Si no hiciste esta compra, respondé a este correo.',
      ],
    },
  );
  return { to: `pedido-${n}@bench.example.com`, subject: `Pedido ${number} confirmado`, ...mail };
}

/** Writes the confirmations to the store's outbox in one transaction: they are due together. */
async function queueConfirmations(store: RunningStore): Promise<void> {
  const db = createDb(
    store.databaseUrl
      ? { dialect: 'postgres', url: store.databaseUrl }
      : { dialect: 'sqlite', file: path.join(store.dataDir, 'store.db') },
  );
  try {
    const now = new Date().toISOString();
    const rows = Array.from({ length: QUEUED_CONFIRMATIONS }, (_, n) => {
      const mail = confirmation(n);
      return {
        tenant_id: null,
        from_name: 'Promo Sur',
        recipient: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        status: 'pending' as const,
        priority: 1,
        attempts: 0,
        next_attempt_at: now,
        last_error: null,
        created_at: now,
        sent_at: null,
      };
    });
    await db.transaction().execute(async (trx) => {
      for (let i = 0; i < rows.length; i += 100)
        await trx
          .insertInto('mail_outbox')
          .values(rows.slice(i, i + 100))
          .execute();
    });
  } finally {
    await db.destroy();
  }
}

async function until(condition: () => boolean, what: string): Promise<void> {
  const deadline = performance.now() + GIVE_UP_MS;
  while (!condition()) {
    if (performance.now() > deadline) throw new Error(`mail bench: gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * Queues the confirmations, lets the store's outbox start on them, registers a buyer of demo-ar
 * through the API (RegisterUser, as the account page does) and waits for every mail at the sink.
 */
export async function measureMailDrain(
  store: RunningStore,
  sink: MailSink,
): Promise<MailDrainFigures> {
  sink.arrivals.clear();
  const confirmations = () =>
    [...sink.arrivals.keys()].filter((to) => to.endsWith('@bench.example.com'));
  await queueConfirmations(store);
  const queuedAt = performance.now();
  await until(() => confirmations().length >= REGISTER_AFTER, 'the drain to start');

  const email = `activacion-${Date.now()}@example.com`;
  const registeredAt = performance.now();
  const res = await fetch(`${store.url}/api/services/app/Account/RegisterUser`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-tenant': 'demo-ar' },
    body: JSON.stringify({
      name: 'Compradora del banco de pruebas',
      email,
      password: 'Banco-Pruebas-2026',
      isEcommerceClient: true,
    }),
  });
  if (!res.ok) throw new Error(`mail bench: RegisterUser answered ${res.status}`);
  await until(() => sink.arrivals.has(email), 'the activation mail');
  const activationArrival = sink.arrivals.get(email)!;
  await until(() => confirmations().length >= QUEUED_CONFIRMATIONS, 'every confirmation');

  const times = confirmations().map((to) => sink.arrivals.get(to)!);
  const first = Math.min(...times);
  const last = Math.max(...times);
  return {
    database: store.databaseUrl ? 'PostgreSQL' : 'SQLite',
    queued: QUEUED_CONFIRMATIONS,
    firstArrivalMs: Math.round(first - queuedAt),
    drainPerSecond: Math.round(((QUEUED_CONFIRMATIONS - 1) / (last - first)) * 10_000) / 10,
    activationMs: Math.round(activationArrival - registeredAt),
    confirmationsBehindActivation: times.filter((time) => time > activationArrival).length,
    totalMs: Math.round(Math.max(last, activationArrival) - queuedAt),
  };
}
