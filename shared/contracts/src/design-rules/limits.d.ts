/** How big a design may be (issue 31): the API refuses past these, the builder holds to them. */
export declare const DESIGN_LIMITS: Readonly<{
  elementsPerView: number;
  pictures: number;
  textCharacters: number;
  designCharacters: number;
  fontSizeMm: Readonly<{ min: number; max: number }>;
  printAreaMm: number;
  jsonBytes: number;
}>;
