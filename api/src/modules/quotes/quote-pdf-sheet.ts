import type { ShopConfig } from '../tenants/index.js';
import type { PricingSettings } from '../tenants/index.js';
import type { QuoteAmounts, QuoteBuyer, QuoteLine } from '@store/contracts/wire/quotes';

/** What the document shows; `number` null for a quote that is not saved (a guest's). */
export interface QuoteDocument {
  number: number | null;
  createdAt: string;
  validUntil: string;
  buyer: QuoteBuyer | null;
  terms: string;
  lines: QuoteLine[];
  totals: QuoteAmounts;
}

/**
 * What the branded PDF shows, whatever the document (a quote, an order): its title, the buyer,
 * a block of facts beside them, the lines, the totals (with any extra rows, such as shipping,
 * between the taxes and the total) and closing notes.
 */
export interface BrandedDocument {
  title: string;
  issued: string;
  buyer: QuoteBuyer | null;
  facts: { label: string; lines: string[] };
  lines: QuoteLine[];
  totals: QuoteAmounts;
  /** Rows after the subtotal and before the IVA (an order's shipping net: its IVA is in the IVA). */
  beforeTaxes?: [string, number][];
  extras: [string, number][];
  notes: { heading: string; text: string }[];
}

export interface QuoteBrand {
  config: ShopConfig;
  settings: PricingSettings;
  /** The tenant's own SVG files (logo, product pictures) by address; null when not one of them. */
  svg: (url: string | null) => Promise<string | null>;
  /** A customised line's preview (PNG or JPEG bytes) by address; null when it cannot be drawn. */
  preview: (url: string | null) => Promise<Buffer | null>;
  /** A product's uploaded picture (the back office's) as JPEG bytes; null when not one of them. */
  picture: (url: string | null) => Promise<Buffer | null>;
}

export const GREY = '#5b6475';
export const LINE = '#d9dde5';
export const DANGER = '#b3261e';
/** pdfkit reads hex colours; a colour written another way is drawn in a neutral tone. */
export const pdfColor = (color: string, fallback = '#1f2933') =>
  /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(color.trim()) ? color.trim() : fallback;

export interface Sheet {
  doc: PDFKit.PDFDocument;
  brand: QuoteBrand;
  document: BrandedDocument;
  pages: number;
  page: number;
  money: (value: number) => string;
  primary: string;
}

export const quoteTitle = (document: QuoteDocument) =>
  document.number === null ? 'Cotización sin guardar' : `Cotización N° ${document.number}`;

/** Right-aligned text that shrinks (to 5.5 pt at least) until it fits its column. */
export function fitted(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  width: number,
  fontSize: number,
) {
  let size = fontSize;
  while (size > 5.5 && doc.fontSize(size).widthOfString(text) > width) size -= 0.5;
  doc.text(text, x, y, { width, align: 'right', lineBreak: false });
}
