import type { FastifyBaseLogger } from 'fastify';
import type { Tenant } from '../modules/tenants/index.js';

/** One page of a tenant's store, tenant-relative (`/products-list/tazas`). */
export interface SitemapEntry {
  path: string;
  /** ISO-8601, when the page's content last changed. */
  lastModified: string | null;
}

/**
 * Lists the pages of a tenant's store for search engines. Each module registers the pages it
 * owns (the catalogue its lists and products); a provider that fails costs only its own pages.
 */
export type SitemapProvider = (tenant: Tenant) => Promise<SitemapEntry[]>;

export interface SitemapRegistry {
  register(provider: SitemapProvider): void;
  entries(tenant: Tenant): Promise<SitemapEntry[]>;
}

export function createSitemapRegistry(log: FastifyBaseLogger): SitemapRegistry {
  const providers: SitemapProvider[] = [];
  return {
    register(provider) {
      providers.push(provider);
    },
    async entries(tenant) {
      const lists = await Promise.all(
        providers.map((provider) =>
          provider(tenant).catch((error: unknown) => {
            log.warn({ err: error, tenant: tenant.name }, 'sitemap provider failed');
            return [];
          }),
        ),
      );
      return lists.flat();
    },
  };
}
