interface Range {
  min: number;
  max: number;
}
export declare const PRINT_AREA_LIMITS: {
  size: Range;
  position: Range;
  bleed: Range;
  safety: Range;
  nameLength: number;
  viewLength: number;
  areasPerTechnique: number;
  techniques: number;
};

/** A view of a product: its picture spans `widthMm` x `heightMm`. */
export interface ViewRule {
  name: string;
  widthMm: number;
  heightMm: number;
}

/** A print area; a place not given is centred on its view. */
export interface AreaRule {
  view: string;
  name: string;
  widthMm: number;
  heightMm: number;
  xMm?: number | undefined;
  yMm?: number | undefined;
  bleedMm?: number | undefined;
  safetyMm?: number | undefined;
}

export type AreaField =
  'view' | 'name' | 'xMm' | 'yMm' | 'widthMm' | 'heightMm' | 'bleedMm' | 'safetyMm';

/** A broken rule and the area's field it is about. */
export interface AreaProblem {
  field: AreaField;
  message: string;
}

export declare function safetyCapMm(area: Pick<AreaRule, 'widthMm' | 'heightMm'>): number;
export declare function areaCorner(area: AreaRule, view: ViewRule): { xMm: number; yMm: number };
export declare function areaFitsView(area: AreaRule, view: ViewRule): boolean;
export declare function fitProblem(area: AreaRule, view: ViewRule): AreaProblem | null;
export declare function safetyProblem(area: AreaRule): AreaProblem | null;
export declare function printAreaProblems(
  area: Required<AreaRule>,
  views: readonly ViewRule[],
): AreaProblem[];
