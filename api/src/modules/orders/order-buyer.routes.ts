import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { userOf } from '../../http/auth.js';
import { ok, responsesOf } from '../../http/envelope.js';
import { sendPdf } from '../../http/pdf-reply.js';
import { brandedPdf, type QuoteBrand } from '../quotes/index.js';
import { pdfBrandReader } from '../quotes/index.js';
import { orderSheetOf } from './order-pdf.js';
import { createOrderProof } from './order-proof.js';
import { createReorder } from './order-reorder.js';
import type { OrdersRepository } from './orders.repository.js';
import {
  OrderIdQuerySchema,
  OrderSchema,
  type OrderDto,
  ReorderSchema,
  UpdateOrderDesignSchema,
} from '@store/contracts/wire/orders';
import { createOrderHistory } from './order-history.js';

const path = (name: string) => `/api/services/app/Orders/${name}`;
const Id = Type.Integer({ minimum: 1, maximum: 2 ** 53 - 1 });
const Version = Type.Integer({ minimum: 1, maximum: 10_000 });
/** `version`: the proof version approved, required once the store sent one (issue 32). */
const ApproveProofSchema = Type.Object(
  { id: Id, version: Type.Optional(Version) },
  { additionalProperties: false },
);
/** The comment's length is checked by the service, so an empty or long one reads in Spanish. */
const RequestProofChangesSchema = Type.Object(
  { id: Id, version: Version, comment: Type.String({ maxLength: 20_000 }) },
  { additionalProperties: false },
);
const ProofPdfQuerySchema = Type.Object(
  { Id: Id, Version: Version },
  { additionalProperties: false },
);

const sendOrderPdf = (reply: FastifyReply, order: OrderDto, brand: QuoteBrand) =>
  sendPdf(reply, brandedPdf(orderSheetOf(order, brand), brand), `pedido-${order.number}.pdf`);

/**
 * What a buyer does with an order after placing it: buy it again, approve its proof or change a
 * design before that. Every call answers 404 for another buyer's or tenant's order.
 */
export async function orderBuyerRoutes(
  app: FastifyInstance,
  { repository }: { repository: OrdersRepository },
): Promise<void> {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  const reorder = createReorder({ repository, catalog: app.catalog, pricing: app.pricing });
  const proof = createOrderProof({
    db: app.db,
    repository,
    history: createOrderHistory(app.db),
    designs: app.designs,
    catalog: app.catalog,
    dtoOf: app.orders.dtoOf,
    versions: app.orderProofs,
  });
  const config = { auth: 'user' as const };

  routes.get(
    path('GetReorderItems'),
    { config, schema: { querystring: OrderIdQuerySchema, response: responsesOf(ReorderSchema) } },
    async (request) => ok(await reorder(request.tenant, userOf(request).userId, request.query.Id)),
  );

  // The order as a branded PDF (the quote's renderer), streamed; the buyer's own order only.
  const brandOf = pdfBrandReader(app);
  routes.get(
    path('GetOrderPdf'),
    { config, schema: { querystring: OrderIdQuerySchema, response: responsesOf(OrderSchema) } },
    async (request, reply) => {
      const order = await app.orders.byId(request.tenant, userOf(request).userId, request.query.Id);
      return sendOrderPdf(reply, order, await brandOf(request.tenant));
    },
  );

  routes.post(
    path('ApproveProof'),
    { config, schema: { body: ApproveProofSchema, response: responsesOf(OrderSchema) } },
    async (request) =>
      ok(
        await proof.approve(
          request.tenant,
          userOf(request).userId,
          request.body.id,
          request.body.version,
        ),
      ),
  );

  // The buyer's answer to the latest proof version: changes, with what to change.
  routes.post(
    path('RequestProofChanges'),
    { config, schema: { body: RequestProofChangesSchema, response: responsesOf(OrderSchema) } },
    async (request) => {
      const { id, version, comment } = request.body;
      return ok(
        await app.orderProofs.requestChanges(
          request.tenant,
          userOf(request).userId,
          id,
          version,
          comment,
        ),
      );
    },
  );

  // A sent proof version's PDF; the buyer's own order only.
  routes.get(
    path('GetProofPdf'),
    { config, schema: { querystring: ProofPdfQuerySchema } },
    async (request, reply) => {
      const { Id: id, Version: version } = request.query;
      const { bytes, fileName } = await app.orderProofs.pdf(
        request.tenant,
        id,
        version,
        userOf(request).userId,
      );
      return sendPdf(reply, bytes, fileName);
    },
  );

  routes.post(
    path('UpdateOrderDesign'),
    { config, schema: { body: UpdateOrderDesignSchema, response: responsesOf(OrderSchema) } },
    async (request) =>
      ok(await proof.updateDesign(request.tenant, userOf(request).userId, request.body)),
  );
}
