/** The catalog module's front door: the only file of it other code imports (lint). */
export { svgReader } from './catalog-pdf.js';
export { printedPictureReader } from './catalog-picture-files.js';
export {
  StaffPrintAreasBodySchema,
  StaffProductPrintAreasSchema,
} from '@store/contracts/wire/catalog-print-areas';
export type { StaffPrintArea } from '@store/contracts/wire/catalog-print-areas';
export {
  StaffProductBodySchema,
  StaffProductPageSchema,
  StaffProductSchema,
  StaffProductsQuerySchema,
  StockAdjustmentAnswerSchema,
  StockAdjustmentBodySchema,
  StockAdjustmentSchema,
} from '@store/contracts/wire/catalog-staff';
export {
  ProductDetailsBodySchema,
  ProductDetailsSchema,
} from '@store/contracts/wire/catalog-product-editor';
export type { OnCatalogWrite } from './catalog-staff.service.js';
export {
  NewVariantBodySchema,
  ProductVariantsSchema,
  VariantBodySchema,
  VariantOrderBodySchema,
  VariantParamsSchema,
  VariantRetireBodySchema,
} from '@store/contracts/wire/catalog-variant-editor';
export {
  PictureAltBodySchema,
  PictureCropBodySchema,
  PictureDeleteBodySchema,
  PictureOrderBodySchema,
  PictureParamsSchema,
  PictureUploadQuerySchema,
  ProductPicturesSchema,
} from '@store/contracts/wire/catalog-pictures';
export {
  CategoryCreateBodySchema,
  CategoryEditBodySchema,
  CategoryMoveBodySchema,
  CategoryPictureQuerySchema,
  CategoryVersionBodySchema,
  StaffCategoryTreeSchema,
} from '@store/contracts/wire/catalog-categories';
export { catalogMigrations } from './catalog.migrations.js';
export { catalogRoutes } from './catalog.routes.js';
export type { PrintArea, ProductDetail } from '@store/contracts/wire/catalog';
export { seedCatalog } from './catalog.seed.js';
export type { CatalogService } from './catalog.service.js';
export { importCatalog, readCatalog } from './import/catalog-importer.js';
export {
  CatalogImportJobSchema,
  CatalogImportParamsSchema,
} from '@store/contracts/wire/catalog-import';
export { formatDate } from './pdf-format.js';
export { DEMO_MARKETS, demoCatalog } from './seed/demo-catalog.js';
export { returnStock, stockEverything } from './stock.repository.js';
