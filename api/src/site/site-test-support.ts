import assert from 'node:assert/strict';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { BootPayload } from './site.schemas.js';

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
