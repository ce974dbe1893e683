import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createArcaDouble, type ArcaDoubleControl } from './arca-double.js';
import { openDoubleStore } from './double-store.js';
import { createDteDouble } from './dte-double.js';

/**
 * The local doubles of ARCA (WSAA, WSFEv1) and of the DTE provider (OpenFactura's emission), on
 * one loopback HTTP server. The store starts one in its own process unless INVOICE_DOUBLES_URL
 * names one already running (several instances, `npm run invoice-doubles`).
 *
 * - `POST /arca/<ARCA's host>/ws/services/LoginCms`: WSAA (SOAP 1.1)
 * - `POST /arca/<ARCA's host>/wsfev1/service.asmx`: WSFEv1 (SOAP 1.2 or 1.1)
 * - `POST /openfactura/v2/dte/document`: OpenFactura's emission (JSON)
 */

export interface InvoiceDoublesControl extends ArcaDoubleControl {
  /** Every call answers 503, as a tax service that is down. */
  down: boolean;
}

export interface InvoiceDoubles {
  url: string;
  control: InvoiceDoublesControl;
  close(): Promise<void>;
}

function read(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > 2_000_000) request.destroy(new Error('too large'));
      else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

export async function startInvoiceDoubles(options: {
  stateFile: string;
  port?: number;
  host?: string;
}): Promise<InvoiceDoubles> {
  const store = openDoubleStore(options.stateFile);
  const control: InvoiceDoublesControl = { down: false, logins: 0, dropAnswers: 0 };
  const arca = createArcaDouble(store, control);
  const dte = createDteDouble(store);

  const server = createServer((request, response) => {
    void (async () => {
      const text = await read(request);
      const path = (request.url ?? '').split('?')[0]!;
      if (control.down) {
        response
          .writeHead(503, { 'content-type': 'text/html' })
          .end('<h1>Service Unavailable</h1>');
        return;
      }
      if (request.method === 'POST' && path.startsWith('/openfactura/')) {
        let body: Record<string, unknown> = {};
        try {
          body = JSON.parse(text) as Record<string, unknown>;
        } catch {
          /* an empty body is refused below */
        }
        const header = (name: string) => {
          const value = request.headers[name];
          return typeof value === 'string' ? value : undefined;
        };
        const reply = path.endsWith('/v2/dte/document')
          ? dte.emit(header('apikey'), header('idempotency-key'), body)
          : { status: 404, body: { error: { message: 'Not found', code: 'OF-404', details: [] } } };
        if (reply === 'drop') return void request.socket.destroy();
        response
          .writeHead(reply.status, { 'content-type': 'application/json' })
          .end(JSON.stringify(reply.body));
        return;
      }
      if (request.method === 'POST' && path.startsWith('/arca/')) {
        const soap12 = String(request.headers['content-type'] ?? '').includes('soap+xml');
        const reply = path.endsWith('/LoginCms') ? arca.wsaa(text) : arca.wsfe(text);
        if (reply === 'drop') return void request.socket.destroy();
        response
          .writeHead(reply.status, {
            'content-type': soap12
              ? 'application/soap+xml; charset=utf-8'
              : 'text/xml; charset=utf-8',
          })
          .end(reply.body);
        return;
      }
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    })().catch(() => {
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain' });
      response.end('double failed');
    });
  });
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    control,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      store.close();
    },
  };
}
