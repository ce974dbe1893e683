/** The quote's A4 page, in points; rows have a fixed height so pages can be counted up front. */
const width = 595.28;
const height = 841.89;
const margin = 36;
const contentWidth = width - 2 * margin;
const amountWidths: [string, number][] = [
  ['Cant.', 30],
  ['Productos', 56],
  ['Aplicación', 56],
  ['Bajo mín.', 50],
  ['IVA', 52],
  ['Total', 62],
];
const amountsStart = width - margin - amountWidths.reduce((sum, [, w]) => sum + w, 0);
const imageSize = 44;

export const QUOTE_PAGE = {
  width,
  height,
  margin,
  contentWidth,
  imageSize,
  firstTableTop: 176,
  laterTableTop: 56,
  headerHeight: 20,
  rowHeight: 54,
  /** Rows and the summary end here; the footer lies below. */
  rowsBottom: height - 56,
  totalsWidth: 230,
  columns: {
    product: { x: margin + imageSize + 6, width: amountsStart - 6 - (margin + imageSize + 6) },
  },
  amountColumns: amountWidths.map(([label, columnWidth], index) => ({
    label,
    width: columnWidth,
    x: amountsStart + amountWidths.slice(0, index).reduce((sum, [, w]) => sum + w, 0),
  })),
};

const P = QUOTE_PAGE;

/** How many rows fit under the table header of a page (the first has the buyer's block). */
export function rowsPerPage(page: number): number {
  const top = page === 1 ? P.firstTableTop : P.laterTableTop;
  return Math.floor((P.rowsBottom - top - P.headerHeight) / P.rowHeight);
}

/**
 * The pages a quote takes: rows page by page, and the summary (totals, validity, terms) after
 * the last row, on a page of its own when it does not fit under it.
 */
export function pagePlanOf(lineCount: number, summaryHeight: number) {
  const rowsOnPage: number[] = [];
  let left = lineCount;
  do {
    const rows = Math.min(left, rowsPerPage(rowsOnPage.length + 1));
    rowsOnPage.push(rows);
    left -= rows;
  } while (left > 0);
  const lastPage = rowsOnPage.length;
  const lastRows = rowsOnPage[lastPage - 1] ?? 0;
  const top = lastPage === 1 ? P.firstTableTop : P.laterTableTop;
  const afterRows = top + (lastRows ? P.headerHeight + lastRows * P.rowHeight : 0);
  const summaryOnNewPage = afterRows + summaryHeight > P.rowsBottom;
  return {
    rowsOnPage,
    summaryOnNewPage,
    pages: rowsOnPage.length + (summaryOnNewPage ? 1 : 0),
  };
}
