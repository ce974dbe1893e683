import {
  AccessTicket,
  AuthRepository,
  ElectronicBillingService,
  SoapClient,
  type ITicketStoragePort,
} from '@arcasdk/core';
import { ElectronicBillingRepository } from '@arcasdk/core/lib/infrastructure/repositories/electronic-billing/electronic-billing-repository.js';
import type { Kysely } from 'kysely';
import { nowIso, type Database } from '../../../db/database.js';
import type { NamedLock } from '../named-locks.js';
import { createArcaRepository } from './arca.repository.js';

type ArcaRepository = ReturnType<typeof createArcaRepository>;

/**
 * @arcasdk/core wired for one tenant, the SDK's supported way: its repositories take a
 * `soapClient` and a `ticketStorage` in their configuration. Ours sends every request to the
 * endpoint the tenant chose (the local double's address in place of ARCA's host) with a
 * timeout, and keeps WSAA tickets in the database, shared by every instance until they expire.
 */

type SoapClientOf = Parameters<SoapClient['setEndpoint']>[0];

/** Answers every SDK request at `route(endpoint)`, abandoning it after `timeoutMs`. */
class RoutedSoapClient extends SoapClient {
  constructor(
    private readonly route: (endpoint: string) => string,
    private readonly timeoutMs: number,
  ) {
    // The SDK's legacy HTTPS agent is for ARCA's old TLS; the double is plain HTTP.
    super(false);
  }

  override async createClient<T extends SoapClientOf>(
    wsdlName: string,
    options?: Parameters<SoapClient['createClient']>[1],
  ): Promise<T> {
    const client = await super.createClient<T>(wsdlName, options);
    const http = (client as unknown as { httpClient: { request: (...a: unknown[]) => unknown } })
      .httpClient;
    const request = http.request.bind(http);
    const timeout = this.timeoutMs;
    http.request = (url, data, callback, headers, options) =>
      request(url, data, callback, headers, { ...(options as object), timeout });
    return client;
  }

  override setEndpoint(client: SoapClientOf, endpoint: string) {
    super.setEndpoint(client, this.route(endpoint));
  }
}

/** WSAA tickets in `invoice_access_tickets`, by tenant, service, CUIT and web service. */
class DatabaseTicketStorage implements ITicketStoragePort {
  constructor(
    private readonly repository: ArcaRepository,
    private readonly prefix: string,
  ) {}

  async get(serviceName: string): Promise<AccessTicket | null> {
    const row = await this.repository.ticket(`${this.prefix}:${serviceName}`, nowIso());
    if (!row) return null;
    return AccessTicket.create({
      header: [
        { version: '1.0' },
        {
          source: '',
          destination: '',
          uniqueid: '',
          generationtime: row.created_at,
          expirationtime: row.expires_at,
        },
      ],
      credentials: { token: row.token, sign: row.sign },
    });
  }

  async save(ticket: AccessTicket, serviceName: string): Promise<void> {
    const values = {
      token: ticket.getToken(),
      sign: ticket.getSign(),
      expires_at: ticket.getExpiration().toISOString(),
      created_at: nowIso(),
    };
    await this.repository.saveTicket(`${this.prefix}:${serviceName}`, values);
  }

  async delete(serviceName: string): Promise<void> {
    await this.repository.deleteTicket(`${this.prefix}:${serviceName}`);
  }
}

export interface ArcaClientOptions {
  db: Kysely<Database>;
  lock: NamedLock;
  /** Ticket key prefix: tenant, service (double, homologation, production) and CUIT. */
  ticketKey: string;
  cuit: string;
  certificate: string;
  privateKey: string;
  production: boolean;
  /** ARCA's endpoint -> where to send it (the double's address, or ARCA's own). */
  route: (endpoint: string) => string;
  timeoutMs: number;
}

export function createArcaClient(options: ArcaClientOptions) {
  const soapClient = new RoutedSoapClient(options.route, options.timeoutMs);
  const ticketStorage = new DatabaseTicketStorage(
    createArcaRepository(options.db),
    options.ticketKey,
  );
  const cuit = Number(options.cuit);
  const authRepository = new AuthRepository({
    cert: options.certificate,
    key: options.privateKey,
    cuit,
    production: options.production,
    handleTicket: false,
    ticketStorage,
    soapClient,
  } as ConstructorParameters<typeof AuthRepository>[0]);
  const billing = new ElectronicBillingService(
    new ElectronicBillingRepository({
      authRepository,
      cuit,
      production: options.production,
      useSoap12: true,
      soapClient,
    } as ConstructorParameters<typeof ElectronicBillingRepository>[0]),
  );

  return {
    billing,
    /**
     * A valid ticket in the database before any call: one login at a time across instances,
     * and none while a ticket is valid (WSAA refuses a second one).
     */
    async ensureTicket(): Promise<void> {
      if (await ticketStorage.get('wsfe')) return;
      await options.lock(`wsaa:${options.ticketKey}`, async () => {
        if (await ticketStorage.get('wsfe')) return;
        await authRepository.requestLogin('wsfe');
      });
    },
  };
}

export type ArcaClient = ReturnType<typeof createArcaClient>;
