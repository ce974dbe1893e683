/**
 * The page's language tag for a tenant's market (environment `CL` or `AR`): the `lang` of every
 * page, which the HTML server writes and the shell keeps, and the dates written for that market.
 */
export function languageTagOf(environment: string | null | undefined): 'es-CL' | 'es-AR' {
  return environment === 'CL' ? 'es-CL' : 'es-AR';
}
