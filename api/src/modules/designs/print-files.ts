import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { DesignView } from '@store/contracts';
import type { FileStore } from '../../lib/file-store.js';
import type { DesignsRepository } from './designs.repository.js';
import { printableViews, pxOf, type StoredPicture } from './print-file.js';
import type { RenderPool } from './render-pool.js';

/** Where one view's print files are kept. */
export interface KeptPrintFile {
  view: string;
  widthPx: number;
  heightPx: number;
  png: string;
  svg: string;
}

/** A view's name as a file name: 'Manga izquierda' -> 'manga-izquierda'. */
const slug = (view: string) =>
  view
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'vista';

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

/** Written beside, then renamed: a file that exists is always whole. */
async function writeWhole(path: string, body: Buffer | string) {
  await writeFile(`${path}.part`, body);
  await rename(`${path}.part`, path);
}

/**
 * Print files of customised lines, rendered once from the saved design and kept under
 * `<dataDir>/print-files/<tenant>/<key>/` (an order's line: `order-<id>/line-<n>`). The uploads
 * they embed are never swept while an order names them, so a kept file can always be made again.
 */
/** The stored bytes of upload rows (a row whose file is gone is left out). */
export async function readPictures(
  uploads: FileStore,
  rows: { stored_name: string; content_type: string }[],
): Promise<Map<string, StoredPicture>> {
  const pictures = new Map<string, StoredPicture>();
  for (const row of rows) {
    const bytes = await uploads.get(row.stored_name);
    if (bytes) pictures.set(row.stored_name, { contentType: row.content_type, bytes });
  }
  return pictures;
}

/** The names of the uploads a design's views draw. */
export const uploadsOf = (views: DesignView[]) => [
  ...new Set(
    views.flatMap((v) => v.elements.flatMap((e) => (e.type === 'image' ? [e.upload] : []))),
  ),
];

export function createPrintFiles(
  repository: DesignsRepository,
  uploads: FileStore,
  renders: RenderPool,
  dir: string,
) {
  const picturesOf = async (tenantId: number, names: string[]) =>
    readPictures(uploads, await repository.byNames(tenantId, names));

  return {
    /** The line's files, rendered the first time they are asked for; [] for a plain line. */
    async ofLine(tenantId: number, key: string, customization: unknown): Promise<KeptPrintFile[]> {
      const views = printableViews(customization) ?? [];
      const folder = join(dir, String(tenantId), key);
      const kept: KeptPrintFile[] = [];
      let pictures: Map<string, StoredPicture> | null = null;
      for (const [index, view] of views.entries()) {
        const base = join(folder, `${index + 1}-${slug(view.view)}`);
        const paths = { png: `${base}.png`, svg: `${base}.svg` };
        if (!(await exists(paths.png)) || !(await exists(paths.svg))) {
          pictures ??= await picturesOf(tenantId, uploadsOf(views));
          const file = await renders.printFile(view, pictures);
          await mkdir(folder, { recursive: true });
          await writeWhole(paths.svg, file.svg);
          await writeWhole(paths.png, file.png);
        }
        kept.push({
          view: view.view,
          widthPx: pxOf(view.printArea.widthMm),
          heightPx: pxOf(view.printArea.heightMm),
          ...paths,
        });
      }
      return kept;
    },
  };
}

export type PrintFiles = ReturnType<typeof createPrintFiles>;
