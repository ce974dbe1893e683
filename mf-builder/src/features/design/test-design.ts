import type {
  ApplicationTechnique,
  DesignImageElement,
  DesignTextElement,
  DesignUpload,
} from '@store/contracts';

/** Designs and techniques for the builder's unit tests. */

export const FRONT = {
  id: 1,
  view: 'Frente',
  name: 'Frente',
  widthMm: 80,
  heightMm: 60,
  xMm: 40,
  yMm: 58,
  bleedMm: 2,
  safetyMm: 3,
};

export const serigrafia = (rules: Partial<ApplicationTechnique['rules']> = {}) =>
  ({
    id: 7,
    code: 'serigrafia',
    name: 'Serigrafía',
    minUnitsForPrinting: 50,
    customizationUnderMinimumExtraCost: 1000,
    setupCost: 100,
    unitCost: 10,
    costPer: 'color',
    maxColors: 2,
    rules: {
      maxColors: 2,
      minTextHeightMm: 2,
      minLineWidthMm: 0.3,
      rasterAllowed: true,
      maxImprintWidthMm: 70,
      maxImprintHeightMm: 60,
      palette: 'ink',
      ...rules,
    },
    printAreas: [FRONT],
  }) satisfies ApplicationTechnique;

export const text = (overrides: Partial<DesignTextElement> = {}): DesignTextElement => ({
  id: 'texto',
  type: 'text',
  text: 'Hola',
  fill: '#000000',
  fontFamily: 'Roboto',
  fontSizeMm: 8,
  bold: false,
  italic: false,
  align: 'center',
  xMm: 40,
  yMm: 30,
  widthMm: 30,
  heightMm: 8,
  angle: 0,
  ...overrides,
});

export const image = (overrides: Partial<DesignImageElement> = {}): DesignImageElement => ({
  id: 'logo',
  type: 'image',
  upload: 'a.png',
  widthPx: 600,
  heightPx: 600,
  isVector: false,
  xMm: 40,
  yMm: 30,
  widthMm: 40,
  heightMm: 40,
  angle: 0,
  ...overrides,
});

export const upload = (colors: string[], name = 'a.png'): DesignUpload => ({
  name,
  url: `/api/services/app/Designs/Files/${name}`,
  contentType: 'image/png',
  widthPx: 600,
  heightPx: 600,
  isVector: false,
  colors,
  createdAt: '2026-01-01',
});
