import { randomUUID } from 'node:crypto';
import type { FileStore } from '../../lib/file-store.js';
import { nowIso } from '../../db/database.js';
import { userSubject } from '../../http/auth.js';
import { AppError } from '../../http/errors.js';
import {
  PLAIN_DESIGN,
  STORED_DESIGN,
  type DesignCharge,
  type UploadOwner,
} from '../pricing/index.js';
import type { Tenant } from '../tenants/index.js';
import { designContents, inksOf, lowestDpi, type DesignImageUse } from './design-counts.js';
import { assertDesignWithinLimits } from './design-limits.js';
import { DESIGN_MESSAGES } from './design-messages.js';
import { checkPicture, type CheckedPicture } from './design-picture.js';
import { DPI } from './designer-settings.js';
import type { DesignUpload } from '@store/contracts/wire/designs';
import type { DesignsRepository } from './designs.repository.js';
import type { DesignUploadsTable } from './designs.tables.js';
import { thinnestStrokeShare } from './svg-strokes.js';

export const DESIGN_FILES_PATH = '/api/services/app/Designs/Files';
const LOGO_LIBRARY_SIZE = 50;

type Row = Pick<
  DesignUploadsTable,
  | 'stored_name'
  | 'content_type'
  | 'width_px'
  | 'height_px'
  | 'is_vector'
  | 'colors_json'
  | 'created_at'
>;

const toUpload = (row: Row): DesignUpload => ({
  name: row.stored_name,
  url: `${DESIGN_FILES_PATH}/${row.stored_name}`,
  contentType: row.content_type as DesignUpload['contentType'],
  widthPx: row.width_px,
  heightPx: row.height_px,
  isVector: Boolean(row.is_vector),
  colors: JSON.parse(row.colors_json) as string[],
  createdAt: row.created_at,
});

/**
 * The builder's uploads (`app.designs`): each picture checked and measured once when uploaded,
 * kept under a server-made name, read back by its owner only; and what a design costs, from the
 * stored uploads it references.
 */
export function createDesignsService(repository: DesignsRepository, files: FileStore) {
  // Uploads never change: each SVG's stroke share is read once per process.
  const strokeShares = new Map<string, number | null>();
  async function strokeShareOf(name: string): Promise<number | null> {
    if (!strokeShares.has(name)) {
      const svg = (await files.get(name))?.toString('utf8') ?? '';
      strokeShares.set(name, thinnestStrokeShare(svg));
    }
    return strokeShares.get(name) ?? null;
  }

  /** The thinnest stroke of the SVG images at the width they print (mm), null without any. */
  async function thinnestStrokeMm(
    images: DesignImageUse[],
    uploads: { stored_name: string; is_vector: number }[],
  ) {
    let thinnest: number | null = null;
    for (const image of images) {
      const upload = uploads.find((candidate) => candidate.stored_name === image.upload);
      if (!upload?.is_vector || !image.widthMm) continue;
      const share = await strokeShareOf(upload.stored_name);
      if (share !== null) thinnest = Math.min(thinnest ?? Infinity, share * image.widthMm);
    }
    return thinnest;
  }

  async function save(
    tenant: Tenant,
    owner: string,
    kind: 'design' | 'logo',
    file: CheckedPicture,
  ) {
    const name = `${randomUUID()}.${file.extension}`;
    await files.put(name, file.bytes, file.contentType);
    return repository.insert({
      tenant_id: tenant.id,
      owner,
      kind,
      stored_name: name,
      content_type: file.contentType,
      width_px: file.widthPx,
      height_px: file.heightPx,
      is_vector: file.isVector ? 1 : 0,
      colors_json: JSON.stringify(file.colors),
      size_bytes: file.bytes.length,
      created_at: nowIso(),
    });
  }

  return {
    /** Checks every picture first, then stores them all: a refused upload stores nothing. */
    async store(
      tenant: Tenant,
      owner: string,
      kind: 'design' | 'logo',
      buffers: Buffer[],
    ): Promise<DesignUpload[]> {
      const checked: CheckedPicture[] = [];
      // One at a time: a decoded image may take up to 100 MB (25 MP x 4 bytes).
      for (const buffer of buffers) checked.push(await checkPicture(buffer));
      const rows = [];
      for (const file of checked) rows.push(await save(tenant, owner, kind, file));
      return rows.map(toUpload);
    },

    async logos(tenant: Tenant, owner: string): Promise<DesignUpload[]> {
      return (await repository.logosOf(tenant.id, owner, LOGO_LIBRARY_SIZE)).map(toUpload);
    },

    /** The owner's file; anyone else's (or another tenant's) is not found. */
    async read(tenant: Tenant, owner: string, name: string) {
      const row = await repository.owned(tenant.id, owner, name);
      const body = row && (await files.get(row.stored_name));
      if (!row || !body) throw AppError.notFound('No encontramos esta imagen.');
      return { contentType: row.content_type, body };
    },

    /**
     * The inks of a design as `chargeOf` counts them (its texts' colours and its uploads' counted
     * colours, merged): what the proof shows the buyer. An upload the tenant does not have adds
     * none; nothing is refused here.
     */
    async inksOf(tenantId: number, customization: unknown): Promise<string[]> {
      const contents = designContents(customization);
      if (!contents) return [];
      const names = [...new Set(contents.images.map((image) => image.upload))].filter(Boolean);
      return inksOf(contents, names.length ? await repository.byNames(tenantId, names) : []);
    },

    /**
     * What a customised line prints, recomputed from the stored uploads: its inks and used print
     * areas. Refuses a design past a size limit (`design-limits.ts`; a stored design was held to
     * them when it came in), naming an upload that is not the owner's (another buyer's, another
     * tenant's, or one gone), or a raster image under the printable DPI.
     */
    async chargeOf(
      tenantId: number,
      customization: unknown,
      owner: UploadOwner,
    ): Promise<DesignCharge> {
      if (owner !== STORED_DESIGN) assertDesignWithinLimits(customization);
      const contents = designContents(customization);
      if (!contents) return PLAIN_DESIGN;
      const names = [...new Set(contents.images.map((image) => image.upload))];
      const valid = names.filter(Boolean);
      const uploads =
        owner === STORED_DESIGN
          ? await repository.byNames(tenantId, valid)
          : owner === null
            ? []
            : await repository.ownedByNames(tenantId, owner, valid);
      if (uploads.length !== names.length)
        throw AppError.unprocessable(DESIGN_MESSAGES.missingUpload);
      const dpi = lowestDpi(contents, uploads);
      if (dpi !== null && dpi < DPI.minPrint)
        throw AppError.unprocessable(DESIGN_MESSAGES.lowDpi(dpi, DPI.minPrint));
      return {
        colorCount: Math.max(1, inksOf(contents, uploads).length),
        printAreaCount: Math.max(1, contents.usedAreas),
        hasRaster: uploads.some((upload) => !upload.is_vector),
        smallestTextMm: contents.smallestTextMm,
        thinnestTextMm: contents.thinnestTextMm,
        thinnestStrokeMm: await thinnestStrokeMm(contents.images, uploads),
        largestMm: contents.largestMm,
        printAreas: contents.printAreas,
      };
    },

    /**
     * At login, what the guest uploaded (logos of their library, design images) becomes the
     * buyer's, as their cart does: the designs they made as a guest keep working.
     */
    async handOverGuest(tenantId: number, guestSubject: string, userId: number): Promise<void> {
      if (!guestSubject.startsWith('guest:')) return;
      await repository.changeOwner(tenantId, guestSubject, userSubject(userId));
    },
  };
}

export type DesignsService = ReturnType<typeof createDesignsService>;
