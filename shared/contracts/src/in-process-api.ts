/**
 * A server render's data call handed to the API of the same process instead of sent over HTTP
 * (the shell's render client, `inProcess` of @store/platform's `createApiClient`; answered by the
 * HTML server with Fastify's `inject`, api/src/site/in-process-api.ts).
 */
export interface InProcessCall {
  method: string;
  /** Path and query: `/api/services/app/Catalog/GetProducts?page=2`. */
  url: string;
  headers: Record<string, string>;
  /** JSON, for a write. */
  body?: string;
}

export interface InProcessAnswer {
  status: number;
  statusText: string;
  /** Names in lower case, several values of one name joined by `, `. */
  headers: Record<string, string>;
  body: string;
}

export type InProcessApi = (call: InProcessCall) => Promise<InProcessAnswer>;
