/**
 * Every payload the frontend and the API exchange, request and answer, as the API's TypeBox
 * schema (what it validates and serialises) against its type in shared/contracts (what the
 * remotes compile against). Type-checked by `pnpm typecheck` (tsconfig.contracts.json): a schema
 * and its contract that drift apart fail the build. What is left are the back office's pairs: every
 * other wire type is defined once, in @store/contracts/wire.
 */
import type * as C from '@store/contracts';
import type { Static, TSchema } from 'typebox';
import type * as CatalogStaff from '../src/modules/catalog/catalog-staff.schemas.js';
import type * as ProductEditor from '../src/modules/catalog/catalog-product-editor.schemas.js';
import type * as VariantEditor from '../src/modules/catalog/catalog-variant-editor.schemas.js';
import type * as PrintAreas from '../src/modules/catalog/catalog-print-areas.schemas.js';
import type * as Staff from '../src/modules/staff/staff.schemas.js';
import type * as QuotesStaff from '../src/modules/quotes/quotes-staff.schemas.js';
import type * as AdminBuyers from '../src/modules/staff/admin-buyers.schemas.js';
import type * as StoreLook from '../src/modules/tenants/store-look.schemas.js';
import type * as StoreSettings from '../src/modules/tenants/store-settings.schemas.js';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** Fails to compile unless the schema's static type and the contract are the same type. */
type Pair<S extends TSchema, T> = Same<Static<S>, T>;
const same = <T extends true>(value: T) => value;

// The back office (issue 32): staff, their login and the orders' screens.
same<Pair<typeof Staff.StaffMemberSchema, C.StaffMember>>(true);
same<Pair<typeof Staff.StaffLoginAnswerSchema, C.StaffLoginAnswer>>(true);
same<Pair<typeof Staff.DashboardSchema, C.StaffDashboard>>(true);
same<Pair<typeof Staff.AdminOrderPageSchema, C.AdminOrderPage>>(true);
same<Pair<typeof Staff.AdminOrderDetailSchema, C.AdminOrderDetail>>(true);
same<Pair<typeof Staff.AdminPrintFileSchema, C.AdminPrintFile>>(true);
same<Pair<typeof Staff.BulkMoveBodySchema, C.BulkMoveBody>>(true);
same<Pair<typeof Staff.BulkMoveAnswerSchema, C.BulkMoveResult[]>>(true);
same<Pair<typeof CatalogStaff.StaffProductPageSchema, C.StaffProductPage>>(true);
same<Pair<typeof CatalogStaff.StaffProductSchema, C.StaffProduct>>(true);
same<Pair<typeof CatalogStaff.StaffProductBodySchema, C.StaffProductBody>>(true);
same<Pair<typeof CatalogStaff.StockAdjustmentBodySchema, C.StockAdjustmentBody>>(true);
same<Pair<typeof CatalogStaff.StockAdjustmentSchema, C.StockAdjustment>>(true);
same<Pair<typeof CatalogStaff.StockAdjustmentAnswerSchema, C.StockAdjustmentAnswer>>(true);
same<Pair<typeof ProductEditor.ProductDetailsBodySchema, C.ProductDetailsBody>>(true);
same<Pair<typeof ProductEditor.ProductDetailsSchema, C.ProductDetails>>(true);
same<Pair<typeof VariantEditor.VariantBodySchema, C.VariantBody>>(true);
same<Pair<typeof VariantEditor.NewVariantBodySchema, C.NewVariantBody>>(true);
same<Pair<typeof VariantEditor.VariantRetireBodySchema, C.VariantRetireBody>>(true);
same<Pair<typeof VariantEditor.EditableVariantSchema, C.EditableVariant>>(true);
same<Pair<typeof VariantEditor.ProductVariantsSchema, C.ProductVariants>>(true);
same<Pair<typeof PrintAreas.StaffProductPrintAreasSchema, C.StaffProductPrintAreas>>(true);
same<Pair<typeof PrintAreas.StaffPrintAreasBodySchema, C.StaffPrintAreasBody>>(true);
same<Pair<typeof AdminBuyers.AdminBuyerPageSchema, C.AdminBuyerPage>>(true);
same<Pair<typeof AdminBuyers.AdminBuyerSchema, C.AdminBuyer>>(true);
same<Pair<typeof AdminBuyers.BuyerBlockBodySchema, C.BuyerBlockBody>>(true);
same<Pair<typeof AdminBuyers.BuyerCreditBodySchema, C.BuyerCreditBody>>(true);
same<Pair<typeof QuotesStaff.AdminQuotePageSchema, C.AdminQuotePage>>(true);
same<Pair<typeof QuotesStaff.AdminQuoteSchema, C.AdminQuote>>(true);
same<Pair<typeof QuotesStaff.QuoteExtensionBodySchema, C.QuoteExtensionBody>>(true);
same<Pair<typeof QuotesStaff.QuoteSentSchema, C.QuoteSent>>(true);

// The back office's «Tienda» (store look).
same<Pair<typeof StoreLook.StoreLookSchema, C.StoreLook>>(true);
same<Pair<typeof StoreLook.StoreLookStateSchema, C.StoreLookState>>(true);
same<Pair<typeof StoreLook.StoreLookBodySchema, C.StoreLookBody>>(true);
same<Pair<typeof StoreLook.StoreVersionBodySchema, C.StoreVersionBody>>(true);
same<Pair<typeof StoreLook.StoreImageSchema, C.StoreImage>>(true);
same<Pair<typeof StoreSettings.StoreTextsStateSchema, C.StoreSectionState<C.StoreTexts>>>(true);
same<Pair<typeof StoreSettings.StoreTextsBodySchema, C.StoreSectionBody<C.StoreTexts>>>(true);
same<
  Pair<typeof StoreSettings.StoreBankStateSchema, C.StoreSectionState<C.StoreBankDetails | null>>
>(true);
same<Pair<typeof StoreSettings.StoreBankBodySchema, C.StoreSectionBody<C.StoreBankDetails>>>(true);
same<Pair<typeof StoreSettings.StoreFeaturesStateSchema, C.StoreSectionState<C.StoreFeatures>>>(
  true,
);
same<Pair<typeof StoreSettings.StoreFeaturesBodySchema, C.StoreSectionBody<C.StoreFeatures>>>(true);
same<Pair<typeof StoreSettings.StoreAnalyticsStateSchema, C.StoreSectionState<C.StoreAnalytics>>>(
  true,
);
same<Pair<typeof StoreSettings.StoreAnalyticsBodySchema, C.StoreSectionBody<C.StoreAnalytics>>>(
  true,
);
