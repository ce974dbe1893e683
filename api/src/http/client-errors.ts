import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyInstance } from 'fastify';
import { failure } from './envelope.js';
import { MESSAGES } from './errors.js';

export const CLIENT_ERROR_MESSAGES = {
  headersTooLarge: 'Los encabezados de la solicitud son demasiado grandes.',
  timeout: 'La solicitud tardó demasiado en llegar; se puede volver a intentar.',
} as const;

/** Node's parser codes -> what the caller reads. Anything else it refuses is a plain 400. */
const ANSWERS: Record<string, { status: number; message: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, message: CLIENT_ERROR_MESSAGES.headersTooLarge },
  HPE_INVALID_METHOD: { status: 405, message: MESSAGES.methodNotAllowed },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: CLIENT_ERROR_MESSAGES.timeout },
};

/**
 * Requests Node's HTTP parser refuses (an unknown method, headers over 16 KB, a garbled request
 * line) never reach Fastify's routes or error handler; Fastify's default answer is English JSON
 * outside the envelope. This answers them in the envelope, in Spanish, like every other refusal.
 */
export function clientErrorHandler(this: unknown, error: ConnectionError, socket: Socket): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, message } = ANSWERS[error.code ?? ''] ?? {
    status: 400,
    message: MESSAGES.badRequest,
  };
  // Fastify calls it bound to the instance.
  (this as FastifyInstance).log.debug({ err: error, status }, 'request refused by the HTTP parser');
  const body = JSON.stringify(failure(status, message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Bad Request'}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        `Cache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
