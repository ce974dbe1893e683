import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from './config.js';
import { createDb, type Database } from './db/database.js';
import { registerAuth } from './http/auth.js';
import { requestLogSerializer } from './http/log-redaction.js';
import { clientErrorHandler } from './http/client-errors.js';
import { registerCompression } from './http/compression.js';
import {
  AppError,
  frameworkErrorHandler,
  MESSAGES,
  registerEnvelopeAndErrors,
} from './http/errors.js';
import { lazySerializerFactory, requestDataValidatorFactory } from './http/request-data.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { registerOpenApi } from './http/openapi.js';
import { registerTenantResolution } from './http/tenant.js';
import type { FileStores } from './lib/file-store.js';
import { createFileStores } from './lib/file-stores.js';
import { createRedis } from './lib/redis.js';
import { STORE_MODULES } from './modules/index.js';
import { createPageMetaRegistry, type PageMetaRegistry } from './site/page-meta.js';
import { sitePlugin } from './site/site.routes.js';
import { createSitemapRegistry, type SitemapRegistry } from './site/sitemap.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Kysely<Database>;
    /** Lets modules give shell pages their own title and description (site/page-meta.ts). */
    pageMeta: PageMetaRegistry;
    /** Lets modules list their pages in the tenant's sitemap (site/sitemap.ts). */
    sitemap: SitemapRegistry;
    /** Uploads and print files (lib/file-store.ts): local disk or an S3-compatible bucket. */
    files: FileStores;
  }
}

export interface BuildAppOptions {
  config: AppConfig;
  /** A database the caller owns (tests); otherwise one is opened from the config and closed with the app. */
  db?: Kysely<Database>;
}

export const REQUEST_TIMEOUT_MS = 30_000;
export const BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * The whole server: external plugins, the database, the envelope and error handler, tenant
 * resolution, auth, every module of modules/index.ts, then the site.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: { level: config.logLevel, serializers: { req: requestLogSerializer } },
    requestTimeout: REQUEST_TIMEOUT_MS,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    clientErrorHandler,
    frameworkErrors: frameworkErrorHandler,
    // Extra properties are refused (400) rather than silently dropped.
    ajv: { customOptions: { removeAdditional: false } },
    // Numbers that are not finite and data nested too deep are refused on every route; each
    // route's validators and serializers are compiled at its first request (request-data.ts).
    schemaController: {
      compilersFactory: {
        buildValidator: requestDataValidatorFactory(),
        buildSerializer: lazySerializerFactory(),
      },
    },
  });

  registerSecurityHeaders(app);
  await app.register(cookie);
  await registerCompression(app);
  // With REDIS_URL every instance counts in Redis; without it, in this process's memory.
  const redis = config.redis && createRedis(config.redis, app.log);
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => 'gone')));
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new AppError(429, MESSAGES.tooManyRequests),
    ...(redis && config.redis
      ? { redis, nameSpace: `${config.redis.keyPrefix}rate-limit:`, skipOnError: true }
      : {}),
  });

  const db = options.db ?? createDb(config.database);
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('files', createFileStores(config.files, config.dataDir));
  if (!options.db) app.addHook('onClose', async () => db.destroy());

  // Registries modules fill while they register, read by the site.
  app.decorate('pageMeta', createPageMetaRegistry(app.log));
  app.decorate('sitemap', createSitemapRegistry(app.log));

  registerEnvelopeAndErrors(app);
  await registerOpenApi(app);
  registerTenantResolution(app);
  registerAuth(app);

  for (const module of STORE_MODULES) await app.register(module.routes);
  await app.register(sitePlugin);
  return app;
}
