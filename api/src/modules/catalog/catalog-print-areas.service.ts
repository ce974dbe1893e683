import type { Kysely } from 'kysely';
import { printAreaProblems } from '@store/contracts/print-area-rules';
import { nowIso, type Database } from '../../db/database.js';
import { AppError } from '../../http/errors.js';
import type { Tenant } from '../tenants/index.js';
import type { PrintAreasRepository } from './catalog-print-areas.repository.js';
import type {
  StaffPrintAreasBody,
  StaffProductPrintAreas,
} from '@store/contracts/wire/catalog-print-areas';
import type { OnCatalogWrite } from './catalog-staff.service.js';
import { placedAreas, productViews, type ProductView } from './print-layout.js';

const NOT_FOUND = 'No encontramos este producto en el catálogo de la tienda.';
/** A product with neither views nor areas gets a front at its own size (or 20 cm a side). */
const FALLBACK_VIEW = 'Frente';
const FALLBACK_MM = 200;

const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The back office's techniques and print areas of a product (issue 32). */
export function createCatalogPrintAreas(deps: {
  db: Kysely<Database>;
  repository: PrintAreasRepository;
}) {
  const { db, repository } = deps;

  async function read(executor: Kysely<Database>, tenant: Tenant, id: number) {
    const row = await repository.product(executor, tenant.id, id);
    if (!row) throw AppError.notFound(NOT_FOUND);
    const [techniques, available] = await Promise.all([
      repository.techniquesOf(executor, id),
      repository.storeTechniques(executor, tenant.id),
    ]);
    let views: ProductView[] = productViews(
      row.views_json,
      techniques.map((t) => t.print_areas_json),
      row.featured_img,
    );
    if (views.length === 0)
      views = [
        {
          name: FALLBACK_VIEW,
          image: row.featured_img,
          widthMm: Number(row.width_cm) * 10 || FALLBACK_MM,
          heightMm: Number(row.height_cm) * 10 || FALLBACK_MM,
        },
      ];
    return {
      productId: row.id,
      version: Number(row.version),
      views,
      techniques: techniques.map((t) => ({
        techniqueId: t.id,
        code: t.code,
        name: t.name,
        printAreas: placedAreas(t.print_areas_json, views).map(
          ({ view, name, xMm, yMm, widthMm, heightMm, bleedMm, safetyMm }) => ({
            view,
            name,
            xMm,
            yMm,
            widthMm,
            heightMm,
            bleedMm,
            safetyMm,
          }),
        ),
      })),
      available: available.map((t) => ({ techniqueId: t.id, code: t.code, name: t.name })),
    } satisfies StaffProductPrintAreas;
  }

  /** The 409's words: someone else saved first, and what the product holds now. */
  function staleMessage(current: StaffProductPrintAreas): string {
    const held = current.techniques.length
      ? current.techniques
          .map((t) => `${t.name} (${t.printAreas.map((a) => `${a.name} en ${a.view}`).join(', ')})`)
          .join('; ')
      : 'ninguna técnica';
    return (
      `Otra persona cambió este producto mientras se editaba y no se guardó nada. ` +
      `Ahora admite: ${held}. Hay que recargar para ver los datos actuales y volver a aplicar los cambios.`
    );
  }

  /** The body's first broken rule as a 400 naming its field; nothing is written. */
  function check(body: StaffPrintAreasBody, current: StaffProductPrintAreas): void {
    const seen = new Set<number>();
    body.techniques.forEach((technique, index) => {
      const at = `techniques[${index}]`;
      const known = current.available.find((t) => t.techniqueId === technique.techniqueId);
      if (!known || seen.has(technique.techniqueId))
        throw AppError.badRequest(
          known
            ? `La técnica «${known.name}» está dos veces.`
            : 'Esa técnica no es una de las técnicas de la tienda.',
          `${at}.techniqueId`,
        );
      seen.add(technique.techniqueId);
      technique.printAreas.forEach((area, position) => {
        const [problem] = printAreaProblems(area, current.views);
        if (problem)
          throw AppError.badRequest(
            `Técnica «${known.name}», área ${position + 1}: ${upperFirst(problem.message)}.`,
            `${at}.printAreas[${position}].${problem.field}`,
          );
      });
    });
  }

  return {
    get: (tenant: Tenant, id: number) => read(db, tenant, id),

    /**
     * Replaces the product's techniques and their areas, if nobody saved it since `version` (409
     * otherwise, with what it holds now); the views it showed are written with them, so an area
     * keeps its place. Bad input: 400 naming the field, nothing written.
     */
    async save(
      tenant: Tenant,
      id: number,
      body: StaffPrintAreasBody,
      onWrite: OnCatalogWrite,
    ): Promise<StaffProductPrintAreas> {
      await db.transaction().execute(async (trx) => {
        const before = await read(trx, tenant, id);
        if (before.version !== body.version) throw AppError.conflict(staleMessage(before));
        check(body, before);
        const techniques = body.techniques.map((t) => ({
          techniqueId: t.techniqueId,
          areasJson: JSON.stringify(t.printAreas.map((a) => ({ ...a, name: a.name.trim() }))),
        }));
        const viewsJson = JSON.stringify(before.views);
        if (
          !(await repository.save(
            trx,
            tenant.id,
            id,
            body.version,
            { viewsJson, techniques },
            nowIso(),
          ))
        )
          throw AppError.conflict(staleMessage(await read(trx, tenant, id)));
        const layout = ({ version, techniques: list }: StaffProductPrintAreas) => ({
          version,
          techniques: list.map(({ code, printAreas }) => ({ code, printAreas })),
        });
        await onWrite(trx, layout(before), layout(await read(trx, tenant, id)));
      });
      return read(db, tenant, id);
    },
  };
}

export type CatalogPrintAreas = ReturnType<typeof createCatalogPrintAreas>;
