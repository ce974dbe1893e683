/** The catalog module's front door: the only file of it other code imports (lint). */
export { svgReader } from './catalog-pdf.js';
export {
  StaffPrintAreasBodySchema,
  StaffProductPrintAreasSchema,
} from './catalog-print-areas.schemas.js';
export type { StaffPrintArea } from './catalog-print-areas.schemas.js';
export {
  StaffProductBodySchema,
  StaffProductPageSchema,
  StaffProductSchema,
  StaffProductsQuerySchema,
  StockAdjustmentAnswerSchema,
  StockAdjustmentBodySchema,
  StockAdjustmentSchema,
} from './catalog-staff.schemas.js';
export {
  ProductDetailsBodySchema,
  ProductDetailsSchema,
} from './catalog-product-editor.schemas.js';
export type { OnCatalogWrite } from './catalog-staff.service.js';
export {
  NewVariantBodySchema,
  ProductVariantsSchema,
  VariantBodySchema,
  VariantParamsSchema,
  VariantRetireBodySchema,
} from './catalog-variant-editor.schemas.js';
export { catalogMigrations } from './catalog.migrations.js';
export { catalogRoutes } from './catalog.routes.js';
export type { PrintArea, ProductDetail } from '@store/contracts/wire/catalog';
export { seedCatalog } from './catalog.seed.js';
export type { CatalogService } from './catalog.service.js';
export { importCatalog, readCatalog } from './import/catalog-importer.js';
export { formatDate } from './pdf-format.js';
export { DEMO_MARKETS, demoCatalog } from './seed/demo-catalog.js';
export { returnStock } from './stock.js';
