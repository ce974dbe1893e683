/** A tenant's name is the first segment of every page URL: a lowercase slug of 1 to 40 characters. */
export const TENANT_NAME_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/;

/** First path segments the site itself uses; a tenant by one of these names could never be reached. */
export const RESERVED_TENANT_NAMES: ReadonlySet<string> = new Set([
  'api',
  'shell',
  'remotes',
  'deploy',
  'assets',
  'tenant-assets',
  'health',
  'dev',
  'static',
  'favicon.ico',
  'robots.txt',
  'sitemap.xml',
]);

/** Why a name cannot be a tenant's, in Spanish, or null when it can. */
export function tenantNameProblem(name: string): string | null {
  if (!TENANT_NAME_PATTERN.test(name)) {
    return 'El nombre de la tienda debe tener entre 1 y 40 letras minúsculas, números o guiones, sin guion al principio ni al final.';
  }
  if (RESERVED_TENANT_NAMES.has(name)) return `"${name}" es un nombre reservado; elegí otro.`;
  return null;
}

export const isTenantName = (name: string): boolean => tenantNameProblem(name) === null;
