import { parseJson } from '../../lib/parse-json.js';

/** A view of a product as the builder shows it: its picture and the real size that picture spans. */
export interface ProductView {
  name: string;
  image: string | null;
  widthMm: number;
  heightMm: number;
}

/** A print area on a view, in mm from the view's top-left corner. */
export interface PlacedArea {
  view: string;
  name: string;
  widthMm: number;
  heightMm: number;
  xMm: number;
  yMm: number;
  /** How far past the area the design may bleed (outside line). */
  bleedMm: number;
  /** How far inside the edge the important parts should stay (inside line). */
  safetyMm: number;
}

type StoredArea = Omit<PlacedArea, 'xMm' | 'yMm' | 'bleedMm' | 'safetyMm'> &
  Partial<Pick<PlacedArea, 'xMm' | 'yMm' | 'bleedMm' | 'safetyMm'>>;

const DEFAULT_BLEED_MM = 2;
const DEFAULT_SAFETY_MM = 3;
/** A view made up for an area has it at half its width: the product shows around it. */
const AREA_SHARE = 0.5;

const round = (mm: number) => Math.round(mm * 10) / 10;

/** The areas as stored; an entry without position is centred on its view. */
export function placedAreas(json: string, views: ProductView[]): PlacedArea[] {
  return parseJson<StoredArea[]>(json, []).map((area) => {
    const view = views.find((candidate) => candidate.name === area.view);
    const safetyCap = Math.min(area.widthMm, area.heightMm) / 4;
    return {
      ...area,
      xMm: area.xMm ?? round(((view?.widthMm ?? area.widthMm) - area.widthMm) / 2),
      yMm: area.yMm ?? round(((view?.heightMm ?? area.heightMm) - area.heightMm) / 2),
      bleedMm: area.bleedMm ?? DEFAULT_BLEED_MM,
      safetyMm: area.safetyMm ?? round(Math.min(DEFAULT_SAFETY_MM, safetyCap)),
    };
  });
}

/**
 * The product's views: the ones the catalogue gives, then one for each view an area names that
 * the catalogue does not (the product's picture, sized so the largest area fills half of it).
 */
export function productViews(
  viewsJson: string,
  areasJson: string[],
  featuredImg: string | null,
): ProductView[] {
  const views = parseJson<ProductView[]>(viewsJson, []);
  const areas = areasJson.flatMap((json) => parseJson<StoredArea[]>(json, []));
  for (const area of areas) {
    if (views.some((view) => view.name === area.view)) continue;
    const same = areas.filter((other) => other.view === area.view);
    views.push({
      name: area.view,
      image: featuredImg,
      widthMm: round(Math.max(...same.map((a) => a.widthMm)) / AREA_SHARE),
      heightMm: round(Math.max(...same.map((a) => a.heightMm)) / AREA_SHARE),
    });
  }
  return views;
}
