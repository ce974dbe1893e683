import type { FastifyBaseLogger } from 'fastify';
import type { Tenant } from '../modules/tenants/index.js';

export interface PageMeta {
  title: string;
  description: string | null;
  /** The path names something that does not exist (an unknown product or category): HTTP 404. */
  notFound?: boolean;
  /**
   * What the page's data calls do besides answering, done again each time the page is served
   * from the page cache, where nothing calls them (the catalogue counts a product's view).
   */
  onCachedServe?: () => void;
}

/**
 * Gives a page of the shell its own title and description (the catalogue names its product and
 * list pages). `path` is tenant-relative (`/product-detail/simple/taza-ceramica`); answer null
 * for pages that are not yours.
 */
export type PageMetaProvider = (
  tenant: Tenant,
  path: string,
  query: URLSearchParams,
) => Promise<PageMeta | null>;

export interface PageMetaRegistry {
  register(provider: PageMetaProvider): void;
  resolve(tenant: Tenant, path: string, query: URLSearchParams): Promise<PageMeta | null>;
}

export function createPageMetaRegistry(log: FastifyBaseLogger): PageMetaRegistry {
  const providers: PageMetaProvider[] = [];
  return {
    register(provider) {
      providers.push(provider);
    },
    async resolve(tenant, path, query) {
      for (const provider of providers) {
        try {
          const meta = await provider(tenant, path, query);
          if (meta) return meta;
        } catch (error) {
          // A provider that fails costs the page its own title, never the page.
          log.warn({ err: error, path }, 'page meta provider failed');
        }
      }
      return null;
    },
  };
}
