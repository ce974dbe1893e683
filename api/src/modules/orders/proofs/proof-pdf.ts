import { buffer } from 'node:stream/consumers';
import type PDFKitDocument from 'pdfkit';
import SVGtoPDF from 'svg-to-pdfkit';
import { formatDate } from '../../catalog/index.js';
import { printableViews } from '../../designs/index.js';
import type { DesignView } from '../../designs/index.js';
import { printable, registerFonts } from '../../quotes/index.js';
import { GREY, LINE, pdfColor, type QuoteBrand } from '../../quotes/index.js';
import type { OrderPrintFile } from '../order-print-files.js';
import type { OrderDto } from '@store/contracts/wire/orders';
import { lazyRequire } from '../../../lib/lazy.js';

const PDFDocument = lazyRequire<typeof PDFKitDocument>('pdfkit');

const PAGE = { width: 595.28, height: 841.89, margin: 40 } as const;
const CONTENT = PAGE.width - 2 * PAGE.margin;
/** One view's block: the mockup, the print image in its area, the facts beside them. */
const VIEW_HEIGHT = 190;
const FOOTER_TOP = PAGE.height - 50;

type Line = OrderDto['lines'][number];

/** One customised product of the proof: the order's lines that share product, technique and design. */
export interface ProofItem {
  productName: string;
  technique: string | null;
  colour: string | null;
  /** Quantities per size (a simple product: one entry without a size). */
  sizes: { size: string | null; quantity: number }[];
  inks: string[];
  mockup: string | null;
  views: { view: DesignView; printImage: string | null }[];
}

/**
 * Order lines -> the proof's products. A curve product was ordered as one line per size with
 * the same design: they are one product here, its quantities per size. A line's variant name is
 * `colour / size`, or one of them alone (a size when the product came in several lines).
 */
export function proofItemsOf(order: OrderDto, files: OrderPrintFile[]): ProofItem[] {
  const items = new Map<string, ProofItem>();
  const sizeOf = new Map<ProofItem, boolean>();
  order.lines.forEach((line: Line, index) => {
    const views = printableViews(line.customization);
    if (!line.hasProductBuilding || !views) return;
    const [first, second] = line.variantName.split(' / ');
    const key = JSON.stringify([
      line.genericProductId,
      line.technique?.id ?? null,
      second === undefined ? null : first,
      line.customization,
    ]);
    let item = items.get(key);
    if (!item) {
      item = {
        productName: line.productName,
        technique: line.technique?.name ?? null,
        colour: second === undefined ? (first ?? null) || null : (first ?? null),
        sizes: [],
        inks: line.inks,
        mockup: line.shoppingCartProductImageFK[0] ?? null,
        views: views.map((view) => ({
          view,
          printImage:
            files.find((file) => file.line === index + 1 && file.view === view.view)?.png ?? null,
        })),
      };
      items.set(key, item);
      sizeOf.set(item, second !== undefined);
    } else if (!sizeOf.get(item) && item.sizes.length === 1 && item.sizes[0]!.size === null) {
      // A second line of one design without colour: the names were sizes all along.
      item.sizes[0]!.size = item.colour;
      item.colour = null;
      sizeOf.set(item, true);
    }
    item.sizes.push({
      size: sizeOf.get(item) ? (second ?? first ?? null) : null,
      quantity: line.quantity,
    });
  });
  return [...items.values()];
}

export interface ProofSheet {
  order: OrderDto;
  version: number;
  /** When the version was made (ISO). */
  madeAt: string;
  items: ProofItem[];
}

/**
 * The generated proof (issue 32): the tenant's logo and colours, the order and the version, then
 * per customised product its colour, technique and quantities per size and, per view, the mockup
 * beside the print image drawn in its print area (name and size in mm) with the inks. What the
 * buyer approves; es-AR with voseo, es-CL without.
 */
export async function proofPdf(sheet: ProofSheet, brand: QuoteBrand): Promise<Buffer> {
  const { order, version } = sheet;
  const environment = brand.config.environment;
  const cl = environment === 'CL';
  const primary = pdfColor(brand.config.colors.primary);
  const title = `Prueba de diseño · Pedido ${order.number}`;
  const doc = new (PDFDocument())({
    size: 'A4',
    margins: { top: PAGE.margin, left: PAGE.margin, right: PAGE.margin, bottom: 0 },
    bufferPages: true,
    info: {
      Title: `${title} · versión ${version} · ${brand.config.name}`,
      Author: brand.config.name,
    },
  });
  registerFonts(doc);
  const done = buffer(doc);
  const text = (value: string, x: number, y: number, options: PDFKit.Mixins.TextOptions = {}) =>
    doc.text(printable(value), x, y, { lineBreak: false, ...options });

  // The first page's header: logo (or the store's name), the title, version and date.
  const logo = await brand.svg(brand.config.logo);
  if (logo) SVGtoPDF(doc, logo, PAGE.margin, PAGE.margin, { width: 190, height: 52 });
  else {
    doc.font('bold').fontSize(20).fillColor(primary);
    text(brand.config.name, PAGE.margin, PAGE.margin + 12, { width: 260 });
  }
  const right = { width: 260, align: 'right' as const };
  const rightX = PAGE.width - PAGE.margin - 260;
  doc.font('bold').fontSize(15).fillColor(primary);
  text('Prueba de diseño', rightX, PAGE.margin + 2, right);
  doc.font('regular').fontSize(9.5).fillColor('#1f2933');
  text(`Pedido N° ${order.number} · Versión ${version}`, rightX, PAGE.margin + 24, right);
  doc.fillColor(GREY);
  text(
    `Emitida el ${formatDate(new Date(sheet.madeAt), environment)}`,
    rightX,
    PAGE.margin + 38,
    right,
  );
  doc.rect(0, 100, PAGE.width, 4).fill(primary);
  doc.rect(0, 104, PAGE.width, 2).fill(pdfColor(brand.config.colors.secondary, primary));
  const buyer = `${order.addressee.name} ${order.addressee.lastName}`.trim();
  doc.font('bold').fontSize(8).fillColor(GREY);
  text('PARA', PAGE.margin, 118);
  doc.font('bold').fontSize(11).fillColor('#1f2933');
  text(buyer || 'Cliente', PAGE.margin, 130, { width: 300, ellipsis: true });
  doc.font('regular').fontSize(9);
  text(order.invoice.name, PAGE.margin, 146, { width: 300, ellipsis: true });
  doc.fontSize(8.5).fillColor(GREY);
  text(
    cl
      ? 'Revisa cada diseño: colores, tamaños y ubicación. Apruébalo o pide cambios desde tu pedido.'
      : 'Revisá cada diseño: colores, tamaños y ubicación. Aprobalo o pedí cambios desde tu pedido.',
    PAGE.margin,
    166,
    { width: CONTENT },
  );

  let y = 190;
  const room = (height: number) => {
    if (y + height <= FOOTER_TOP) return;
    doc.addPage();
    y = PAGE.margin;
  };

  for (const item of sheet.items) {
    room(60 + VIEW_HEIGHT);
    doc.rect(PAGE.margin, y, CONTENT, 22).fill(primary);
    doc.font('bold').fontSize(11).fillColor('#ffffff');
    text(item.productName, PAGE.margin + 8, y + 6, { width: CONTENT - 16, ellipsis: true });
    y += 30;
    doc.font('regular').fontSize(9.5).fillColor('#1f2933');
    const facts = [
      item.colour ? `Color: ${item.colour}` : null,
      `Técnica: ${item.technique ?? 'sin técnica'}`,
    ].filter(Boolean);
    text(facts.join('  ·  '), PAGE.margin, y, { width: CONTENT });
    y += 14;
    const total = item.sizes.reduce((sum, entry) => sum + entry.quantity, 0);
    const quantities = item.sizes.some((entry) => entry.size)
      ? `Cantidades por talle: ${item.sizes.map((entry) => `${entry.size}: ${entry.quantity}`).join(' · ')} (total ${total} u.)`
      : `Cantidad: ${total} u.`;
    text(quantities, PAGE.margin, y, { width: CONTENT });
    y += 18;
    for (const { view, printImage } of item.views) {
      room(VIEW_HEIGHT);
      await drawView(view, printImage, item, y);
      y += VIEW_HEIGHT;
    }
    y += 8;
  }

  async function drawView(
    view: DesignView,
    printImage: string | null,
    item: ProofItem,
    top: number,
  ) {
    const box = 150;
    // The mockup: the builder's preview of the product with the design, when it can be drawn.
    doc.rect(PAGE.margin, top, box, box).lineWidth(0.5).stroke(LINE);
    const preview = await brand.preview(item.mockup);
    const svg = preview ? null : await brand.svg(item.mockup);
    if (preview)
      doc.image(preview, PAGE.margin + 4, top + 4, {
        fit: [box - 8, box - 8],
        align: 'center',
        valign: 'center',
      });
    else if (svg) SVGtoPDF(doc, svg, PAGE.margin + 4, top + 4, { width: box - 8, height: box - 8 });
    doc.font('regular').fontSize(7.5).fillColor(GREY);
    text('Vista previa', PAGE.margin, top + box + 4, { width: box, align: 'center' });

    // The print image in its area, to scale: the area's outline in the tenant's colour.
    const { widthMm, heightMm, name } = view.printArea;
    const areaX = PAGE.margin + box + 16;
    const scale = Math.min(box / widthMm, box / heightMm);
    const w = widthMm * scale;
    const h = heightMm * scale;
    // A light ground, so a white ink shows.
    doc.rect(areaX, top, w, h).fill('#e4e7ec');
    doc
      .save()
      .rect(areaX, top, w, h)
      .dash(3, { space: 2 })
      .lineWidth(0.8)
      .stroke(primary)
      .restore();
    if (printImage)
      doc.image(printImage, areaX, top, { fit: [w, h], align: 'center', valign: 'center' });
    doc.font('regular').fontSize(7.5).fillColor(GREY);
    text('Diseño a imprimir', areaX, top + box + 4, { width: box, align: 'center' });

    const factsX = areaX + box + 16;
    const width = PAGE.width - PAGE.margin - factsX;
    doc.font('bold').fontSize(10).fillColor('#1f2933');
    text(`Vista: ${view.view}`, factsX, top, { width, ellipsis: true });
    doc.font('regular').fontSize(9);
    text(`Área de impresión: ${name}`, factsX, top + 16, { width, ellipsis: true });
    text(`Tamaño: ${mm(widthMm)} × ${mm(heightMm)} mm`, factsX, top + 30, { width });
    text(`Técnica: ${item.technique ?? 'sin técnica'}`, factsX, top + 44, {
      width,
      ellipsis: true,
    });
    if (item.inks.length > 0) {
      text(`Colores de impresión (${item.inks.length}):`, factsX, top + 62, { width });
      item.inks.forEach((ink, index) => {
        const x = factsX + (index % 5) * 34;
        const inkY = top + 78 + Math.floor(index / 5) * 24;
        doc.rect(x, inkY, 16, 12).fillAndStroke(pdfColor(ink), GREY);
        doc.fontSize(5.5).fillColor(GREY);
        text(ink.toUpperCase(), x - 8, inkY + 14, { width: 32, align: 'center' });
      });
    }
  }

  // Every page's footer, once the page count is known.
  const range = doc.bufferedPageRange();
  for (let page = range.start; page < range.start + range.count; page += 1) {
    doc.switchToPage(page);
    doc.font('regular').fontSize(7.5).fillColor(GREY);
    text(
      `${brand.config.name} · ${title} · Versión ${version} · Página ${page + 1} de ${range.count}`,
      PAGE.margin,
      PAGE.height - 30,
      { width: CONTENT, align: 'center' },
    );
  }
  doc.end();
  return done;
}

/** 80 -> '80', 62.5 -> '62,5': millimetres as the store writes them. */
const mm = (value: number) => String(Math.round(value * 10) / 10).replace('.', ',');
