import type { BootPayload } from '@store/contracts';
import type { InProcessApi } from '@store/platform';

/** What the HTML server (api/src/site/server-render) asks the shell's server build to render. */
export interface ServerRenderRequest {
  /** The address as asked for, tenant included: `/demo-ar/products-list/all?page=2`. */
  url: string;
  boot: BootPayload;
  /**
   * Where the store API answers this process (loopback), for the pages' data when it cannot
   * answer them in process (`ServerRenderOptions.inProcess`).
   */
  apiBase: string;
  /** Remote -> `file://` URL of its live server container (`.../<version>/server/remoteEntry.js`). */
  serverEntries: Record<string, string>;
  /** The route's page: `mf-catalog/HomePage`. */
  page: string;
  /** Rendering is abandoned (and the page client-rendered) after this long. */
  timeoutMs: number;
}

export interface ServerRenderResult {
  /** The markup of `#root`. */
  html: string;
  /** The data the page was rendered with, for the browser's hydration (PageData snapshot). */
  data: Record<string, unknown>;
}

/** What the HTML server's thread lends a render besides the request (functions, not data). */
export interface ServerRenderOptions {
  /** The page's data calls answered by the API in this process, without a loopback connection. */
  inProcess?: InProcessApi;
}
