import type {
  StaffPrintArea,
  StaffPrintAreasBody,
  StaffProductPrintAreas,
  StaffProductView,
} from '@store/contracts';
import { printAreaProblems, safetyCapMm } from '@store/contracts/print-area-rules';
import {
  formatMm,
  NUMBER_FIELDS,
  parseMm,
  roundMm,
  type AreaBox,
  type NumberField,
} from './area-geometry';

/** An area as the form holds it: its numbers as typed. */
export interface AreaDraft {
  key: number;
  view: string;
  name: string;
  numbers: Record<NumberField, string>;
}
export interface TechniqueDraft {
  key: number;
  techniqueId: number;
  name: string;
  areas: AreaDraft[];
}

export const NUMBER_LABELS: Record<NumberField, string> = {
  xMm: 'Posición x (mm)',
  yMm: 'Posición y (mm)',
  widthMm: 'Ancho (mm)',
  heightMm: 'Alto (mm)',
  bleedMm: 'Sangrado (mm)',
  safetyMm: 'Margen de seguridad (mm)',
};

let keys = 0;
/** A key for a draft React lists by: unique in the page, never sent. */
export const nextDraftKey = () => (keys += 1);

/** The API's name of an area's field, as its 400s say it. */
export const areaField = (technique: number, area: number, field: string) =>
  `techniques[${technique}].printAreas[${area}].${field}`;

export function draftOf(area: StaffPrintArea, key: number): AreaDraft {
  const numbers = Object.fromEntries(
    NUMBER_FIELDS.map((field) => [field, formatMm(area[field])]),
  ) as Record<NumberField, string>;
  return { key, view: area.view, name: area.name, numbers };
}

export function draftsOf(data: StaffProductPrintAreas, nextKey: () => number): TechniqueDraft[] {
  return data.techniques.map((t) => ({
    key: nextKey(),
    techniqueId: t.techniqueId,
    name: t.name,
    areas: t.printAreas.map((area) => draftOf(area, nextKey())),
  }));
}

/** A new area: half its view's size, centred, with the catalogue's default lines. */
export function newArea(view: StaffProductView, name: string, key: number): AreaDraft {
  const widthMm = roundMm(view.widthMm / 2);
  const heightMm = roundMm(view.heightMm / 2);
  return draftOf(
    {
      view: view.name,
      name,
      widthMm,
      heightMm,
      xMm: roundMm((view.widthMm - widthMm) / 2),
      yMm: roundMm((view.heightMm - heightMm) / 2),
      bleedMm: 2,
      safetyMm: roundMm(Math.min(3, safetyCapMm({ widthMm, heightMm }))),
    },
    key,
  );
}

/** The draft's box when its four numbers are numbers (the canvas draws it), null otherwise. */
export function boxOf(draft: AreaDraft): AreaBox | null {
  const [xMm, yMm, widthMm, heightMm] = (['xMm', 'yMm', 'widthMm', 'heightMm'] as const).map(
    (field) => parseMm(draft.numbers[field]),
  );
  if (xMm == null || yMm == null || widthMm == null || heightMm == null) return null;
  return { xMm, yMm, widthMm, heightMm };
}

const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The drafts as the API's body, or the problems by field (nothing is sent then): numbers as
 * numbers, then the API's own rules (@store/contracts/print-area-rules).
 */
export function checkDrafts(
  techniques: TechniqueDraft[],
  views: StaffProductView[],
  version: number,
): { body: StaffPrintAreasBody } | { problems: Record<string, string> } {
  const problems: Record<string, string> = {};
  const body: StaffPrintAreasBody = {
    version,
    techniques: techniques.map((technique, t) => ({
      techniqueId: technique.techniqueId,
      printAreas: technique.areas.map((draft, a) => {
        const area = { view: draft.view, name: draft.name.trim() } as StaffPrintArea;
        for (const field of NUMBER_FIELDS) {
          const value = parseMm(draft.numbers[field]);
          if (value === null)
            problems[areaField(t, a, field)] =
              `${NUMBER_LABELS[field].replace(' (mm)', '')}: tiene que ser un número en mm, por ejemplo 12,5.`;
          area[field] = value ?? 0;
        }
        return area;
      }),
    })),
  };
  if (Object.keys(problems).length) return { problems };
  body.techniques.forEach((technique, t) =>
    technique.printAreas.forEach((area, a) => {
      for (const { field, message } of printAreaProblems(area, views))
        problems[areaField(t, a, field)] ??= `${upperFirst(message)}.`;
    }),
  );
  return Object.keys(problems).length ? { problems } : { body };
}
