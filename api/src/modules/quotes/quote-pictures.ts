import type { FastifyInstance } from 'fastify';
import { printedPictureReader, svgReader } from '../catalog/index.js';
import type { Tenant } from '../tenants/index.js';
import type { QuoteBrand } from './quote-pdf-sheet.js';
import { CART_FILES_PATH, type CartFiles } from '../cart/index.js';

const DRAWABLE_NAME = /^[0-9a-f-]{36}\.(png|jpg)$/;

/**
 * The builder's preview of a customised line (an upload of the cart module), when pdfkit can
 * draw it (PNG or JPEG; WebP it cannot): otherwise the PDF shows the catalogue's picture.
 */
export function previewReader(files: CartFiles) {
  return async (url: string | null): Promise<Buffer | null> => {
    if (!url?.startsWith(`${CART_FILES_PATH}/`)) return null;
    const name = url.slice(CART_FILES_PATH.length + 1);
    if (!DRAWABLE_NAME.test(name)) return null;
    const file = await files.read(name);
    return file && /^image\/(png|jpeg)$/.test(file.contentType) ? file.body : null;
  };
}

/** The tenant's brand as the branded PDFs (quotes, orders) draw it. */
export function pdfBrandReader(app: FastifyInstance) {
  return async (tenant: Tenant): Promise<QuoteBrand> => ({
    config: await app.tenants.getConfig(tenant),
    settings: app.tenants.pricingSettings(tenant),
    svg: svgReader(app.config.tenantAssetsDir, tenant.name),
    preview: previewReader(app.cartFiles),
    picture: printedPictureReader(app.config.tenantAssetsDir, tenant.name),
  });
}
