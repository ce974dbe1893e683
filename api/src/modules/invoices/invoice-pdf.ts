import { buffer } from 'node:stream/consumers';
import { formatCuit, formatRut } from '@store/contracts/checkout-rules';
import { formatMoney } from '@store/contracts/money-format';
import bwipjs, { type RenderOptions } from 'bwip-js';
import type PDFKitDocument from 'pdfkit';
import SVGtoPDF from 'svg-to-pdfkit';
import { printable, registerFonts } from '../quotes/index.js';
import { GREY, LINE, pdfColor, type QuoteBrand } from '../quotes/index.js';
import { letterOfType, VOUCHER_NAMES } from './arca/arca-voucher.js';
import { SII_NAMES } from './chile/sii-dte.js';
import { fromMinor } from '../pricing/index.js';
import type { InvoiceAmounts } from './invoice-amounts.js';
import type { InvoiceBuyer, InvoiceLine } from './invoice-issuer.js';
import type { InvoicingSettings } from './invoice-settings.js';
import { lazyRequire } from '../../lib/lazy.js';

const PDFDocument = lazyRequire<typeof PDFKitDocument>('pdfkit');

/**
 * The legal document as the buyer gets it: the tenant's logo and colours around the fields the
 * law asks for. Argentina: the letter and code, the issuer's CUIT, gross income number, start of
 * activities, point of sale and number, the buyer's document and IVA condition, IVA per rate (A)
 * or the IVA contained (B, Ley 27.743), the CAE and its expiry and the QR of RG 4892. Chile: the
 * RUT box with the document's name and folio and the SII office, the receiver, the totals and the
 * stamp (TED) as a PDF417 barcode.
 */

export interface InvoiceSheet {
  settings: InvoicingSettings;
  kind: 'invoice' | 'credit_note';
  docType: number;
  pointOfSale: number | null;
  number: number;
  issuedOn: string;
  cae: string | null;
  caeDue: string | null;
  ted: string | null;
  qrUrl: string | null;
  buyer: InvoiceBuyer;
  lines: InvoiceLine[];
  amounts: InvoiceAmounts;
  orderNumber: string;
  paymentMethod: string;
  related: { name: string; date: string } | null;
}

/** bwip-js takes BWIPP's options (eclevel, columns) beside its own; its types list only its own. */
const barcode = (options: { bcid: string; text: string } & Record<string, string | number>) =>
  bwipjs.toBuffer(options as RenderOptions);

const A4 = { width: 595.28, height: 841.89, margin: 40 };
const CONTENT = A4.width - 2 * A4.margin;

const day = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
export const arcaNumber = (pointOfSale: number, number: number) =>
  `${String(pointOfSale).padStart(5, '0')}-${String(number).padStart(8, '0')}`;

const CONDITIONS: Record<string, string> = {
  RI: 'IVA Responsable Inscripto',
  MT: 'Responsable Monotributo',
  EX: 'IVA Sujeto Exento',
  CF: 'Consumidor Final',
};

/** The document's name as the buyer reads it: "Factura A 00002-00000012", "Factura electrónica N° 12". */
export function documentTitle(
  docType: number,
  pointOfSale: number | null,
  number: number | null,
): string {
  const ar = pointOfSale !== null;
  const name = ar
    ? `${VOUCHER_NAMES[docType] === 'FACTURA' ? 'Factura' : 'Nota de crédito'} ${letterOfType(docType)}`
    : (SII_NAMES[docType] ?? 'Documento').replace(
        /^(\p{Lu})(.*)$/u,
        (_, a: string, b: string) => a + b.toLowerCase(),
      );
  if (number === null) return name;
  return ar ? `${name} ${arcaNumber(pointOfSale, number)}` : `${name} N° ${number}`;
}

export async function invoicePdf(sheet: InvoiceSheet, brand: QuoteBrand): Promise<Buffer> {
  const { settings, amounts } = sheet;
  const ar = settings.country === 'AR';
  const primary = pdfColor(brand.config.colors.primary);
  const money = (units: number) =>
    formatMoney(fromMinor(units, amounts.decimals), {
      decimals: amounts.decimals,
      symbol: brand.settings.currencySymbol,
    });
  const doc = new (PDFDocument())({
    size: 'A4',
    margins: { top: A4.margin, left: A4.margin, right: A4.margin, bottom: 20 },
    info: {
      Title: `${documentTitle(sheet.docType, sheet.pointOfSale, sheet.number)} · ${settings.legalName}`,
      Author: brand.config.name,
    },
  });
  registerFonts(doc);
  const out = buffer(doc);
  const text = (value: string, x: number, y: number, options: PDFKit.Mixins.TextOptions = {}) =>
    doc.text(printable(value), x, y, { lineBreak: false, ...options });

  // Issuer, left.
  const logo = await brand.svg(brand.config.logo);
  if (logo) SVGtoPDF(doc, logo, A4.margin, A4.margin, { width: 170, height: 44 });
  else {
    doc.font('bold').fontSize(18).fillColor(primary);
    text(brand.config.name, A4.margin, A4.margin + 10);
  }
  doc.font('bold').fontSize(10).fillColor('#1f2933');
  text(settings.legalName, A4.margin, 92, { width: 230, ellipsis: true });
  doc.font('regular').fontSize(8.5).fillColor(GREY);
  const issuerLines = ar
    ? [
        settings.address,
        letterOfType(sheet.docType) === 'C'
          ? 'Responsable Monotributo'
          : 'IVA Responsable Inscripto',
      ]
    : [settings.giro, `${settings.address}, ${settings.comuna}`];
  issuerLines.forEach((line, i) =>
    text(line, A4.margin, 106 + i * 12, { width: 230, height: 11, ellipsis: true }),
  );

  if (ar) {
    // The letter's box, centred, with ARCA's code.
    const boxX = A4.width / 2 - 24;
    doc.rect(boxX, A4.margin, 48, 50).lineWidth(1.2).strokeColor('#1f2933').stroke();
    doc.font('bold').fontSize(30).fillColor('#1f2933');
    text(letterOfType(sheet.docType), boxX, A4.margin + 4, { width: 48, align: 'center' });
    doc.font('regular').fontSize(7);
    text(`COD. ${String(sheet.docType).padStart(2, '0')}`, boxX, A4.margin + 38, {
      width: 48,
      align: 'center',
    });
    const x = A4.width / 2 + 40;
    const width = A4.width - A4.margin - x;
    doc.font('bold').fontSize(15).fillColor(primary);
    text(VOUCHER_NAMES[sheet.docType] ?? 'FACTURA', x, A4.margin, { width });
    doc.font('regular').fontSize(8.5).fillColor('#1f2933');
    [
      `Punto de venta: ${String(sheet.pointOfSale).padStart(5, '0')}   Comp. Nro: ${String(sheet.number).padStart(8, '0')}`,
      `Fecha de emisión: ${day(sheet.issuedOn)}`,
      `CUIT: ${formatCuit(settings.cuit) ?? settings.cuit}`,
      `Ingresos Brutos: ${settings.grossIncome}`,
      `Inicio de actividades: ${day(settings.activitiesStart)}`,
    ].forEach((line, i) => text(line, x, A4.margin + 22 + i * 12, { width }));
  } else {
    // The SII's box: RUT, the document's name and folio, in red; the SII office below.
    const width = 190;
    const x = A4.width - A4.margin - width;
    doc.rect(x, A4.margin, width, 66).lineWidth(2).strokeColor('#c62828').stroke();
    doc.font('bold').fontSize(11).fillColor('#c62828');
    text(`R.U.T.: ${formatRut(settings.rut) ?? settings.rut}`, x, A4.margin + 8, {
      width,
      align: 'center',
    });
    text(SII_NAMES[sheet.docType] ?? '', x, A4.margin + 26, { width, align: 'center' });
    text(`N° ${sheet.number}`, x, A4.margin + 44, { width, align: 'center' });
    doc.font('bold').fontSize(9);
    text(`S.I.I. - ${settings.siiOffice}`, x, A4.margin + 72, { width, align: 'center' });
  }
  doc.rect(0, 150, A4.width, 3).fill(primary);

  // The buyer.
  let y = 164;
  const b = sheet.buyer;
  const buyerRows: [string, string][] = ar
    ? [
        [
          b.document.replace(/\D/g, '').length === 11 ? 'CUIT' : 'Documento',
          b.document || 'Consumidor final',
        ],
        ['Apellido y nombre / Razón social', b.name],
        ['Condición frente al IVA', CONDITIONS[b.ivaCondition] ?? b.ivaCondition],
        ['Domicilio', b.address || '-'],
        ['Condición de venta', sheet.paymentMethod],
      ]
    : [
        ['Señor(es)', b.name],
        ['R.U.T.', formatRut(b.document) ?? (b.document || '66.666.666-6')],
        ...(b.giro ? ([['Giro', b.giro]] as [string, string][]) : []),
        ['Dirección', [b.address, b.comuna].filter(Boolean).join(', ') || '-'],
        ['Fecha de emisión', day(sheet.issuedOn)],
        ['Forma de pago', sheet.paymentMethod],
      ];
  buyerRows.push(['Pedido', sheet.orderNumber]);
  if (sheet.related)
    buyerRows.push([
      'Comprobante asociado',
      `${sheet.related.name} del ${day(sheet.related.date)}`,
    ]);
  for (const [label, value] of buyerRows) {
    doc.font('bold').fontSize(8.5).fillColor(GREY);
    text(`${label}:`, A4.margin, y, { width: 160 });
    doc.font('regular').fillColor('#1f2933');
    text(value, A4.margin + 165, y, { width: CONTENT - 165, height: 11, ellipsis: true });
    y += 13;
  }

  // The lines: at their net in a Factura A and a factura, with IVA otherwise.
  const net = (ar && letterOfType(sheet.docType) === 'A') || (!ar && sheet.docType !== 39);
  y += 8;
  const columns = [
    { label: 'Descripción', x: A4.margin + 6, width: 290, align: 'left' as const },
    { label: 'Cant.', x: A4.margin + 300, width: 40, align: 'right' as const },
    { label: 'Precio unit.', x: A4.margin + 345, width: 80, align: 'right' as const },
    {
      label: net ? 'Subtotal neto' : 'Subtotal',
      x: A4.margin + 430,
      width: CONTENT - 436,
      align: 'right' as const,
    },
  ];
  doc.rect(A4.margin, y, CONTENT, 18).fill(primary);
  doc.font('condensedBold').fontSize(8).fillColor('#ffffff');
  for (const c of columns) text(c.label, c.x, y + 5, { width: c.width, align: c.align });
  y += 22;
  doc.font('regular').fontSize(8.5).fillColor('#1f2933');
  for (const line of sheet.lines) {
    if (y > A4.height - 240) {
      doc.addPage();
      y = A4.margin;
    }
    const amount = net ? line.net : line.net + line.iva;
    const values = [
      line.description,
      String(line.quantity),
      money(Math.round(amount / line.quantity)),
      money(amount),
    ];
    columns.forEach((c, i) =>
      text(values[i]!, c.x, y, { width: c.width, align: c.align, ellipsis: true }),
    );
    y += 14;
    doc
      .moveTo(A4.margin, y - 3)
      .lineTo(A4.width - A4.margin, y - 3)
      .lineWidth(0.4)
      .strokeColor(LINE)
      .stroke();
  }

  // Totals.
  y += 8;
  const totals: [string, string][] = [];
  if (net) {
    totals.push([ar ? 'Importe neto gravado' : 'Monto neto', money(amounts.net)]);
    for (const rate of amounts.byRate)
      totals.push([
        `IVA ${String(Math.round(rate.rate * 1000) / 10).replace('.', ',')} %`,
        money(rate.iva),
      ]);
  }
  totals.push([ar ? 'Importe total' : 'Total', money(amounts.total)]);
  const totalsX = A4.width - A4.margin - 240;
  totals.forEach(([label, value], i) => {
    const last = i === totals.length - 1;
    doc
      .font(last ? 'bold' : 'regular')
      .fontSize(last ? 11 : 9)
      .fillColor(last ? primary : '#1f2933');
    text(label, totalsX, y, { width: 140 });
    text(value, totalsX + 140, y, { width: 100, align: 'right' });
    y += last ? 18 : 14;
  });
  doc.font('regular').fontSize(8).fillColor(GREY);
  if (!net && amounts.iva > 0) {
    text(
      ar
        ? `Régimen de Transparencia Fiscal al Consumidor (Ley 27.743): IVA contenido ${money(amounts.iva)}`
        : `El IVA incluido en este documento es de ${money(amounts.iva)}`,
      A4.margin,
      y,
      { width: CONTENT, align: 'right' },
    );
    y += 14;
  }

  // Authorisation: the QR and CAE (ARCA), the stamp (SII).
  const bottom = Math.max(y + 16, A4.height - 200);
  if (ar && sheet.qrUrl && sheet.cae) {
    const qr = await barcode({ bcid: 'qrcode', text: sheet.qrUrl, scale: 3, eclevel: 'M' });
    doc.image(qr, A4.margin, bottom, { width: 110, height: 110 });
    doc.font('bold').fontSize(11).fillColor('#1f2933');
    text('Comprobante autorizado', A4.margin + 125, bottom + 10);
    doc.font('regular').fontSize(9.5);
    text(`CAE N°: ${sheet.cae}`, A4.margin + 125, bottom + 32);
    text(
      `Fecha de vto. de CAE: ${sheet.caeDue ? day(sheet.caeDue) : '-'}`,
      A4.margin + 125,
      bottom + 48,
    );
    doc.fontSize(7.5).fillColor(GREY);
    text(
      'Esta administración federal no se responsabiliza por los datos ingresados en el detalle de la operación.',
      A4.margin + 125,
      bottom + 68,
      { width: CONTENT - 125 },
    );
  }
  if (!ar && sheet.ted) {
    // The SII's stamp: PDF417 at error correction level 5.
    const stamp = await barcode({
      bcid: 'pdf417',
      text: sheet.ted,
      columns: 12,
      eclevel: 5,
      scale: 2,
      height: 3,
    });
    // A PNG's size is in its header: the stamp keeps its proportions at 260 pt wide.
    const height = (260 * stamp.readUInt32BE(20)) / stamp.readUInt32BE(16);
    doc.image(stamp, A4.margin, bottom, { width: 260, height });
    doc.font('bold').fontSize(8.5).fillColor('#1f2933');
    text('Timbre Electrónico SII', A4.margin, bottom + height + 6, { width: 260, align: 'center' });
    doc.font('regular').fontSize(7.5).fillColor(GREY);
    text('Res. 80 de 2014 - Verifique documento: www.sii.cl', A4.margin, bottom + height + 18, {
      width: 260,
      align: 'center',
    });
  }
  const notice =
    settings.service === 'double'
      ? ar
        ? 'Emitido con el doble local de ARCA (demostración): sin validez fiscal.'
        : 'Emitido con el doble local del proveedor de DTE (demostración): sin validez tributaria.'
      : settings.service === 'production'
        ? null
        : 'Emitido en el ambiente de pruebas: sin validez fiscal.';
  if (notice) {
    doc.font('bold').fontSize(8).fillColor('#c62828');
    text(notice, A4.margin, A4.height - 60, { width: CONTENT, align: 'center' });
  }
  doc.font('regular').fontSize(7.5).fillColor(GREY);
  text(
    `${brand.config.name} · ${documentTitle(sheet.docType, sheet.pointOfSale, sheet.number)}`,
    A4.margin,
    A4.height - 44,
    { width: CONTENT, align: 'center' },
  );
  doc.end();
  return out;
}
