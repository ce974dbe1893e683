import { Type, type TSchema } from 'typebox';

/**
 * Invoices on the wire: the buyer's tax documents (the type in ../invoices.ts) and the back
 * office's view of invoices and invoicing settings (the types in ../staff.ts, which the API
 * reads too).
 */

/** `Orders/GetOrderInvoices?Id=`, `Orders/GetInvoicePdf?Id=&Kind=`: the buyer's own order. */
export const OrderInvoicesQuerySchema = Type.Object(
  { Id: Type.Integer({ minimum: 1, maximum: 2 ** 53 - 1 }) },
  { additionalProperties: false },
);

export const InvoicePdfQuerySchema = Type.Object(
  {
    Id: Type.Integer({ minimum: 1, maximum: 2 ** 53 - 1 }),
    Kind: Type.Optional(Type.Union([Type.Literal('invoice'), Type.Literal('creditNote')])),
  },
  { additionalProperties: false },
);

/**
 * An electronic invoice or credit note of the buyer's order (`Orders/GetOrderInvoices`): the
 * account's order page offers its PDF once issued (`Orders/GetInvoicePdf?Id=<order>&Kind=`).
 */
export const OrderTaxDocumentSchema = Type.Object({
  id: Type.Integer(),
  kind: Type.Union([Type.Literal('invoice'), Type.Literal('creditNote')]),
  /** "Factura A 00002-00000012", "Boleta electrónica N° 41". */
  name: Type.String(),
  /**
   * pending: on its way to the tax service; held: the tax service refused it and the store's
   * staff are correcting it (it waits for them, not for time); issued: its PDF can be downloaded.
   */
  status: Type.Union([Type.Literal('pending'), Type.Literal('held'), Type.Literal('issued')]),
  /** YYYY-MM-DD once issued. */
  issuedOn: Type.Union([Type.String(), Type.Null()]),
  /** In the tenant's currency (major units); 0 while pending. */
  total: Type.Number(),
});

export const OrderTaxDocumentsSchema = Type.Array(OrderTaxDocumentSchema);

// The back office's view of invoices and invoicing settings (routes: staff module). The
// service's own types are these schemas' static types: one definition of each shape.
const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const strict = { additionalProperties: false } as const;

/** An observation or a rejection as the tax agency (ARCA, the SII's provider) wrote it. */
export const AgencyMessageSchema = Type.Object({ code: Type.String(), message: Type.String() });

/** Who a document is made out to (the order's billing data, or staff's corrections). */
export const InvoiceBuyerSchema = Type.Object({
  name: Type.String(),
  document: Type.String(),
  /** RI, MT, EX, CF (Argentina); CONTRIBUYENTE, CONSUMIDOR_FINAL (Chile). */
  ivaCondition: Type.String(),
  address: Type.String(),
  email: Type.String(),
  giro: nullable(Type.String()),
  comuna: nullable(Type.String()),
});

/**
 * An invoice or credit note of an order as staff see it (`/api/admin/orders/{id}/invoices`,
 * `npm run invoice`).
 */
export const StaffInvoiceSchema = Type.Object({
  id: Type.Integer(),
  orderId: Type.Integer(),
  kind: Type.Union([Type.Literal('invoice'), Type.Literal('credit_note')]),
  name: Type.String(),
  status: Type.Union([Type.Literal('pending'), Type.Literal('issued'), Type.Literal('rejected')]),
  service: Type.String(),
  pointOfSale: nullable(Type.Integer()),
  number: nullable(Type.Integer()),
  cae: nullable(Type.String()),
  caeDue: nullable(Type.String()),
  issuedOn: nullable(Type.String()),
  trackId: nullable(Type.String()),
  /** What the issued document came to, in the order's currency (0 until issued). */
  total: Type.Number(),
  buyer: nullable(InvoiceBuyerSchema),
  /** The agency's observations or rejection, as it wrote them. */
  messages: Type.Array(AgencyMessageSchema),
  /** The last technical failure (service down, timeout) and the tries so far. */
  lastError: nullable(Type.String()),
  attempts: Type.Integer(),
  nextAttemptAt: Type.String(),
});
export const StaffInvoicesSchema = Type.Array(StaffInvoiceSchema);

/** Staff's corrections of a rejected document's buyer; fields not sent stay as they were. */
export const InvoiceCorrectionsSchema = Type.Object(
  {
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 120 })),
    document: Type.Optional(Type.String({ maxLength: 20 })),
    ivaCondition: Type.Optional(Type.String({ maxLength: 20 })),
    address: Type.Optional(Type.String({ maxLength: 200 })),
    giro: Type.Optional(Type.String({ maxLength: 80 })),
    comuna: Type.Optional(Type.String({ maxLength: 40 })),
  },
  strict,
);

/**
 * A tenant's invoicing settings. `service` chooses where documents are issued: the local double
 * (the demo stores), ARCA's homologation or production; a DTE provider's sandbox or production.
 * Values are checked in Spanish, field by field, by invoice-settings.ts.
 */
export const ArgentineInvoicingSchema = Type.Object(
  {
    country: Type.Literal('AR'),
    service: Type.Union([
      Type.Literal('double'),
      Type.Literal('homologation'),
      Type.Literal('production'),
    ]),
    cuit: Type.String({ maxLength: 20 }),
    legalName: Type.String({ maxLength: 200 }),
    address: Type.String({ maxLength: 200 }),
    pointOfSale: Type.Integer({ minimum: 0, maximum: 99999 }),
    /** Ingresos brutos. */
    grossIncome: Type.String({ maxLength: 40 }),
    /** Inicio de actividades, YYYY-MM-DD. */
    activitiesStart: Type.String({ maxLength: 10 }),
  },
  strict,
);
export const ChileanInvoicingSchema = Type.Object(
  {
    country: Type.Literal('CL'),
    service: Type.Union([
      Type.Literal('double'),
      Type.Literal('sandbox'),
      Type.Literal('production'),
    ]),
    rut: Type.String({ maxLength: 20 }),
    legalName: Type.String({ maxLength: 200 }),
    giro: Type.String({ maxLength: 120 }),
    /** Código de actividad económica. */
    acteco: Type.Integer({ minimum: 0, maximum: 999999 }),
    address: Type.String({ maxLength: 120 }),
    comuna: Type.String({ maxLength: 60 }),
    /** The SII office printed under the document's number. */
    siiOffice: Type.String({ maxLength: 60 }),
  },
  strict,
);
export const InvoicingSettingsSchema = Type.Union([
  ArgentineInvoicingSchema,
  ChileanInvoicingSchema,
]);

/** What the store holds of a tenant's credentials: never the values, only what staff must check. */
export const InvoicingCredentialsSchema = Type.Object({
  certificate: nullable(
    Type.Object({
      subject: Type.String(),
      /** The CUIT in the certificate's SERIALNUMBER, digits only (null when it names none). */
      cuit: nullable(Type.String()),
      validTo: Type.String(),
      /** Past its end: WSAA refuses it, so no invoice can be issued until it is replaced. */
      expired: Type.Boolean(),
    }),
  ),
  privateKey: Type.Boolean(),
  openFacturaApiKey: Type.Boolean(),
});

/** `/api/admin/settings/invoicing` (owner). */
export const AdminInvoicingSchema = Type.Object({
  country: Type.Union([Type.Literal('AR'), Type.Literal('CL')]),
  settings: nullable(InvoicingSettingsSchema),
  credentials: InvoicingCredentialsSchema,
});

/** Saving: the settings whole, and new credentials only when they change (PEM text, API key). */
export const SaveInvoicingBodySchema = Type.Object(
  {
    settings: InvoicingSettingsSchema,
    arcaCertificate: Type.Optional(Type.String({ maxLength: 20_000 })),
    arcaPrivateKey: Type.Optional(Type.String({ maxLength: 20_000 })),
    openFacturaApiKey: Type.Optional(Type.String({ maxLength: 200 })),
  },
  strict,
);
