import { Type, type TSchema } from 'typebox';
import { PASSWORD_MAX_LENGTH } from '../checkout-rules/index.ts';
import { ORDER_STATUSES, OrderSchema, StaffProofVersionSchema } from './orders.schemas.ts';
import { REFUND_METHODS } from '../refund-methods.ts';
import { STAFF_ROLES } from '../staff-roles.ts';

/**
 * The back office on the wire (issue 32; the types in ../staff.ts): staff, their login, the
 * dashboard, the audit log and the orders' screens, `/api/admin/...`.
 */
const strict = { additionalProperties: false } as const;
const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Email = Type.String({ maxLength: 254, pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' });
const literals = <T extends readonly string[]>(values: T) =>
  Type.Unsafe<T[number]>(Type.String({ enum: [...values] }));
export const RoleSchema = literals(STAFF_ROLES);
const StatusSchema = literals(ORDER_STATUSES);
const IsoDay = Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$' });
const Id = Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER });

const RefundMethodSchema = literals(REFUND_METHODS);

export const IdParamsSchema = Type.Object({ id: Id }, strict);
export const NoQuerySchema = Type.Object({}, strict);

export const StaffLoginBodySchema = Type.Object(
  { email: Email, password: Type.String({ maxLength: PASSWORD_MAX_LENGTH }) },
  strict,
);
export const SecondFactorBodySchema = Type.Object(
  {
    challenge: Type.String({ maxLength: 2000 }),
    /** Six digits of the authenticator, or a recovery code `xxxxx-xxxxx`. */
    code: Type.String({ maxLength: 20 }),
  },
  strict,
);
export const AcceptInvitationBodySchema = Type.Object(
  {
    code: Type.String({ maxLength: 100 }),
    password: Type.String({ maxLength: PASSWORD_MAX_LENGTH }),
    name: Type.Optional(Type.String({ maxLength: 120 })),
  },
  strict,
);

export const StaffMemberSchema = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  name: Type.String(),
  role: RoleSchema,
  status: Type.Union([Type.Literal('invited'), Type.Literal('active')]),
  totpEnabled: Type.Boolean(),
  lastLoginAt: nullable(Type.String()),
});

/** A login's next step: done (a token), the owner's second factor, or setting it up. */
export const StaffLoginAnswerSchema = Type.Object({
  step: Type.Union([Type.Literal('done'), Type.Literal('totp'), Type.Literal('totp-setup')]),
  accessToken: nullable(Type.String()),
  expireInSeconds: nullable(Type.Integer()),
  challenge: nullable(Type.String()),
  totpSecret: nullable(Type.String()),
  otpauthUri: nullable(Type.String()),
  recoveryCodes: nullable(Type.Array(Type.String())),
  member: nullable(StaffMemberSchema),
});

export const InviteBodySchema = Type.Object(
  { email: Email, name: Type.Optional(Type.String({ maxLength: 120 })), role: RoleSchema },
  strict,
);
export const InviteAnswerSchema = Type.Object({ member: StaffMemberSchema });
export const RoleBodySchema = Type.Object({ role: RoleSchema }, strict);
export const StaffListSchema = Type.Array(StaffMemberSchema);
export const AcceptedSchema = Type.Object({ accepted: Type.Literal(true) });

export const AuditQuerySchema = Type.Object(
  {
    q: Type.Optional(Type.String({ maxLength: 100 })),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
  },
  strict,
);
/** One row of the audit log: who did what, with the record before and after. */
export const AuditEntrySchema = Type.Object({
  id: Type.Integer(),
  at: Type.String(),
  actor: Type.String(),
  action: Type.String(),
  subject: Type.String(),
  before: Type.Unknown(),
  after: Type.Unknown(),
});
export const AuditPageSchema = Type.Object({
  items: Type.Array(AuditEntrySchema),
  totalCount: Type.Integer(),
  page: Type.Integer(),
});

export const OrdersQuerySchema = Type.Object(
  {
    q: Type.Optional(Type.String({ maxLength: 100 })),
    buyer: Type.Optional(Id),
    status: Type.Optional(StatusSchema),
    payment: Type.Optional(literals(['none', 'pending', 'approved', 'rejected'] as const)),
    from: Type.Optional(IsoDay),
    to: Type.Optional(IsoDay),
    sort: Type.Optional(literals(['newest', 'oldest', 'total-desc', 'total-asc'] as const)),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  },
  strict,
);
/** The export takes the list's filters and order; it is one file, not pages. */
export const OrdersExportQuerySchema = Type.Omit(OrdersQuerySchema, ['page', 'pageSize'], strict);
/** One row of the back office's orders table. */
export const AdminOrderSummarySchema = Type.Object({
  id: Type.Integer(),
  number: Type.String(),
  createdAt: Type.String(),
  buyer: Type.String(),
  email: Type.String(),
  company: Type.String(),
  taxId: Type.String(),
  status: StatusSchema,
  payment: Type.String(),
  paymentStatus: Type.String(),
  currency: Type.String(),
  total: Type.Number(),
});
export const AdminOrderPageSchema = Type.Object({
  items: Type.Array(AdminOrderSummarySchema),
  totalCount: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
});
/**
 * The order's staff version: every staff write sends the one its page read, and gets 409 when
 * someone else's write (or a status move) came first.
 */
const StaffVersion = Type.Integer({ minimum: 0, maximum: 2_000_000_000 });

export const AdminOrderDetailSchema = Type.Object({
  order: OrderSchema,
  summary: AdminOrderSummarySchema,
  /** Sent back with every write from the order's page: 409 when someone else's came first. */
  version: StaffVersion,
  /** The transfers and cheques staff recorded against the order. */
  payments: Type.Array(
    Type.Object({
      id: Type.Integer(),
      method: Type.Union([Type.Literal('TRF'), Type.Literal('CHQ')]),
      amount: Type.Number(),
      paidOn: Type.String(),
      bank: Type.String(),
      reference: Type.String(),
      recordedAt: Type.String(),
    }),
  ),
  paid: Type.Number(),
  balance: Type.Number(),
  /** Money given back: a paid order is cancelled only once it is all refunded. */
  refunds: Type.Array(
    Type.Object({
      id: Type.Integer(),
      method: RefundMethodSchema,
      amount: Type.Number(),
      refundedOn: Type.String(),
      reference: Type.String(),
      recordedBy: Type.String(),
      recordedAt: Type.String(),
    }),
  ),
  /** Paid and not given back yet: what must be refunded before the order can be cancelled. */
  toRefund: Type.Number(),
  /** The team's notes on the order (never shown to the buyer), oldest first. */
  notes: Type.Array(
    Type.Object({
      id: Type.Integer(),
      author: Type.String(),
      text: Type.String(),
      createdAt: Type.String(),
    }),
  ),
  activity: Type.Array(AuditEntrySchema),
  /** The proof versions (issue 32), newest first: every one, sent or not, with the buyer's answer. */
  proofs: Type.Array(StaffProofVersionSchema),
});
export const MoveBodySchema = Type.Object(
  {
    status: literals(['paid', 'proof_approved', 'in_production', 'shipped', 'delivered'] as const),
    trackingUrl: Type.Optional(Type.String({ maxLength: 500 })),
    version: StaffVersion,
  },
  strict,
);
export const NoteBodySchema = Type.Object(
  { text: Type.String({ minLength: 2, maxLength: 2000 }), version: StaffVersion },
  strict,
);
/**
 * `POST /api/admin/order-moves`: several orders to one status, not `shipped` (which needs each
 * one's tracking).
 */
export const BulkMoveBodySchema = Type.Object(
  {
    ids: Type.Array(Id, { minItems: 1, maxItems: 100, uniqueItems: true }),
    status: literals(['paid', 'proof_approved', 'in_production', 'delivered'] as const),
  },
  strict,
);
/** Each order's outcome: moved, or why not. */
export const BulkMoveAnswerSchema = Type.Array(
  Type.Object({
    id: Type.Integer(),
    number: nullable(Type.String()),
    moved: Type.Boolean(),
    /** Why it was not moved, in Spanish (the same refusal as one at a time). */
    message: nullable(Type.String()),
  }),
);
export const CancelBodySchema = Type.Object(
  { reason: Type.String({ minLength: 3, maxLength: 500 }), version: StaffVersion },
  strict,
);
export const PaymentBodySchema = Type.Object(
  {
    method: Type.Union([Type.Literal('TRF'), Type.Literal('CHQ')]),
    amount: Type.String({ maxLength: 20 }),
    paidOn: IsoDay,
    bank: Type.String({ minLength: 2, maxLength: 120 }),
    reference: Type.String({ minLength: 1, maxLength: 120 }),
    version: StaffVersion,
  },
  strict,
);
export const RefundBodySchema = Type.Object(
  {
    method: RefundMethodSchema,
    amount: Type.String({ maxLength: 20 }),
    refundedOn: IsoDay,
    reference: Type.String({ minLength: 1, maxLength: 120 }),
    version: StaffVersion,
  },
  strict,
);
export const DashboardSchema = Type.Object({
  currency: Type.Union([Type.Literal('ARS'), Type.Literal('CLP')]),
  today: Type.Object({ orders: Type.Integer(), sales: Type.Number() }),
  week: Type.Object({ orders: Type.Integer(), sales: Type.Number() }),
  waitingForPayment: Type.Integer(),
  /** Paid orders with a design whose proof the buyer has not approved yet. */
  proofsWaiting: Type.Integer(),
  /** Open quotes (not converted) that run out within 3 days. */
  quotesExpiring: Type.Integer(),
  /** Variants with 20 units or fewer: how many, and the 5 lowest. */
  lowStock: Type.Object({
    count: Type.Integer(),
    items: Type.Array(
      Type.Object({ sku: Type.String(), product: Type.String(), stock: Type.Integer() }),
    ),
  }),
  /** Sales of this week and the seven before, oldest first (not cancelled orders). */
  salesByWeek: Type.Array(
    Type.Object({ weekStart: Type.String(), orders: Type.Integer(), sales: Type.Number() }),
  ),
});

/** One view's print files of an order's customised line (`/api/admin/orders/{id}/print-files`). */
export const AdminPrintFileSchema = Type.Object({
  /** The line's position in the order, from 1. */
  line: Type.Integer(),
  productName: Type.String(),
  view: Type.String(),
  widthPx: Type.Integer(),
  heightPx: Type.Integer(),
  /** File names inside the order's folder, to download from `.../print-files/{line}/{name}`. */
  png: Type.String(),
  svg: Type.String(),
});
export const AdminPrintFilesSchema = Type.Array(AdminPrintFileSchema);
export const ProofParamsSchema = Type.Object(
  { id: Id, version: Type.Integer({ minimum: 1, maximum: 10_000 }) },
  strict,
);

export const PrintFileParamsSchema = Type.Object(
  {
    id: Id,
    line: Type.Integer({ minimum: 1, maximum: 1000 }),
    file: Type.String({ maxLength: 120, pattern: '^[a-z0-9-]+\\.(png|svg)$' }),
  },
  strict,
);
