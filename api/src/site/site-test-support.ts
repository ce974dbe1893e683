import assert from 'node:assert/strict';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { BootPayload, DeployManifest } from './site.schemas.js';

/** A shell build's index with the markers the HTML server fills (the rendered root too). */
export const SHELL_INDEX = `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<!--store:head-->
<script defer src="/shell/main.js"></script>
</head>
<body>
<div id="root"><!--store:root--><!--/store:root--></div>
<!--store:boot-->
</body>
</html>
`;

/** Writes a file of the origin folder, making its folders. */
export async function put(root: string, file: string, content: string | Buffer): Promise<void> {
  await mkdir(dirname(join(root, file)), { recursive: true });
  await writeFile(join(root, file), content);
}

/** The boot payload a page carries. */
export function bootOf(html: string): BootPayload {
  const match = /<script id="store-boot" type="application\/json">([^]*?)<\/script>/.exec(html);
  assert.ok(match?.[1], 'the page has the boot script');
  return JSON.parse(match[1]) as BootPayload;
}

/** The routes of mf-catalog's home and simple product detail, as the shell's routes.json has them. */
const CATALOG_ROUTES = [
  { pattern: '/', remote: 'mf-catalog', module: './HomePage' },
  {
    pattern: '/product-detail/:productType?/simple/:productDesc',
    remote: 'mf-catalog',
    module: './ProductDetailPage',
  },
];

/** A deploy manifest with mf-catalog 1.0.0 live, with its server build. */
const CATALOG_DEPLOY: DeployManifest = {
  updatedAt: new Date().toISOString(),
  remotes: {
    'mf-catalog': {
      version: '1.0.0',
      entry: '/remotes/mf-catalog/1.0.0/remoteEntry.js',
      serverEntry: '/remotes/mf-catalog/1.0.0/server/remoteEntry.js',
      history: [{ version: '1.0.0', action: 'deploy', at: new Date().toISOString() }],
    },
  },
};

/**
 * An origin with the shell (`SHELL_INDEX`, the catalogue's routes and `shellServer` as its server
 * build) and mf-catalog 1.0.0 deployed: its home and product pages are rendered by `shellServer`.
 */
export async function putCatalogOrigin(origin: string, shellServer: string): Promise<void> {
  await put(origin, 'shell/index.html', SHELL_INDEX);
  await put(origin, 'shell/routes.json', JSON.stringify(CATALOG_ROUTES));
  await put(origin, 'shell/server/main.js', shellServer);
  await put(origin, 'remotes/mf-catalog/1.0.0/remoteEntry.js', 'var mf_catalog;\n');
  await put(origin, 'remotes/mf-catalog/1.0.0/server/remoteEntry.js', '');
  await put(origin, 'deploy/remotes.json', JSON.stringify(CATALOG_DEPLOY));
}
