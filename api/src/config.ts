import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
const LOG_LEVELS: readonly LogLevel[] = [
  'fatal',
  'error',
  'warn',
  'info',
  'debug',
  'trace',
  'silent',
];

export type DatabaseConfig =
  { dialect: 'sqlite'; file: string } | { dialect: 'postgres'; url: string };

export interface AppConfig {
  port: number;
  host: string;
  database: DatabaseConfig;
  dataDir: string;
  /** STORE_ORIGIN_DIR, else `<dataDir>/origin` (as the deploy tool): shell, remotes, deploy manifest. */
  originDir: string;
  /** `<dataDir>/tenant-assets`: logos, favicons and other files of each tenant. */
  tenantAssetsDir: string;
  jwtSecret: string;
  /** Encrypts tenants' payment credentials at rest (TENANT_SECRETS_KEY, else secrets.json). */
  tenantSecretsKey: string;
  publicUrl: string;
  /**
   * MERCADOPAGO_API_URL, else https://api.mercadopago.com: where «Probar conexión» asks Mercado
   * Pago about a store's token (a local double in tests and on machines without internet).
   */
  mercadoPagoApiUrl: string;
  /**
   * ZIPPIN_API_URL, else null: the Zippin host an account saved on «Tienda» uses (a local double
   * in tests). Null: the country's (`https://api.zippin.com.ar`, `https://api.zippin.cl`); an
   * account from a tenant file keeps its own `baseUrl`.
   */
  zippinApiUrl: string | null;
  /**
   * PRIVATE_PICTURE_HOSTS=1: a picture of the import may be downloaded from a loopback or private
   * address (the tests' local doubles). Off: only from the public internet.
   */
  privatePictureHosts: boolean;
  logLevel: LogLevel;
  dev: boolean;
  /** The development inbox (`/dev/inbox`, reset codes included): STORE_DEV or STORE_DEV_INBOX
   * (the e2e store and the tests, which need the inbox without development's other changes). */
  devInbox: boolean;
  /** Behind a reverse proxy, client IPs (rate limits) come from X-Forwarded-For. */
  trustProxy: boolean;
  /** Catalogue pages rendered on the server (api/src/site/README.md); `STORE_SSR=off` turns it off. */
  ssr: boolean;
  /** How many catalogue pages render at once, and on how many threads (site/server-render.ts). */
  ssrLimits: ServerRenderLimits;
  /** Catalogue pages kept in memory (site/page-cache.ts); `STORE_PAGE_CACHE=off` or STORE_DEV turn it off. */
  pageCache: boolean;
  /** REDIS_URL: rate limits shared by every instance; null keeps them in this process. */
  redis: RedisConfig | null;
  /** Per client address every 15 minutes, over every e-mail (auth/account-rate-limit.ts). */
  accountAddressLimits: AccountAddressLimits;
  /**
   * STORE_SESSION_ADDRESS_LIMIT: when set, every per-minute limit per client address of the
   * session routes (guest token, login, token refresh, staff login) is this number instead.
   */
  sessionAddressLimit: number | null;
  /** Uploads and print files: on the local disk (default) or in an S3-compatible bucket. */
  files: FilesConfig;
  /** The threads that draw print files and embroidery previews (designs/render-pool.ts). */
  render: RenderConfig;
}

export interface RenderConfig {
  /** STORE_RENDER_THREADS: drawings at once (default: one core left to the event loop). */
  threads: number;
  /** STORE_RENDER_QUEUE: drawings waiting beyond those; past them, 503 at once. */
  queue: number;
  /** STORE_RENDER_TIMEOUT_MS: a drawing given up (503) this long after it was asked for. */
  timeoutMs: number;
}

export interface AccountAddressLimits {
  registrations: number;
  /** Activation and reset mail, and reset codes. */
  accountMail: number;
  /** Activation links followed (ValidateCodeAuth). */
  activations: number;
}

export interface S3FilesConfig {
  kind: 's3';
  bucket: string;
  /** S3_ENDPOINT: an S3-compatible server (MinIO, Ceph, R2...); empty for AWS itself. */
  endpoint: string | null;
  region: string;
  prefix: string;
  /** S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY; empty: the AWS SDK's usual credential chain. */
  accessKeyId: string | null;
  secretAccessKey: string | null;
  forcePathStyle: boolean;
}

export type FilesConfig = { kind: 'local' } | S3FilesConfig;

export interface RedisConfig {
  url: string;
  /** REDIS_KEY_PREFIX (default `store:`): instances of one store share it, other stores do not. */
  keyPrefix: string;
}

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    problem: string,
  ) {
    super(`Invalid environment variable ${variable}: ${problem}`);
    this.name = 'ConfigError';
  }
}

/** Both `api/src/config.ts` and `api/dist/config.js` sit two levels below the repository root. */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

type Env = Record<string, string | undefined>;

function readPort(env: Env): number {
  const raw = env.PORT?.trim();
  if (!raw) return 8080;
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port < 1 || port > 65535) {
    throw new ConfigError('PORT', `"${raw}" is not a port number between 1 and 65535`);
  }
  return port;
}

function readFlag(env: Env, name: string): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw) return false;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new ConfigError(name, `"${env[name]}" is not one of 1, true, 0, false`);
}

function readDatabase(env: Env, dataDir: string): DatabaseConfig {
  const raw = env.DATABASE_URL?.trim();
  if (!raw) return { dialect: 'sqlite', file: join(dataDir, 'store.db') };
  if (/^postgres(ql)?:\/\//.test(raw)) {
    try {
      new URL(raw);
    } catch {
      throw new ConfigError('DATABASE_URL', 'is not a valid postgres:// address');
    }
    return { dialect: 'postgres', url: raw };
  }
  if (raw.startsWith('sqlite:')) {
    const file = raw.slice('sqlite:'.length).replace(/^\/\//, '');
    if (!file)
      throw new ConfigError(
        'DATABASE_URL',
        'sqlite: needs a file path, e.g. sqlite:/var/lib/store/store.db',
      );
    return { dialect: 'sqlite', file: resolve(REPO_ROOT, file) };
  }
  throw new ConfigError('DATABASE_URL', 'must start with postgres://, postgresql:// or sqlite:');
}

/** An http(s) address from the environment, as its origin; null when unset. */
function readHttpUrl(env: Env, name: string): string | null {
  const raw = env[name]?.trim();
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(name, `"${raw}" is not an absolute URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(name, 'must be an http:// or https:// address');
  }
  return url.origin;
}

function readPublicUrl(env: Env, port: number): string {
  return readHttpUrl(env, 'PUBLIC_URL') ?? `http://localhost:${port}`;
}

function readLogLevel(env: Env): LogLevel {
  const raw = env.LOG_LEVEL?.trim().toLowerCase();
  if (!raw) return 'info';
  const level = LOG_LEVELS.find((candidate) => candidate === raw);
  if (!level) throw new ConfigError('LOG_LEVEL', `"${raw}" is not one of ${LOG_LEVELS.join(', ')}`);
  return level;
}

/**
 * A missing secret is generated once and kept beside the data (`secrets.json`, one key per
 * secret), so tokens and encrypted settings survive restarts.
 */
function readSecret(env: Env, dataDir: string, variable: string, key: string): string {
  const raw = env[variable];
  if (raw !== undefined && raw !== '') {
    if (raw.length < 32) throw new ConfigError(variable, 'must be at least 32 characters long');
    return raw;
  }
  const file = join(dataDir, 'secrets.json');
  let stored: Record<string, unknown> = {};
  try {
    stored = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    const value = stored[key];
    if (typeof value === 'string' && value.length >= 32) return value;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      throw new ConfigError(
        variable,
        `is not set and ${file} cannot be read (${(error as Error).message})`,
      );
    }
  }
  const secret = randomBytes(48).toString('base64url');
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, `${JSON.stringify({ ...stored, [key]: secret }, null, 2)}\n`, {
    mode: 0o600,
    flag: 'w',
  });
  return secret;
}

function readRedis(env: Env): RedisConfig | null {
  const raw = env.REDIS_URL?.trim();
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError('REDIS_URL', `"${raw}" is not a redis:// address`);
  }
  if (url.protocol !== 'redis:' && url.protocol !== 'rediss:')
    throw new ConfigError('REDIS_URL', 'must start with redis:// or rediss://');
  const keyPrefix = env.REDIS_KEY_PREFIX?.trim() || 'store:';
  if (!/^[\w:.-]{1,64}$/.test(keyPrefix))
    throw new ConfigError(
      'REDIS_KEY_PREFIX',
      'letters, digits, ":", ".", "-" and "_" only (64 at most)',
    );
  return { url: raw, keyPrefix };
}

function readFiles(env: Env): FilesConfig {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) return { kind: 'local' };
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket))
    throw new ConfigError('S3_BUCKET', `"${bucket}" is not a valid bucket name`);
  const endpoint = env.S3_ENDPOINT?.trim() || null;
  if (endpoint && !/^https?:\/\/[^\s]+$/.test(endpoint))
    throw new ConfigError('S3_ENDPOINT', 'must be an http:// or https:// address');
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim() || null;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim() || null;
  if (!accessKeyId !== !secretAccessKey)
    throw new ConfigError(
      accessKeyId ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID',
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
    );
  return {
    kind: 's3',
    bucket,
    endpoint,
    region: env.S3_REGION?.trim() || 'us-east-1',
    prefix: env.S3_PREFIX?.trim() ?? '',
    accessKeyId,
    secretAccessKey,
    // Most S3-compatible servers want path-style addresses; AWS itself takes either.
    forcePathStyle: env.S3_FORCE_PATH_STYLE ? readFlag(env, 'S3_FORCE_PATH_STYLE') : !!endpoint,
  };
}

/** How many catalogue pages a process renders at once, and on how many threads. */
export interface ServerRenderLimits {
  /** STORE_SSR_RENDERS: pages rendering at once (6); the others wait their turn in order. */
  renders: number;
  /** STORE_SSR_THREADS: the worker threads they render on (2, or 1 on a one-core machine). */
  threads: number;
  /**
   * STORE_SSR_TIMEOUT_MS: a page's render time, its wait for a turn included (3000); past it
   * the page is sent client-rendered.
   */
  timeoutMs: number;
}

/** A whole number above 0 from `variable`, or `fallback` when it is unset. */
function readWholeNumber(env: Env, variable: string, fallback: number): number {
  const raw = env[variable]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1)
    throw new ConfigError(variable, `"${raw}" is not a whole number above 0`);
  return value;
}

/**
 * An office behind one address has many buyers: 10 registrations, 50 account mails and 20
 * activations per address every 15 minutes. STORE_ACCOUNT_ADDRESS_LIMIT raises all three to one
 * number: the browser journeys register and activate every buyer from 127.0.0.1, faster than any
 * office.
 */
function readAccountAddressLimits(env: Env): AccountAddressLimits {
  if (!env.STORE_ACCOUNT_ADDRESS_LIMIT?.trim())
    return { registrations: 10, accountMail: 50, activations: 20 };
  const limit = readWholeNumber(env, 'STORE_ACCOUNT_ADDRESS_LIMIT', 0);
  return { registrations: limit, accountMail: limit, activations: limit };
}

/**
 * The session routes count per client address and minute (30 guest tokens, 30 logins, 60
 * refreshes...). The browser journeys open every buyer's and staff member's first page from
 * 127.0.0.1, more new visitors a minute than an office has: STORE_SESSION_ADDRESS_LIMIT raises
 * each of those limits to one number.
 */
function readSessionAddressLimit(env: Env): number | null {
  if (!env.STORE_SESSION_ADDRESS_LIMIT?.trim()) return null;
  return readWholeNumber(env, 'STORE_SESSION_ADDRESS_LIMIT', 0);
}

/**
 * On 2 cores one thread draws and the other answers requests; a preview at the design limits
 * takes under a second, so 8 waiting is a few seconds' wait at most, and 30 s is far past any.
 */
function readRender(env: Env): RenderConfig {
  const threads = readWholeNumber(
    env,
    'STORE_RENDER_THREADS',
    Math.max(1, availableParallelism() - 1),
  );
  return {
    threads,
    queue: readWholeNumber(env, 'STORE_RENDER_QUEUE', 8 * threads),
    timeoutMs: readWholeNumber(env, 'STORE_RENDER_TIMEOUT_MS', 30_000),
  };
}

/** Reads and validates the environment; throws a ConfigError naming the variable at fault. */
export function loadConfig(env: Env = process.env): AppConfig {
  const port = readPort(env);
  const dataDirRaw = env.STORE_DATA_DIR?.trim();
  const dataDir = dataDirRaw
    ? isAbsolute(dataDirRaw)
      ? dataDirRaw
      : resolve(dataDirRaw)
    : join(REPO_ROOT, '.store');
  const host = env.HOST?.trim() || '0.0.0.0';
  return {
    port,
    host,
    database: readDatabase(env, dataDir),
    dataDir,
    originDir: env.STORE_ORIGIN_DIR?.trim()
      ? resolve(env.STORE_ORIGIN_DIR.trim())
      : join(dataDir, 'origin'),
    tenantAssetsDir: join(dataDir, 'tenant-assets'),
    jwtSecret: readSecret(env, dataDir, 'JWT_SECRET', 'jwtSecret'),
    tenantSecretsKey: readSecret(env, dataDir, 'TENANT_SECRETS_KEY', 'tenantSecretsKey'),
    publicUrl: readPublicUrl(env, port),
    mercadoPagoApiUrl: readHttpUrl(env, 'MERCADOPAGO_API_URL') ?? 'https://api.mercadopago.com',
    zippinApiUrl: readHttpUrl(env, 'ZIPPIN_API_URL'),
    logLevel: readLogLevel(env),
    dev: readFlag(env, 'STORE_DEV'),
    devInbox: readFlag(env, 'STORE_DEV') || readFlag(env, 'STORE_DEV_INBOX'),
    trustProxy: readFlag(env, 'TRUST_PROXY'),
    privatePictureHosts: readFlag(env, 'PRIVATE_PICTURE_HOSTS'),
    ssr: env.STORE_SSR?.trim().toLowerCase() !== 'off',
    ssrLimits: {
      renders: readWholeNumber(env, 'STORE_SSR_RENDERS', 6),
      threads: readWholeNumber(env, 'STORE_SSR_THREADS', Math.min(2, availableParallelism())),
      timeoutMs: readWholeNumber(env, 'STORE_SSR_TIMEOUT_MS', 3000),
    },
    pageCache: !readFlag(env, 'STORE_DEV') && env.STORE_PAGE_CACHE?.trim().toLowerCase() !== 'off',
    redis: readRedis(env),
    accountAddressLimits: readAccountAddressLimits(env),
    sessionAddressLimit: readSessionAddressLimit(env),
    files: readFiles(env),
    render: readRender(env),
  };
}
