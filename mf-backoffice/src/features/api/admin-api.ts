import {
  apiFile,
  apiRequest,
  saveFile,
  toStoreApiError,
  type ApiRequestConfig,
} from '@store/platform';
import { SESSION_ENDED_EVENT } from '../session/staff-session';
import type {
  AdminBuyer,
  AdminBuyerPage,
  AdminBuyersQuery,
  AdminOrdersExportQuery,
  AdminOrdersQuery,
  AdminQuotesQuery,
  AdminQuote,
  AdminQuotePage,
  CreditTerms,
  EventTicketAnswer,
  QuoteSent,
  QuoteOrderBody,
  QuoteOrderForm,
  QuoteOrderMade,
  QuoteOrderPreview,
  QuoteOrderPreviewBody,
  AdminOrderDetail,
  AdminOrderPage,
  RecordedRefund,
  StaffDashboard,
  AdminInvoicing,
  AdminPrintFile,
  BulkMoveBody,
  BulkMoveResult,
  InvoiceCorrections,
  SaveInvoicingBody,
  StaffInvoice,
  StaffLoginAnswer,
  StaffMember,
  StaffRole,
  StaffProduct,
  StaffProofVersion,
  StaffProductBody,
  StaffProductPage,
  StaffProductsQuery,
  ProductDetails,
  ProductDetailsBody,
  StockAdjustment,
  StockAdjustmentAnswer,
  StockAdjustmentBody,
  StoreAnalytics,
  StoreBankDetails,
  StoreFeatures,
  StoreImage,
  StoreLookBody,
  StoreLookState,
  StoreSectionBody,
  StoreSectionState,
  MercadoPagoCredentialsInput,
  MercadoPagoStatus,
  ZippinSettingsInput,
  ZippinStatus,
  StoreShipping,
  StoreShippingState,
  StoreTax,
  StoreTexts,
  StoreVersionBody,
} from '@store/contracts';
import { IDEMPOTENCY_HEADER } from '@store/contracts';
import type { StoreImageKind } from '@store/contracts/store-rules';

/** The back office's calls: `/api/admin/...` with the staff session's token, never the buyer's. */
export async function call<T>(
  token: string | null,
  config: ApiRequestConfig,
  request: (config: ApiRequestConfig) => Promise<T> = apiRequest<T>,
): Promise<T> {
  try {
    return await request({
      ...config,
      beforeSession: true,
      ...(token ? { bearer: token } : {}),
    });
  } catch (failure) {
    // An expired session, or a member removed meanwhile: back to the login.
    if (token && toStoreApiError(failure).status === 401)
      window.dispatchEvent(new Event(SESSION_ENDED_EVENT));
    throw failure;
  }
}

/**
 * A list's filters as a page sends them: the keys of the API's query (its wire schema's type),
 * each value as the API takes it or as the text the page's address holds. A query string is text
 * to the API too: it reads a number from its digits and answers 400 to anything else, which the
 * page shows.
 */
export type ListQuery<Q> = { [K in keyof Q]?: Q[K] | string };

/** The «Tienda» sections saved live, by their address, and what each holds. */
/** An order as its page read it: each write sends the version back (409 when it moved). */
export interface OrderAt {
  id: number;
  version: number;
}

export interface StoreSections {
  texts: StoreTexts;
  bank: StoreBankDetails | null;
  features: StoreFeatures;
  analytics: StoreAnalytics;
  shipping: StoreShipping;
  tax: StoreTax;
  /** What the owner types; the page reads back only each one's status. */
  mercadopago: MercadoPagoCredentialsInput;
  /** The account's numbers and credentials typed; the page reads back their status. */
  zippin: ZippinSettingsInput;
}
export type StoreSectionName = keyof StoreSections;
/**
 * What each section's GET and PUT answer: the shipping's adds the store's provinces or regions;
 * the Mercado Pago credentials answer their status, never their values.
 */
export type StoreSectionStates = {
  [K in Exclude<StoreSectionName, 'shipping' | 'mercadopago' | 'zippin'>]: StoreSectionState<
    StoreSections[K]
  >;
} & {
  shipping: StoreShippingState;
  mercadopago: StoreSectionState<MercadoPagoStatus>;
  zippin: StoreSectionState<ZippinStatus>;
};

export const adminApi = {
  login: (email: string, password: string) =>
    call<StaffLoginAnswer>(null, {
      method: 'POST',
      url: '/api/admin/auth/login',
      data: { email, password },
    }),
  secondFactor: (challenge: string, code: string) =>
    call<StaffLoginAnswer>(null, {
      method: 'POST',
      url: '/api/admin/auth/second-factor',
      data: { challenge, code },
    }),
  acceptInvitation: (code: string, password: string) =>
    call<StaffLoginAnswer>(null, {
      method: 'POST',
      url: '/api/admin/auth/accept-invitation',
      data: { code, password },
    }),
  dashboard: (token: string) => call<StaffDashboard>(token, { url: '/api/admin/dashboard' }),
  /** A ticket that opens the live events' stream once, within a minute (`use-live-orders.ts`). */
  eventsTicket: (token: string) =>
    call<EventTicketAnswer>(token, { method: 'POST', url: '/api/admin/events/ticket', data: {} }),
  orders: (token: string, params: ListQuery<AdminOrdersQuery>) =>
    call<AdminOrderPage>(token, { url: '/api/admin/orders', params }),
  /** Downloads the orders matching the filters (not paged) as a CSV. */
  async ordersCsv(token: string, params: ListQuery<AdminOrdersExportQuery>) {
    const file = await call(token, { url: '/api/admin/orders.csv', params }, apiFile);
    saveFile(file, `pedidos-${new Date().toISOString().slice(0, 10)}.csv`);
  },
  order: (token: string, id: number) =>
    call<AdminOrderDetail>(token, { url: `/api/admin/orders/${id}` }),
  move: (token: string, { id, version }: OrderAt, status: string, trackingUrl?: string) =>
    call<unknown>(token, {
      method: 'POST',
      url: `/api/admin/orders/${id}/status`,
      data: { status, version, ...(trackingUrl ? { trackingUrl } : {}) },
    }),
  moveMany: (token: string, body: BulkMoveBody) =>
    call<BulkMoveResult[]>(token, {
      method: 'POST',
      url: '/api/admin/order-moves',
      data: body,
    }),
  cancel: (token: string, { id, version }: OrderAt, reason: string) =>
    call<unknown>(token, {
      method: 'POST',
      url: `/api/admin/orders/${id}/cancel`,
      data: { reason, version },
    }),
  pay: (
    token: string,
    { id, version }: OrderAt,
    data: {
      method: 'TRF' | 'CHQ';
      amount: string;
      paidOn: string;
      bank: string;
      reference: string;
    },
  ) =>
    call<AdminOrderDetail>(token, {
      method: 'POST',
      url: `/api/admin/orders/${id}/payments`,
      data: { ...data, version },
    }),
  note: (token: string, { id, version }: OrderAt, text: string) =>
    call<AdminOrderDetail>(token, {
      method: 'POST',
      url: `/api/admin/orders/${id}/notes`,
      data: { text, version },
    }),
  refund: (
    token: string,
    { id, version }: OrderAt,
    data: {
      method: RecordedRefund['method'];
      amount: string;
      refundedOn: string;
      reference: string;
    },
  ) =>
    call<AdminOrderDetail>(token, {
      method: 'POST',
      url: `/api/admin/orders/${id}/refunds`,
      data: { ...data, version },
    }),
  invoices: (token: string, id: number) =>
    call<StaffInvoice[]>(token, { url: `/api/admin/orders/${id}/invoices` }),
  issueInvoice: (token: string, id: number) =>
    call<StaffInvoice[]>(token, {
      method: 'POST',
      url: `/api/admin/orders/${id}/invoices/issue`,
      data: {},
    }),
  retryInvoice: (token: string, id: number, corrections: InvoiceCorrections) =>
    call<StaffInvoice[]>(token, {
      method: 'POST',
      url: `/api/admin/orders/${id}/invoices/retry`,
      data: corrections,
    }),
  /** Downloads an issued document's PDF under its legal name. */
  async invoicePdf(token: string, invoice: StaffInvoice) {
    const file = await call(token, { url: `/api/admin/invoices/${invoice.id}/pdf` }, apiFile);
    saveFile(file, `${invoice.name}.pdf`);
  },
  printFiles: (token: string, id: number) =>
    call<AdminPrintFile[]>(token, { url: `/api/admin/orders/${id}/print-files` }),
  /** Downloads one print file, or with `file` null the order's zip, under the order's names. */
  async printFile(
    token: string,
    id: number,
    number: string,
    file: { line: number; name: string } | null,
  ) {
    const url = file
      ? `/api/admin/orders/${id}/print-files/${file.line}/${file.name}`
      : `/api/admin/orders/${id}/print-files.zip`;
    const name = file ? `${number}-linea-${file.line}-${file.name}` : `impresion-${number}.zip`;
    saveFile(await call(token, { url }, apiFile), name);
  },
  proofs: (token: string, id: number) =>
    call<StaffProofVersion[]>(token, { url: `/api/admin/orders/${id}/proofs` }),
  generateProof: (token: string, id: number) =>
    call<StaffProofVersion[]>(token, {
      method: 'POST',
      url: `/api/admin/orders/${id}/proofs/generate`,
      data: {},
    }),
  uploadProof(token: string, id: number, file: File) {
    const form = new FormData();
    form.append('file', file, file.name);
    return call<StaffProofVersion[]>(token, {
      method: 'POST',
      url: `/api/admin/orders/${id}/proofs/upload`,
      data: form,
    });
  },
  sendProof: (token: string, id: number, version: number) =>
    call<StaffProofVersion[]>(token, {
      method: 'POST',
      url: `/api/admin/orders/${id}/proofs/${version}/send`,
      data: {},
    }),
  /** Downloads a version's PDF as `prueba-<número>-v<versión>.pdf`. */
  async proofPdf(token: string, number: string, proof: StaffProofVersion) {
    saveFile(
      await call(token, { url: proof.pdf }, apiFile),
      `prueba-${number}-v${proof.version}.pdf`,
    );
  },
  invoicing: (token: string) =>
    call<AdminInvoicing>(token, { url: '/api/admin/settings/invoicing' }),
  saveInvoicing: (token: string, body: SaveInvoicingBody) =>
    call<AdminInvoicing>(token, {
      method: 'PUT',
      url: '/api/admin/settings/invoicing',
      data: body,
    }),
  staff: (token: string) => call<StaffMember[]>(token, { url: '/api/admin/staff' }),
  invite: (token: string, email: string, role: StaffRole) =>
    call<{ member: StaffMember }>(token, {
      method: 'POST',
      url: '/api/admin/staff',
      data: { email, role },
    }),
  changeRole: (token: string, id: number, role: StaffRole) =>
    call<StaffMember>(token, { method: 'PUT', url: `/api/admin/staff/${id}`, data: { role } }),
  remove: (token: string, id: number) =>
    call<unknown>(token, { method: 'DELETE', url: `/api/admin/staff/${id}` }),
  products: (token: string, params: StaffProductsQuery) =>
    call<StaffProductPage>(token, { url: '/api/admin/catalog/products', params }),
  product: (token: string, id: number) =>
    call<StaffProduct>(token, { url: `/api/admin/catalog/products/${id}` }),
  saveProduct: (token: string, id: number, body: StaffProductBody) =>
    call<StaffProduct>(token, {
      method: 'PUT',
      url: `/api/admin/catalog/products/${id}`,
      data: body,
    }),
  productDetails: (token: string, id: number) =>
    call<ProductDetails>(token, { url: `/api/admin/catalog/products/${id}/details` }),
  saveProductDetails: (token: string, id: number, body: ProductDetailsBody) =>
    call<ProductDetails>(token, {
      method: 'PUT',
      url: `/api/admin/catalog/products/${id}/details`,
      data: body,
    }),
  adjustStock: (token: string, variantId: number, body: StockAdjustmentBody) =>
    call<StockAdjustmentAnswer>(token, {
      method: 'POST',
      url: `/api/admin/catalog/variants/${variantId}/stock-adjustments`,
      data: body,
    }),
  stockHistory: (token: string, variantId: number) =>
    call<StockAdjustment[]>(token, {
      url: `/api/admin/catalog/variants/${variantId}/stock-adjustments`,
    }),
  buyers: (token: string, params: AdminBuyersQuery) =>
    call<AdminBuyerPage>(token, { url: '/api/admin/buyers', params }),
  buyer: (token: string, id: number) => call<AdminBuyer>(token, { url: `/api/admin/buyers/${id}` }),
  blockBuyer: (token: string, id: number, version: number, blocked: boolean) =>
    call<AdminBuyer>(token, {
      method: 'POST',
      url: `/api/admin/buyers/${id}/block`,
      data: { version, blocked },
    }),
  setCreditTerms: (token: string, id: number, version: number, creditTerms: CreditTerms | null) =>
    call<AdminBuyer>(token, {
      method: 'PUT',
      url: `/api/admin/buyers/${id}/credit-terms`,
      data: { version, creditTerms },
    }),
  quotes: (token: string, params: ListQuery<AdminQuotesQuery>) =>
    call<AdminQuotePage>(token, { url: '/api/admin/quotes', params }),
  quote: (token: string, id: string) => call<AdminQuote>(token, { url: `/api/admin/quotes/${id}` }),
  extendQuote: (token: string, id: string, version: number, validUntil: string) =>
    call<AdminQuote>(token, {
      method: 'POST',
      url: `/api/admin/quotes/${id}/validity`,
      data: { version, validUntil },
    }),
  sendQuote: (token: string, id: string) =>
    call<QuoteSent>(token, { method: 'POST', url: `/api/admin/quotes/${id}/send`, data: {} }),
  // «Convertir en pedido»: the buyer's addresses, the shipping quoted for one, then the order.
  quoteOrderForm: (token: string, id: string) =>
    call<QuoteOrderForm>(token, { url: `/api/admin/quotes/${id}/order-form` }),
  quoteOrderPreview: (token: string, id: string, data: QuoteOrderPreviewBody) =>
    call<QuoteOrderPreview>(token, {
      method: 'POST',
      url: `/api/admin/quotes/${id}/order-preview`,
      data,
    }),
  convertQuote: (token: string, id: string, data: QuoteOrderBody, idempotencyKey: string) =>
    call<QuoteOrderMade>(token, {
      method: 'POST',
      url: `/api/admin/quotes/${id}/order`,
      data,
      headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
    }),
  // «Tienda» (the owner's): the store's look as a draft, previewed, then published.
  storeLook: (token: string) => call<StoreLookState>(token, { url: '/api/admin/store/look' }),
  saveStoreLook: (token: string, body: StoreLookBody) =>
    call<StoreLookState>(token, { method: 'PUT', url: '/api/admin/store/look', data: body }),
  publishStoreLook: (token: string, body: StoreVersionBody) =>
    call<StoreLookState>(token, {
      method: 'POST',
      url: '/api/admin/store/look/publish',
      data: body,
    }),
  async uploadStoreImage(token: string, kind: StoreImageKind, file: File) {
    const form = new FormData();
    form.append('file', file, file.name);
    const answer = await call<StoreImage>(token, {
      method: 'POST',
      url: `/api/admin/store/images/${kind}`,
      data: form,
    });
    return answer.url;
  },
  // «Tienda»: the parts saved live (texts, bank details, features, analytics codes, shipping,
  // Mercado Pago credentials, tax condition).
  storeSection: <K extends keyof StoreSections>(token: string, name: K) =>
    call<StoreSectionStates[K]>(token, { url: `/api/admin/store/${name}` }),
  /** «Probar conexión»: Mercado Pago asked about the saved token; its answer in Spanish. */
  checkMercadoPago: (token: string) =>
    call<{ message: string }>(token, { method: 'POST', url: '/api/admin/store/mercadopago/check' }),
  /** «Probar conexión»: Zippin asked for a quote to the store's address; its answer in Spanish. */
  checkZippin: (token: string) =>
    call<{ message: string }>(token, { method: 'POST', url: '/api/admin/store/zippin/check' }),
  saveStoreSection: <K extends keyof StoreSections>(
    token: string,
    name: K,
    body: StoreSectionBody<NonNullable<StoreSections[K]>>,
  ) =>
    call<StoreSectionStates[K]>(token, {
      method: 'PUT',
      url: `/api/admin/store/${name}`,
      data: body,
    }),
};
