import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { renderToReadableStream } from 'react-dom/server';
import { containerName, localeOf, type RemoteName } from '@store/contracts';
import { createApiClient, createI18n, registerMessages } from '@store/platform';
import { createServerPageData } from '@store/platform/server-page-data';
import { App } from '../app';
import { preloadRemoteComponent } from '../federation/load-remote-module';
import { SHELL_MESSAGES } from '../i18n/messages';
import { REGION_MESSAGES } from '../i18n/region-messages';
import { fileEntries } from './file-entries';
import type {
  ServerRenderOptions,
  ServerRenderRequest,
  ServerRenderResult,
} from './render-request';

let registered: string | null = null;

// The shell's texts, shared by every page's i18next instance (each remote adds its own as it loads).
registerMessages('shell', SHELL_MESSAGES);
registerMessages('region', REGION_MESSAGES);

/**
 * One process renders with one set of remote versions: the HTML server starts a fresh renderer
 * when the deploy manifest changes (re-registering a remote in a running instance is unreliable).
 */
function registerOnce(entries: Record<string, string>): void {
  const key = JSON.stringify(entries);
  if (registered === key) return;
  if (registered !== null) throw new Error('This renderer serves other remote versions');
  registerPlugins([fileEntries()]);
  registerRemotes(
    Object.entries(entries).map(([alias, entry]) => ({
      name: containerName(alias as RemoteName),
      alias,
      entry,
    })),
  );
  registered = key;
}

/**
 * Renders one page. Pages render at the same time: each has its own API client and i18next
 * instance (below), and nothing else of a render is process-wide
 * (e2e/tests/server-rendering-concurrency.spec.ts: 50 at once, each as it is alone).
 */
export async function renderPage(
  request: ServerRenderRequest,
  options: ServerRenderOptions = {},
): Promise<ServerRenderResult> {
  const { boot } = request;
  registerOnce(request.serverEntries);
  const locale = localeOf(boot.config.environment);
  // The page's module first: the render then finds it loaded, as the hydrating browser does.
  await preloadRemoteComponent(request.page, 1);
  const pageData = createServerPageData();
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new Error('server rendering timed out')),
    request.timeoutMs,
  );
  // This request's own client: its tenant, and its calls stop when the render is abandoned. They
  // go to the API in this process when the HTML server offers it, else over loopback HTTP.
  const apiClient = createApiClient({
    tenant: boot.tenant,
    baseUrl: request.apiBase,
    inProcess: options.inProcess,
    locale: () => locale,
    signal: controller.signal,
    uncompressed: true,
  });
  try {
    let failure: unknown = null;
    const stream = await renderToReadableStream(
      <App
        boot={boot}
        pageData={pageData}
        location={request.url}
        i18n={createI18n(locale)}
        apiClient={apiClient}
      />,
      {
        signal: controller.signal,
        onError(error) {
          failure ??= error;
        },
      },
    );
    // The data goes into the page after the markup: wait for every boundary, then send it whole.
    await stream.allReady;
    const html = await new Response(stream).text();
    if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
    return { html, data: pageData.snapshot() };
  } finally {
    clearTimeout(timer);
  }
}
