import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { formatMoney } from '@store/contracts/money-format';
import type PDFKitDocument from 'pdfkit';
import SVGtoPDF from 'svg-to-pdfkit';
import type { ShopConfig } from '../tenants/index.js';
import type { PricingSettings, Tenant } from '../tenants/index.js';
import type { CategorySummary, ProductSummary } from '@store/contracts/wire/catalog';
import { formatDate } from './pdf-format.js';
import { lazyRequire } from '../../lib/lazy.js';
import { printedPictureReader } from './catalog-picture-files.js';

const PDFDocument = lazyRequire<typeof PDFKitDocument>('pdfkit');

const PAGE = { width: 595.28, height: 841.89, margin: 36 };
const GRID = { columns: 3, rows: 3, gap: 12, top: 86, bottom: 40 };
const PAGE_SIZE = 60;

interface Sheet {
  doc: PDFKit.PDFDocument;
  config: ShopConfig;
  settings: PricingSettings;
  svg: (url: string | null) => Promise<string | null>;
  /** An uploaded photo as JPEG bytes (`printedPictureReader`); null when not one of them. */
  picture: (url: string | null) => Promise<Buffer | null>;
  page: number;
}

/** Reads the tenant's own SVG files (logo, product pictures); anything else is drawn without. */
export function svgReader(assetsDir: string, tenant: string) {
  const cache = new Map<string, Promise<string | null>>();
  const prefix = `/tenant-assets/${tenant}/`;
  return (url: string | null) => {
    if (!url?.startsWith(prefix) || !url.endsWith('.svg') || url.includes('..'))
      return Promise.resolve(null);
    let text = cache.get(url);
    if (!text) {
      text = readFile(join(assetsDir, tenant, url.slice(prefix.length)), 'utf8').catch(() => null);
      cache.set(url, text);
    }
    return text;
  };
}

function priceNote(settings: PricingSettings): string {
  return settings.withTaxes ? 'IVA incluido' : '+ IVA';
}

async function cover(sheet: Sheet, category: CategorySummary | null, tenant: Tenant) {
  const { doc, config, settings } = sheet;
  doc.addPage();
  const logo = await sheet.svg(config.logo);
  if (logo) SVGtoPDF(doc, logo, PAGE.margin, 60, { width: 260, height: 70 });
  else
    doc
      .font('Helvetica-Bold')
      .fontSize(28)
      .fillColor(config.colors.primary)
      .text(config.name, PAGE.margin, 70);
  doc.rect(0, 190, PAGE.width, 230).fill(config.colors.primary);
  doc.rect(0, 420, PAGE.width, 8).fill(config.colors.secondary);
  doc
    .font('Helvetica-Bold')
    .fontSize(34)
    .fillColor('#ffffff')
    .text('Catálogo de productos', PAGE.margin, 240, { width: PAGE.width - 2 * PAGE.margin });
  doc
    .font('Helvetica')
    .fontSize(18)
    .text(category ? category.title : 'Todas las categorías', PAGE.margin, 300);
  doc.fontSize(12).text(formatDate(new Date(), tenant.environment), PAGE.margin, 340);
  const where =
    tenant.environment === 'CL' ? 'Cotiza en línea con tu logo' : 'Cotizá en línea con tu logo';
  doc
    .fillColor(config.colors.text)
    .fontSize(11)
    .text(
      `Precios unitarios para 1 unidad y sin personalización, ${settings.withTaxes ? 'con IVA incluido' : 'más IVA'}. Los precios bajan por cantidad y se confirman al cotizar. ${where}.`,
      PAGE.margin,
      470,
      { width: PAGE.width - 2 * PAGE.margin },
    );
  const contact = [config.contact.email, config.contact.phone, config.contact.address]
    .filter(Boolean)
    .join('  ·  ');
  if (contact)
    doc
      .fontSize(10)
      .fillColor('#5b6475')
      .text(contact, PAGE.margin, 760, { width: PAGE.width - 2 * PAGE.margin });
}

function startPage(sheet: Sheet, heading: string) {
  const { doc, config } = sheet;
  doc.addPage();
  sheet.page += 1;
  doc.rect(0, 0, PAGE.width, 60).fill(config.colors.primary);
  doc
    .font('Helvetica-Bold')
    .fontSize(14)
    .fillColor('#ffffff')
    .text(config.name, PAGE.margin, 22, { lineBreak: false });
  doc
    .font('Helvetica')
    .fontSize(12)
    .text(heading, PAGE.width / 2, 24, {
      width: PAGE.width / 2 - PAGE.margin,
      align: 'right',
      lineBreak: false,
    });
  doc
    .fontSize(8)
    .fillColor('#5b6475')
    .text(`${config.name} · Catálogo · página ${sheet.page}`, PAGE.margin, PAGE.height - 28, {
      width: PAGE.width - 2 * PAGE.margin,
      align: 'center',
      lineBreak: false,
    });
}

async function cell(
  sheet: Sheet,
  product: ProductSummary,
  unitPrice: number,
  x: number,
  y: number,
  width: number,
  height: number,
) {
  const { doc, config, settings } = sheet;
  doc.roundedRect(x, y, width, height, 6).lineWidth(0.6).strokeColor('#d9dde5').stroke();
  doc.rect(x + 1, y + 1, width - 2, 118).fill('#f3f4f6');
  const photo = await sheet.picture(product.featuredImg);
  const art = photo ? null : await sheet.svg(product.featuredImg);
  if (photo)
    doc.image(photo, x + (width - 108) / 2, y + 2, {
      fit: [108, 116],
      align: 'center',
      valign: 'center',
    });
  else if (art) SVGtoPDF(doc, art, x + (width - 108) / 2, y + 2, { width: 108, height: 116 });
  const textX = x + 8;
  const textWidth = width - 16;
  doc
    .font('Helvetica-Bold')
    .fontSize(9.5)
    .fillColor(config.colors.text)
    .text(product.name, textX, y + 126, { width: textWidth, height: 26, ellipsis: true });
  doc
    .font('Helvetica')
    .fontSize(7.5)
    .fillColor('#5b6475')
    .text(
      `Cód. ${product.externalId} · ${product.colors.length} ${product.colors.length === 1 ? 'color' : 'colores'}`,
      textX,
      y + 154,
      { width: textWidth, lineBreak: false },
    );
  doc.text(product.techniques.map((t) => t.name).join(', '), textX, y + 166, {
    width: textWidth,
    height: 20,
    ellipsis: true,
  });
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .fillColor(config.colors.primary)
    .text(
      formatMoney(unitPrice, { decimals: settings.roundPrice, symbol: settings.currencySymbol }),
      textX,
      y + height - 30,
      { lineBreak: false, continued: false },
    );
  doc
    .font('Helvetica')
    .fontSize(7.5)
    .fillColor('#5b6475')
    .text(priceNote(settings), textX, y + height - 14, { lineBreak: false });
  if (product.totalStock === 0)
    doc
      .font('Helvetica-Bold')
      .fontSize(7.5)
      .fillColor('#b3261e')
      .text('Sin stock', x + width - 50, y + height - 14, {
        width: 42,
        align: 'right',
        lineBreak: false,
      });
}

async function section(
  app: FastifyInstance,
  sheet: Sheet,
  tenant: Tenant,
  category: CategorySummary,
) {
  const width = (PAGE.width - 2 * PAGE.margin - (GRID.columns - 1) * GRID.gap) / GRID.columns;
  const height = (PAGE.height - GRID.top - GRID.bottom - (GRID.rows - 1) * GRID.gap) / GRID.rows;
  let slot = 0;
  for (let page = 1; ; page += 1) {
    const { items, totalPages } = await app.catalog.list(tenant, {
      categories: [category.slug],
      sort: 'name',
      page,
      pageSize: PAGE_SIZE,
    });
    const prices = await app.catalog.unitPrices(
      tenant,
      items.map((item) => item.id),
    );
    for (const product of items) {
      if (slot % (GRID.columns * GRID.rows) === 0) startPage(sheet, category.title);
      const position = slot % (GRID.columns * GRID.rows);
      const x = PAGE.margin + (position % GRID.columns) * (width + GRID.gap);
      const y = GRID.top + Math.floor(position / GRID.columns) * (height + GRID.gap);
      await cell(sheet, product, prices.get(product.id) ?? product.priceFrom, x, y, width, height);
      slot += 1;
    }
    if (page >= totalPages) break;
  }
}

/**
 * The branded catalogue of a tenant (or one category) as a PDF stream: the first pages leave
 * while later ones are still being read from the database, so a large catalogue starts
 * downloading at once.
 */
export function catalogPdf(
  app: FastifyInstance,
  tenant: Tenant,
  categorySlug: string | null,
): Readable {
  const out = new PassThrough();
  const doc = new (PDFDocument())({
    size: 'A4',
    // Every element is placed by hand: no bottom margin, so text near the foot never adds a page.
    margins: { top: PAGE.margin, left: PAGE.margin, right: PAGE.margin, bottom: 0 },
    autoFirstPage: false,
    info: { Title: `Catálogo ${tenant.displayName}`, Author: tenant.displayName },
  });
  doc.pipe(out);
  void (async () => {
    const config = await app.tenants.getConfig(tenant);
    const sheet: Sheet = {
      doc,
      config,
      settings: app.tenants.pricingSettings(tenant),
      svg: svgReader(app.config.tenantAssetsDir, tenant.name),
      picture: printedPictureReader(app.config.tenantAssetsDir, tenant.name),
      page: 0,
    };
    const categories = (await app.catalog.categories(tenant)).filter(
      (c) => c.productCount > 0 && (!categorySlug || c.slug === categorySlug),
    );
    await cover(sheet, categorySlug ? (categories[0] ?? null) : null, tenant);
    for (const category of categories) await section(app, sheet, tenant, category);
  })()
    .catch((error: unknown) =>
      app.log.error({ err: error, tenant: tenant.name }, 'catalogue PDF failed'),
    )
    .finally(() => doc.end());
  return out;
}
