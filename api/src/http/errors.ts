import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { toChilean } from './chilean-spanish.js';
import { failure } from './envelope.js';
import { simplePage } from './html.js';
import { describeValidation } from './validation-messages.js';

export const MESSAGES = {
  badRequest: 'Los datos enviados no son válidos.',
  invalidJson: 'Los datos enviados no tienen un formato válido.',
  unauthorized: 'Tu sesión expiró. Ingresá de nuevo.',
  forbidden: 'No tenés permiso para hacer esto.',
  notFound: 'No encontramos lo que buscabas.',
  methodNotAllowed: 'Esta operación no está permitida.',
  conflict: 'Estos datos cambiaron mientras tanto. Actualizá la página e intentá de nuevo.',
  tooLarge: 'Los datos enviados son demasiado grandes.',
  unsupportedMedia: 'El formato de los datos enviados no está admitido.',
  unprocessable: 'No pudimos completar la operación.',
  tooManyRequests: 'Hiciste demasiados intentos. Esperá un momento y volvé a intentar.',
  unexpected: 'Ocurrió un error inesperado. Intentá de nuevo en unos minutos.',
  unavailable: 'El servicio no está disponible en este momento. Intentá de nuevo en unos minutos.',
  uriTooLong: 'La dirección pedida es demasiado larga.',
  storageRefused:
    'No pudimos guardar los cambios: la tienda no puede registrar datos en este momento. No se modificó nada; intentá de nuevo en unos minutos.',
} as const;

/** Seconds a client is told to wait when the database or the disk refuses writes. */
export const STORAGE_RETRY_AFTER_SECONDS = 30;

/**
 * The database or the disk refusing to write: full (SQLITE_FULL, PostgreSQL 53100, ENOSPC),
 * read-only (SQLITE_READONLY, PostgreSQL 25006, EROFS), locked or out of reach for too long. The
 * write's transaction was rolled back, so the buyer is told that nothing changed and to try again
 * (503), instead of the generic 500.
 */
export function refusedByStorage(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 4; depth++) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (/^SQLITE_(FULL|READONLY|BUSY|LOCKED|IOERR|CANTOPEN)/.test(code)) return true;
      if (['ENOSPC', 'EROFS', 'EDQUOT', 'ECONNREFUSED'].includes(code)) return true;
      // PostgreSQL SQLSTATEs: read-only transaction, insufficient resources (53), connection (08),
      // the server shutting down or starting (57P01-57P03).
      if (code === '25006' || /^(53|08)/.test(code) || /^57P0[1-3]$/.test(code)) return true;
    }
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

const STATUS_MESSAGES: Record<number, string> = {
  400: MESSAGES.badRequest,
  401: MESSAGES.unauthorized,
  403: MESSAGES.forbidden,
  404: MESSAGES.notFound,
  405: MESSAGES.methodNotAllowed,
  409: MESSAGES.conflict,
  412: MESSAGES.conflict,
  413: MESSAGES.tooLarge,
  414: MESSAGES.uriTooLong,
  415: MESSAGES.unsupportedMedia,
  422: MESSAGES.unprocessable,
  429: MESSAGES.tooManyRequests,
  503: MESSAGES.unavailable,
};

/**
 * The one error type of the API: an HTTP status, a Spanish message the user may read, a numeric
 * code (the status unless a finer one is given) and the input field it is about.
 */
export class AppError extends Error {
  readonly statusCode: number;
  readonly code: number;
  readonly field: string | undefined;
  readonly details: string | null;

  constructor(
    status: number,
    message?: string,
    options: { code?: number; field?: string; details?: string; cause?: unknown } = {},
  ) {
    super(message ?? STATUS_MESSAGES[status] ?? MESSAGES.unexpected, { cause: options.cause });
    this.name = 'AppError';
    this.statusCode = status;
    this.code = options.code ?? status;
    this.field = options.field;
    this.details = options.details ?? null;
  }

  static badRequest = (message: string, field?: string) =>
    new AppError(400, message, field ? { field } : {});
  static unauthorized = (message: string = MESSAGES.unauthorized) => new AppError(401, message);
  static forbidden = (message: string = MESSAGES.forbidden) => new AppError(403, message);
  static notFound = (message: string = MESSAGES.notFound) => new AppError(404, message);
  static conflict = (message: string = MESSAGES.conflict) => new AppError(409, message);
  /** A business rule refused the operation; the message is shown to the user as is. */
  static unprocessable = (message: string, field?: string) =>
    new AppError(422, message, field ? { field } : {});
}

interface Answer {
  status: number;
  message: string;
  code?: number;
  field?: string | undefined;
  details?: string | null;
}

const FASTIFY_CODES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: MESSAGES.invalidJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: MESSAGES.invalidJson,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: MESSAGES.badRequest,
};

function answerFor(error: FastifyError | AppError): Answer {
  if (error instanceof AppError) {
    return {
      status: error.statusCode,
      message: error.message,
      code: error.code,
      field: error.field,
      details: error.details,
    };
  }
  if (error.validation) {
    const problem = describeValidation(error.validation);
    return {
      status: 400,
      message: problem.message,
      field: problem.field,
      details: error.validationContext ?? null,
    };
  }
  if (refusedByStorage(error)) return { status: 503, message: MESSAGES.storageRefused };
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return {
      status,
      message: FASTIFY_CODES[error.code] ?? STATUS_MESSAGES[status] ?? MESSAGES.badRequest,
    };
  }
  if (status === 503) return { status, message: MESSAGES.unavailable };
  return { status: 500, message: MESSAGES.unexpected };
}

export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/** Asset prefixes answer a plain 404, never a page: a missing chunk must fail loudly. */
const ASSET_PREFIXES = ['/shell/', '/remotes/', '/deploy/', '/tenant-assets/'];

export function isAssetPath(url: string): boolean {
  return ASSET_PREFIXES.some((prefix) => url.startsWith(prefix));
}

export function sendFailure(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: Answer,
): FastifyReply {
  reply.code(answer.status);
  if (isApiPath(request.url)) {
    // Chilean buyers read Chilean Spanish (chilean-spanish.ts); the tenant is known by now.
    const chilean = request.tenant?.environment === 'CL';
    const message = chilean ? toChilean(answer.message) : answer.message;
    return reply.type('application/json; charset=utf-8').send(
      failure(answer.status, message, {
        ...(answer.code !== undefined ? { code: answer.code } : {}),
        ...(answer.field ? { field: answer.field } : {}),
        details: answer.details ?? null,
      }),
    );
  }
  reply.header('cache-control', 'no-store');
  if (isAssetPath(request.url)) return reply.type('text/plain; charset=utf-8').send(answer.message);
  return reply
    .type('text/html; charset=utf-8')
    .send(
      simplePage(
        answer.status === 404 ? 'No encontramos esta página' : 'Algo salió mal',
        answer.message,
      ),
    );
}

/**
 * Fastify's `frameworkErrors`: what its router refuses before any route or hook (a path
 * parameter over `maxParamLength`, 414; a malformed percent-encoding, 400). Without it Fastify
 * answers English JSON outside the envelope.
 */
export function frameworkErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const status = error.statusCode === 414 ? 414 : 400;
  return sendFailure(request, reply, { status, message: STATUS_MESSAGES[status]! });
}

/**
 * The envelope conventions of /api: one error handler (Spanish messages, the field for
 * validation errors, no internals on 5xx), one not-found handler, and answers no cache keeps.
 */
export function registerEnvelopeAndErrors(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (isApiPath(request.url)) reply.header('cache-control', 'no-store');
    done();
  });

  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const answer = answerFor(error);
    // A refusal that knows when to try again says so (the account lock of auth, for one).
    const retryAfter = (error as { retryAfterSeconds?: unknown }).retryAfterSeconds;
    if ((answer.status === 429 || answer.status === 503) && typeof retryAfter === 'number')
      void reply.header('retry-after', retryAfter);
    if (answer.message === MESSAGES.storageRefused)
      void reply.header('retry-after', STORAGE_RETRY_AFTER_SECONDS);
    if (answer.status >= 500) {
      request.log.error({ err: error }, 'request failed');
    } else if (answer.status !== 404) {
      request.log.info(
        { status: answer.status, code: (error as FastifyError).code, message: error.message },
        'request refused',
      );
    }
    return sendFailure(request, reply, answer);
  });

  app.setNotFoundHandler((request, reply) =>
    sendFailure(request, reply, { status: 404, message: MESSAGES.notFound }),
  );
}
