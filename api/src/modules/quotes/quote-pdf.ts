import { PassThrough, type Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { formatMoney } from '@store/contracts/money-format';
import type PDFKitDocument from 'pdfkit';
import { formatDate } from '../catalog/index.js';
import { printable, registerFonts } from './pdf-text.js';
import { QUOTE_PAGE as P, pagePlanOf } from './quote-pdf-layout.js';
import {
  firstPageHeader,
  footer,
  laterPageHeader,
  row,
  summary,
  tableHeader,
} from './quote-pdf-parts.js';
import {
  pdfColor,
  quoteTitle,
  type BrandedDocument,
  type QuoteBrand,
  type QuoteDocument,
  type Sheet,
} from './quote-pdf-sheet.js';
import { lazyRequire } from '../../lib/lazy.js';

const PDFDocument = lazyRequire<typeof PDFKitDocument>('pdfkit');

export type { BrandedDocument, QuoteBrand, QuoteDocument } from './quote-pdf-sheet.js';

/** The quote as the branded document: its validity beside the buyer, validity and terms below. */
export function quoteSheetOf(document: QuoteDocument, brand: QuoteBrand): BrandedDocument {
  const environment = brand.config.environment;
  const validUntil = formatDate(new Date(`${document.validUntil}T12:00:00Z`), environment);
  return {
    title: quoteTitle(document),
    issued: `Emitida el ${formatDate(new Date(document.createdAt), environment)}`,
    buyer: document.buyer,
    facts: {
      label: 'VALIDEZ',
      lines: [
        `Hasta el ${validUntil} inclusive`,
        `Importes en ${brand.settings.currencySymbol}, IVA detallado`,
      ],
    },
    lines: document.lines,
    totals: document.totals,
    extras: [],
    notes: [
      {
        heading: 'Validez',
        text: `Precios válidos hasta el ${validUntil} inclusive (hora local de la tienda).`,
      },
      { heading: 'Condiciones', text: document.terms },
      ...(document.lines.some((line) => line.designMissing)
        ? [
            {
              heading: 'Falta el diseño',
              text: 'La personalización de los productos marcados está cotizada sin diseño: se producen cuando el diseño esté listo y aprobado.',
            },
          ]
        : []),
    ],
  };
}

/**
 * A branded document (the quote, the order) as a streamed PDF: the tenant's logo, name and
 * colours, the buyer, each line with its picture, technique, quantities and the engine's
 * breakdown, totals in the store's money format, the notes and "Página i de n" on every page.
 * Rows have a fixed height, so the page count is known before the first page leaves.
 */
export function brandedPdf(document: BrandedDocument, brand: QuoteBrand): Readable {
  const out = new PassThrough();
  const doc = new (PDFDocument())({
    size: 'A4',
    margins: { top: P.margin, left: P.margin, right: P.margin, bottom: 0 },
    autoFirstPage: false,
    info: { Title: `${document.title} · ${brand.config.name}`, Author: brand.config.name },
  });
  registerFonts(doc);
  doc.pipe(out);
  doc.font('regular');
  const notesHeight = document.notes.reduce(
    (sum, note) =>
      sum +
      26 +
      doc.fontSize(8.5).heightOfString(printable(note.text), {
        width: P.contentWidth - P.totalsWidth - 24,
      }),
    0,
  );
  const summaryHeight = Math.max(
    130 + 15 * (document.extras.length + (document.beforeTaxes?.length ?? 0)),
    notesHeight + 20,
  );
  const plan = pagePlanOf(document.lines.length, summaryHeight);
  const sheet: Sheet = {
    doc,
    brand,
    document,
    pages: plan.pages,
    page: 0,
    money: (value) =>
      formatMoney(value, {
        decimals: brand.settings.roundPrice,
        symbol: brand.settings.currencySymbol,
      }),
    primary: pdfColor(brand.config.colors.primary),
  };
  void (async () => {
    let next = 0;
    let y = 0;
    const newPage = async () => {
      doc.addPage();
      sheet.page += 1;
      if (sheet.page === 1) await firstPageHeader(sheet);
      else laterPageHeader(sheet);
      footer(sheet);
      y = sheet.page === 1 ? P.firstTableTop : P.laterTableTop;
    };
    for (const rows of plan.rowsOnPage) {
      await newPage();
      if (!rows) continue;
      tableHeader(sheet, y);
      y += P.headerHeight;
      for (const line of document.lines.slice(next, next + rows)) {
        await row(sheet, line, y);
        y += P.rowHeight;
      }
      next += rows;
    }
    if (plan.summaryOnNewPage) await newPage();
    summary(sheet, y);
  })()
    .catch((error: unknown) =>
      out.destroy(error instanceof Error ? error : new Error(String(error))),
    )
    .finally(() => doc.end());
  return out;
}

/** The branded quote (issue 12) as a streamed PDF. */
export const quotePdf = (document: QuoteDocument, brand: QuoteBrand): Readable =>
  brandedPdf(quoteSheetOf(document, brand), brand);

/** The whole PDF in memory, for an e-mail attachment. */
export const quotePdfBuffer = (document: QuoteDocument, brand: QuoteBrand): Promise<Buffer> =>
  buffer(quotePdf(document, brand));
