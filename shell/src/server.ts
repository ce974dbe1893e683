import type {
  ServerRenderOptions,
  ServerRenderRequest,
  ServerRenderResult,
} from './server/render-request';

export type {
  ServerRenderOptions,
  ServerRenderRequest,
  ServerRenderResult,
} from './server/render-request';

/**
 * The shell's server build (`webpack --env server`): what the HTML server calls to render a page.
 * The async boundary lets the federation share scope start before React loads, as in index.ts.
 */
export async function render(
  request: ServerRenderRequest,
  options: ServerRenderOptions = {},
): Promise<ServerRenderResult> {
  const { renderPage } = await import('./server/render-page');
  return renderPage(request, options);
}
