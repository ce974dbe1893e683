import { createHash } from 'node:crypto';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { RedisConfig } from '../config.js';
import { KeptAnswer } from '../http/compression.js';
import { createFanout } from '../lib/fanout.js';

/**
 * Catalogue pages are the same for every buyer (README: "Page cache"): a CDN or proxy may keep
 * them a minute and serve them stale for ten more while it asks again; the browser always asks
 * (and gets a 304 when nothing changed).
 */
export const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
/** How long this process keeps a page at most: what no revision tracks (trending) moves within it. */
export const PAGE_CACHE_TTL_MS = 60_000;
const PAGE_CACHE_MAX_PAGES = 2_000;
const PAGE_CACHE_MAX_BYTES = 64 * 1024 * 1024;
/** Says whether a page came from this process's cache (`hit`) or was made for this request. */
export const CACHE_STATE_HEADER = 'x-store-cache';
/** The pages vary on the page-view cookies (the key) and on the encoding. */
export const PAGE_VARY = 'Cookie, Accept-Encoding';

/**
 * Parameters that ads and newsletters add to a link to count visits (Google, Meta, Microsoft,
 * Mailchimp...): they change nothing on the page, and kept in the address they would make each
 * campaign's visitors a page of their own, rendered again and kept again.
 */
const TRACKING_PARAMETER =
  /^(utm_\w+|gclid|gbraid|wbraid|dclid|fbclid|msclkid|yclid|_gl|mc_cid|mc_eid)$/i;

/**
 * The address without its tracking parameters, the rest of the query as it came (its order and
 * encoding): the page is rendered and kept for that address.
 */
export function withoutTrackingParameters(url: string): string {
  const at = url.indexOf('?');
  if (at === -1) return url;
  const kept = url
    .slice(at + 1)
    .split('&')
    .filter((part) => {
      const name = part.split('=', 1)[0] ?? '';
      try {
        return !TRACKING_PARAMETER.test(decodeURIComponent(name));
      } catch {
        return true;
      }
    });
  return kept.length > 0 ? `${url.slice(0, at)}?${kept.join('&')}` : url.slice(0, at);
}

const etagOf = (bytes: string | Buffer) =>
  `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 32)}"`;

/** If-None-Match names this tag (weak comparison, as RFC 9110 says for it), or `*`. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

/**
 * One catalogue page as rendered, with the headers of its own (its Content-Security-Policy), its
 * bytes per encoding and the ETag of each.
 */
export class CachedPage {
  private readonly answer: KeptAnswer;
  private readonly etags = new Map<string, string>();

  constructor(
    html: string,
    private readonly headers: Readonly<Record<string, string>>,
    /** What serving it from the cache must still do (the catalogue counts a product's view). */
    readonly onHit?: () => void,
  ) {
    this.answer = new KeptAnswer(html, 'page');
  }

  get size(): number {
    return this.answer.size;
  }

  /** Sends it (200, or 304 when the browser or proxy holds these bytes already). */
  send(reply: FastifyReply, state: 'hit' | 'miss'): FastifyReply {
    const representation = this.answer.representation(reply.request);
    const encoding = representation.encoding ?? 'identity';
    let etag = this.etags.get(encoding);
    if (etag === undefined) {
      etag = etagOf(representation.bytes);
      this.etags.set(encoding, etag);
    }
    for (const [name, value] of Object.entries(this.headers)) reply.header(name, value);
    reply
      .header('cache-control', PAGE_CACHE_CONTROL)
      .header('vary', PAGE_VARY)
      .header('etag', etag)
      .header(CACHE_STATE_HEADER, state);
    if (matches(reply.request.headers['if-none-match'], etag)) return reply.code(304).send();
    return this.answer.send(reply.code(200), representation);
  }
}

/** What a page was made from; when one of them moves, every kept page is dropped. */
export type Generations = Record<string, string>;

/**
 * The catalogue pages this process keeps: a bounded LRU keyed by tenant, locale, the page-view
 * cookies, the address and the generations (tenant and catalogue revisions, deploy manifest,
 * shell build) the page was made from. With REDIS_URL, an instance that sees a generation move
 * tells the others on a channel, and each drops its pages at once.
 */
export function createPageCache(options: {
  enabled: boolean;
  redis: RedisConfig | null;
  log: FastifyBaseLogger;
}) {
  const { enabled, log } = options;
  const pages = new LRUCache<string, CachedPage>({
    max: PAGE_CACHE_MAX_PAGES,
    maxSize: PAGE_CACHE_MAX_BYTES,
    sizeCalculation: (page) => Math.max(1, page.size),
    ttl: PAGE_CACHE_TTL_MS,
  });
  const seen = new Map<string, string>();
  // The generations that moved, heard by this instance and, with Redis, by every other one.
  const drops = enabled
    ? createFanout<Generations>({ name: 'page-cache', redis: options.redis, log })
    : null;
  drops?.subscribe((moved) => {
    // Known from now on: this instance's next page does not count them as moved again.
    for (const [name, value] of Object.entries(moved ?? {}))
      if (typeof value === 'string') seen.set(name, value);
    pages.clear();
  });

  return {
    enabled,

    /**
     * Notes the generations a request read; when one moved since the last request, drops every
     * page here and, with Redis, on every instance.
     */
    observe(generations: Generations): void {
      const moved: Generations = {};
      for (const [name, value] of Object.entries(generations)) {
        const before = seen.get(name);
        if (before === value) continue;
        seen.set(name, value);
        if (before !== undefined) moved[name] = value;
      }
      if (Object.keys(moved).length > 0) drops?.publish(moved);
    },

    get: (key: string) => (enabled ? pages.get(key) : undefined),
    set(key: string, page: CachedPage): void {
      if (enabled) pages.set(key, page);
    },
    /** Pages kept now. */
    get size(): number {
      return pages.size;
    },

    async close(): Promise<void> {
      pages.clear();
      await drops?.close();
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
