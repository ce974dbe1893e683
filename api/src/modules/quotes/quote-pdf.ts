import { PassThrough, type Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import PDFDocument from 'pdfkit';
import { formatMoney } from '../catalog/pdf-format.js';
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
  title,
  type QuoteBrand,
  type QuoteDocument,
  type Sheet,
} from './quote-pdf-sheet.js';

export type { QuoteBrand, QuoteDocument } from './quote-pdf-sheet.js';

/**
 * The branded quote (issue 12) as a streamed PDF: the tenant's logo, name and colours, the
 * buyer, each line with its picture, technique, quantities and the engine's breakdown, totals
 * in the store's money format, validity, terms and "Página i de n" on every page. Rows have a
 * fixed height, so the page count is known before the first page leaves.
 */
export function quotePdf(document: QuoteDocument, brand: QuoteBrand): Readable {
  const out = new PassThrough();
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: P.margin, left: P.margin, right: P.margin, bottom: 0 },
    autoFirstPage: false,
    info: { Title: `${title(document)} · ${brand.config.name}`, Author: brand.config.name },
  });
  registerFonts(doc);
  doc.pipe(out);
  doc.font('regular');
  const termsHeight = doc.fontSize(8.5).heightOfString(printable(document.terms), {
    width: P.contentWidth - P.totalsWidth - 24,
  });
  const summaryHeight = Math.max(130, termsHeight + 70);
  const plan = pagePlanOf(document.lines.length, summaryHeight);
  const sheet: Sheet = {
    doc,
    brand,
    document,
    pages: plan.pages,
    page: 0,
    money: (value) => formatMoney(value, brand.settings.roundPrice, brand.settings.currencySymbol),
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

/** The whole PDF in memory, for an e-mail attachment. */
export const quotePdfBuffer = (document: QuoteDocument, brand: QuoteBrand): Promise<Buffer> =>
  buffer(quotePdf(document, brand));
