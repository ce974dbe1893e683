import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { STORE_COLOR_NAMES, STORE_IMAGE_RULES, colorProblems } from '@store/contracts/store-rules';
import { nowIso, type Database } from '../../db/database.js';
import { AppError } from '../../http/errors.js';
import { sniffImage, svgDanger, type ImageType } from './onboarding/images.js';
import { buildShopConfig } from './shop-config.js';
import type { StoreLookRepository, StoreLookDraftRow } from './store-look.repository.js';
import type { StoreLook, StoreLookState } from '@store/contracts/wire/store-look';
import type { Tenant, TenantSettings } from './tenant.js';
import type { TemplateId } from '@store/contracts/wire/tenant';

export type StoreImageKind = 'logo' | 'favicon';
/** Writes the audit entry of a change in its transaction (the staff module's audit log). */
export type StoreAudit = (
  trx: Kysely<Database>,
  action: string,
  before: unknown,
  after: unknown,
) => Promise<unknown>;

export const STORE_LOOK_MESSAGES = {
  nothingToPublish: 'No hay cambios para publicar: guarde un borrador primero.',
  badImage: (kind: StoreImageKind) =>
    `${STORE_IMAGE_RULES[kind].label} no es una imagen ${STORE_IMAGE_RULES[kind].types
      .map((type) => type.toUpperCase())
      .join(', ')} (se mira el contenido del archivo, no su nombre).`,
  unsafeSvg: (what: string) =>
    `El SVG tiene ${what}; expórtelo de nuevo como imagen simple, sin scripts ni enlaces.`,
  unknownImage: 'Suba la imagen otra vez: la que se indicó no es un archivo de esta tienda.',
  stale: (state: StoreLookState) =>
    `Otra persona cambió el aspecto de la tienda mientras tanto (versión ${state.version}` +
    `${state.updatedBy ? `, ${state.updatedBy}` : ''}). Se muestran los datos actuales: revíselos y guarde de nuevo.`,
};

const token = () => randomBytes(18).toString('base64url');
const sameToken = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** What buyers see now, from the tenant's row. */
function publishedLook(tenant: Tenant): StoreLook {
  const colors = buildShopConfig(tenant).colors;
  return {
    templateId: tenant.templateId,
    colors: Object.fromEntries(
      STORE_COLOR_NAMES.map((name) => [name, colors[name]]),
    ) as StoreLook['colors'],
    logo: tenant.settings.logo ?? null,
    favicon: tenant.settings.favicon ?? null,
  };
}

const draftOf = (row: StoreLookDraftRow | undefined): StoreLook | null =>
  row?.look_json ? (JSON.parse(row.look_json) as StoreLook) : null;

/** The tenant's settings with a look laid over them (the draft shown, or the one published). */
const withLook = (settings: TenantSettings, look: StoreLook): TenantSettings => ({
  ...settings,
  colors: { ...settings.colors, ...look.colors },
  logo: look.logo,
  favicon: look.favicon,
});

/**
 * The store's look as its owner prepares it (issue 32): a draft kept server-side, shown on the
 * real storefront with `?preview=<token>`, then published into the tenant's row, whose trigger
 * moves the revision: every API instance reads the new look on its next request and drops its
 * kept pages (site/page-cache.ts, through Redis when set). No rebuild.
 */
export function createStoreLookService(
  repository: StoreLookRepository,
  options: { tenantAssetsDir: string },
) {
  function stateOf(tenant: Tenant, row: StoreLookDraftRow | undefined): StoreLookState {
    const draft = draftOf(row);
    return {
      published: publishedLook(tenant),
      draft,
      previewUrl:
        draft && row?.preview_token ? `/${tenant.name}/?preview=${row.preview_token}` : null,
      version: row?.version ?? 0,
      updatedBy: row?.updated_by ?? null,
      updatedAt: row?.updated_at ?? null,
      publishedAt: row?.published_at ?? null,
    };
  }

  async function stale(tenant: Tenant): Promise<AppError> {
    const row = await repository.draftOf(repository.db, tenant.id);
    return AppError.conflict(STORE_LOOK_MESSAGES.stale(stateOf(tenant, row)));
  }

  /** A logo or favicon must be the one published or a file this store uploaded. */
  async function checkImage(tenant: Tenant, kind: StoreImageKind, url: string | null) {
    if (url === null || url === publishedLook(tenant)[kind]) return;
    const file = new RegExp(`^/tenant-assets/${tenant.name}/(${kind}\\.[0-9a-f]{8}\\.[a-z]{3,4})$`);
    const name = file.exec(url)?.[1];
    const found =
      name && (await stat(join(options.tenantAssetsDir, tenant.name, name)).catch(() => null));
    if (!found) throw AppError.badRequest(STORE_LOOK_MESSAGES.unknownImage, kind);
  }

  return {
    async state(tenant: Tenant): Promise<StoreLookState> {
      return stateOf(tenant, await repository.draftOf(repository.db, tenant.id));
    },

    /** Saves the draft (nothing changes for buyers); 400 on a colour below the contrast rule. */
    async save(
      tenant: Tenant,
      look: StoreLook,
      version: number,
      by: string,
      audit: StoreAudit,
    ): Promise<StoreLookState> {
      const problems = Object.entries(colorProblems(look.colors));
      if (problems.length > 0) {
        const [name, message] = problems[0]!;
        throw AppError.badRequest(message, `colors.${name}`);
      }
      await checkImage(tenant, 'logo', look.logo);
      await checkImage(tenant, 'favicon', look.favicon);
      const saved = await repository.transaction(async (trx) => {
        const before = await repository.draftOf(trx, tenant.id);
        const written = await repository.writeDraft(trx, tenant.id, version, {
          look_json: JSON.stringify(look),
          preview_token: before?.look_json ? (before.preview_token ?? token()) : token(),
          updated_by: by,
          updated_at: nowIso(),
          published_at: before?.published_at ?? null,
        });
        if (written) await audit(trx, 'store.look.saved', draftOf(before), look);
        return written;
      });
      if (!saved) throw await stale(tenant);
      return this.state(tenant);
    },

    /** Makes the draft what buyers see (the caller reads the tenant again for its new state). */
    async publish(tenant: Tenant, version: number, by: string, audit: StoreAudit): Promise<void> {
      const outcome = await repository.transaction(async (trx) => {
        const row = await repository.draftOf(trx, tenant.id);
        if ((row?.version ?? 0) !== version) return 'stale' as const;
        const draft = draftOf(row);
        if (!draft) return 'nothing' as const;
        const now = nowIso();
        const written = await repository.writeDraft(trx, tenant.id, version, {
          look_json: null,
          preview_token: null,
          updated_by: by,
          updated_at: now,
          published_at: now,
        });
        if (!written) return 'stale' as const;
        const current = await repository.tenantRow(trx, tenant.id);
        const settings = JSON.parse(current.settings_json) as TenantSettings;
        await repository.writeTenant(trx, tenant.id, {
          template_id: draft.templateId,
          settings_json: JSON.stringify(withLook(settings, draft)),
          updated_at: now,
        });
        await audit(trx, 'store.look.published', publishedLook(tenant), draft);
        return 'published' as const;
      });
      if (outcome === 'stale') throw await stale(tenant);
      if (outcome === 'nothing') throw AppError.unprocessable(STORE_LOOK_MESSAGES.nothingToPublish);
    },

    /** Checks an uploaded logo or favicon by its bytes and keeps it; answers its address. */
    async storeImage(tenant: Tenant, kind: StoreImageKind, bytes: Buffer): Promise<string> {
      const rule = STORE_IMAGE_RULES[kind];
      const type = sniffImage(bytes);
      if (!type || !rule.types.includes(type))
        throw AppError.badRequest(STORE_LOOK_MESSAGES.badImage(kind), 'file');
      if (type === 'svg') {
        const danger = svgDanger(bytes.toString('utf8'));
        if (danger) throw AppError.badRequest(STORE_LOOK_MESSAGES.unsafeSvg(danger), 'file');
      }
      const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 8);
      const name = `${kind}.${hash}.${type satisfies ImageType}`;
      const dir = join(options.tenantAssetsDir, tenant.name);
      await mkdir(dir, { recursive: true });
      await writeFile(join(dir, name), bytes);
      return `/tenant-assets/${tenant.name}/${name}`;
    },

    /** The tenant as the draft would show it, for a page asked with `?preview=<token>`; else null. */
    async previewOf(tenant: Tenant, previewToken: string): Promise<Tenant | null> {
      const row = await repository.draftOf(repository.db, tenant.id);
      const draft = draftOf(row);
      if (!draft || !row?.preview_token || !sameToken(row.preview_token, previewToken)) return null;
      return {
        ...tenant,
        templateId: draft.templateId as TemplateId,
        settings: withLook(tenant.settings, draft),
      };
    },
  };
}

export type StoreLookService = ReturnType<typeof createStoreLookService>;
