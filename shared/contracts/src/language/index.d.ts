/** `es-CL` for a Chilean tenant (environment `CL`), otherwise `es-AR`. */
export declare function languageTagOf(environment: string | null | undefined): 'es-CL' | 'es-AR';
