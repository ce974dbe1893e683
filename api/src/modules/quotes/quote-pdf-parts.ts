import SVGtoPDF from 'svg-to-pdfkit';
import { printable } from './pdf-text.js';
import { QUOTE_PAGE as P } from './quote-pdf-layout.js';
import { DANGER, fitted, GREY, LINE, pdfColor, type Sheet } from './quote-pdf-sheet.js';
import type { QuoteLine } from '@store/contracts/wire/quotes';

/** The pieces of the quote's pages: headers, footer, the table's rows and the summary. */

export function footer(sheet: Sheet) {
  const { doc, brand } = sheet;
  const contact = [brand.config.contact.email, brand.config.contact.phone]
    .filter(Boolean)
    .join('  ·  ');
  doc.font('regular').fontSize(7.5).fillColor(GREY);
  if (contact)
    doc.text(printable(contact), P.margin, P.height - 42, {
      width: P.contentWidth,
      align: 'center',
      lineBreak: false,
    });
  doc.text(
    printable(
      `${brand.config.name} · ${sheet.document.title} · Página ${sheet.page} de ${sheet.pages}`,
    ),
    P.margin,
    P.height - 28,
    { width: P.contentWidth, align: 'center', lineBreak: false },
  );
}

export function tableHeader(sheet: Sheet, y: number) {
  const { doc } = sheet;
  doc.rect(P.margin, y, P.contentWidth, P.headerHeight).fill(sheet.primary);
  doc.font('condensedBold').fontSize(7.5).fillColor('#ffffff');
  doc.text('Producto', P.columns.product.x, y + 6, { lineBreak: false });
  for (const column of P.amountColumns)
    doc.text(column.label, column.x, y + 6, {
      width: column.width,
      align: 'right',
      lineBreak: false,
    });
}

export async function firstPageHeader(sheet: Sheet) {
  const { doc, brand, document } = sheet;
  const logo = await brand.svg(brand.config.logo);
  if (logo) SVGtoPDF(doc, logo, P.margin, P.margin, { width: 190, height: 52 });
  else
    doc
      .font('bold')
      .fontSize(20)
      .fillColor(sheet.primary)
      .text(printable(brand.config.name), P.margin, P.margin + 12, {
        width: 260,
        lineBreak: false,
      });
  const right = { width: 240, align: 'right' as const, lineBreak: false };
  const rightX = P.width - P.margin - 240;
  doc
    .font('bold')
    .fontSize(16)
    .fillColor(sheet.primary)
    .text(printable(document.title), rightX, P.margin + 4, right);
  doc
    .font('regular')
    .fontSize(9)
    .fillColor(GREY)
    .text(document.issued, rightX, P.margin + 28, right);
  doc.rect(0, 100, P.width, 4).fill(sheet.primary);
  doc.rect(0, 104, P.width, 2).fill(pdfColor(brand.config.colors.secondary, sheet.primary));

  const buyer = document.buyer;
  doc.font('bold').fontSize(8).fillColor(GREY).text('PARA', P.margin, 120);
  doc.font('bold').fontSize(11).fillColor('#1f2933');
  doc.text(printable(buyer?.fullName || 'Cliente'), P.margin, 132, {
    width: 300,
    lineBreak: false,
    ellipsis: true,
  });
  doc.font('regular').fontSize(9).fillColor('#1f2933');
  const details = [buyer?.company, buyer?.email].filter((value): value is string => !!value);
  details.forEach((detail, index) =>
    doc.text(printable(detail), P.margin, 148 + index * 12, {
      width: 300,
      lineBreak: false,
      ellipsis: true,
    }),
  );
  doc.font('bold').fontSize(8).fillColor(GREY).text(document.facts.label, rightX, 120, right);
  doc.font('regular').fontSize(9).fillColor('#1f2933');
  document.facts.lines.forEach((fact, index) =>
    doc.text(printable(fact), rightX, 134 + index * 14, right),
  );
}

export function laterPageHeader(sheet: Sheet) {
  const { doc, brand } = sheet;
  doc.rect(0, 0, P.width, 40).fill(sheet.primary);
  doc.font('bold').fontSize(11).fillColor('#ffffff');
  doc.text(printable(brand.config.name), P.margin, 14, {
    width: 260,
    lineBreak: false,
    ellipsis: true,
  });
  doc.text(printable(sheet.document.title), P.width / 2, 14, {
    width: P.width / 2 - P.margin,
    align: 'right',
    lineBreak: false,
  });
}

const variantText = (line: QuoteLine) =>
  line.variants
    .map((variant) => {
      const name = [variant.color, variant.size].filter(Boolean).join(' ');
      return line.type === 'ProductoCurva' ? `${name || variant.sku}: ${variant.quantity}` : name;
    })
    .filter(Boolean)
    .join(' · ');

/**
 * The builder's preview of a customised line, else the product's picture: a photo the back office
 * uploaded, or the catalogue's drawing.
 */
async function picture(sheet: Sheet, line: QuoteLine, x: number, y: number) {
  const { doc, brand } = sheet;
  const size = P.imageSize;
  for (const raster of [await brand.preview(line.render), await brand.picture(line.image)]) {
    if (!raster) continue;
    try {
      doc.image(raster, x, y, { fit: [size, size], align: 'center', valign: 'center' });
      return;
    } catch {
      // An image pdfkit cannot read: the next picture instead.
    }
  }
  const art = await brand.svg(line.image);
  if (art) SVGtoPDF(doc, art, x, y, { width: size, height: size });
}

export async function row(sheet: Sheet, line: QuoteLine, y: number) {
  const { doc } = sheet;
  doc.rect(P.margin, y + 4, P.imageSize, P.imageSize).fill('#f3f4f6');
  await picture(sheet, line, P.margin, y + 4);
  const { x, width } = P.columns.product;
  doc.font('bold').fontSize(8.5).fillColor('#1f2933');
  // Two lines for the name: product names run long ("Paraguas automático 23 pulgadas").
  doc.text(printable(line.productName), x, y + 3, { width, height: 21, ellipsis: true });
  doc.font('regular').fontSize(7).fillColor(GREY);
  const technique = line.technique ? `Técnica: ${line.technique}` : 'Sin personalizar';
  doc.text(printable(`Cód. ${line.externalId} · ${technique}`), x, y + 25, {
    width,
    height: 9,
    lineBreak: false,
    ellipsis: true,
  });
  // A customised line without its design is not a finished one: the row says so first.
  const variantsY = line.designMissing ? y + 43 : y + 34;
  if (line.designMissing)
    doc
      .font('bold')
      .fillColor(DANGER)
      .text('Falta el diseño', x, y + 34, { width, height: 9, lineBreak: false })
      .font('regular')
      .fillColor(GREY);
  doc.text(printable(variantText(line)), x, variantsY, {
    width,
    height: y + 51 - variantsY,
    ellipsis: true,
  });
  const values = [
    String(line.quantity),
    sheet.money(line.amounts.base),
    sheet.money(line.amounts.application),
    sheet.money(line.amounts.underMinimum),
    sheet.money(line.amounts.taxes),
    sheet.money(line.amounts.total),
  ];
  P.amountColumns.forEach((column, index) => {
    doc.font(index === values.length - 1 ? 'condensedBold' : 'condensed').fillColor('#1f2933');
    fitted(doc, values[index] ?? '', column.x, y + 8, column.width, 7.5);
  });
  doc
    .moveTo(P.margin, y + P.rowHeight - 1)
    .lineTo(P.width - P.margin, y + P.rowHeight - 1)
    .lineWidth(0.5)
    .strokeColor(LINE)
    .stroke();
}

export function summary(sheet: Sheet, y: number) {
  const { doc, brand, document } = sheet;
  const boxX = P.width - P.margin - P.totalsWidth;
  const rate = Math.round(brand.settings.taxRate * 1000) / 10;
  const rows: [string, number][] = [
    ['Productos', document.totals.base],
    ['Personalización', document.totals.application],
    ...(document.totals.underMinimum
      ? [['Extra por menos del mínimo', document.totals.underMinimum] as [string, number]]
      : []),
    ['Subtotal', document.totals.subTotal],
    ...(document.beforeTaxes ?? []),
    [`IVA (${String(rate).replace('.', ',')} %)`, document.totals.taxes],
    ...document.extras,
  ];
  let rowY = y + 10;
  for (const [label, value] of rows) {
    doc
      .font('regular')
      .fontSize(9)
      .fillColor('#1f2933')
      .text(label, boxX, rowY, { lineBreak: false });
    fitted(doc, sheet.money(value), boxX + 110, rowY, P.totalsWidth - 110, 9);
    rowY += 15;
  }
  doc.rect(boxX, rowY + 2, P.totalsWidth, 24).fill(sheet.primary);
  doc
    .font('bold')
    .fontSize(11)
    .fillColor('#ffffff')
    .text('Total', boxX + 8, rowY + 8, { lineBreak: false });
  fitted(doc, sheet.money(document.totals.total), boxX + 80, rowY + 8, P.totalsWidth - 88, 11);

  const textWidth = P.contentWidth - P.totalsWidth - 24;
  let noteY = y + 10;
  for (const note of document.notes) {
    doc
      .font('bold')
      .fontSize(9)
      .fillColor('#1f2933')
      .text(printable(note.heading), P.margin, noteY);
    doc
      .font('regular')
      .fontSize(8.5)
      .fillColor(GREY)
      .text(printable(note.text), P.margin, doc.y + 4, { width: textWidth });
    noteY = doc.y + 8;
  }
}
