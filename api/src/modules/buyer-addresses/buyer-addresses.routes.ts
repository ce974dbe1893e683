import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ADDRESS_BOOK_API } from '@store/contracts';
import fp from 'fastify-plugin';
import { userOf } from '../../http/auth.js';
import { ok, responsesOf } from '../../http/envelope.js';
import { createBuyerAddressesRepository } from './buyer-addresses.repository.js';
import {
  AddressBookSchema,
  AddressIdBodySchema,
  AddressIdQuerySchema,
  NewSavedAddressSchema,
  SavedAddressChangeSchema,
  SavedAddressSchema,
} from '@store/contracts/wire/address-book';
import {
  createBuyerAddressesService,
  type BuyerAddressesService,
} from './buyer-addresses.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Buyers' saved addresses; `forgetUser` deletes them with the account. */
    buyerAddresses: BuyerAddressesService;
  }
}

const path = (name: string) => `/api/services/app/${name}`;

/** The address book (shared/contracts address-book.ts): a logged-in buyer's calls only. */
export const buyerAddressesRoutes = fp(
  async (app) => {
    app.decorate(
      'buyerAddresses',
      createBuyerAddressesService({
        repository: createBuyerAddressesRepository(app.db),
        addressBook: app.addressBook,
      }),
    );
    const book = app.buyerAddresses;
    const routes = app.withTypeProvider<TypeBoxTypeProvider>();
    const config = { auth: 'user' as const };
    const listOf = async (request: Parameters<typeof userOf>[0]) => ({
      items: await book.list(request.tenant, userOf(request).userId),
    });

    routes.get(
      path(ADDRESS_BOOK_API.list),
      { config, schema: { response: responsesOf(AddressBookSchema) } },
      async (request) => ok(await listOf(request)),
    );

    routes.post(
      path(ADDRESS_BOOK_API.create),
      {
        config,
        schema: { body: NewSavedAddressSchema, response: responsesOf(SavedAddressSchema) },
      },
      async (request) =>
        ok(await book.create(request.tenant, userOf(request).userId, request.body)),
    );

    routes.put(
      path(ADDRESS_BOOK_API.update),
      {
        config,
        schema: { body: SavedAddressChangeSchema, response: responsesOf(SavedAddressSchema) },
      },
      async (request) => {
        const { addressId, ...fields } = request.body;
        return ok(await book.update(request.tenant, userOf(request).userId, addressId, fields));
      },
    );

    routes.post(
      path(ADDRESS_BOOK_API.setDefault),
      { config, schema: { body: AddressIdBodySchema, response: responsesOf(AddressBookSchema) } },
      async (request) => {
        await book.setDefault(request.tenant, userOf(request).userId, request.body.addressId);
        return ok(await listOf(request));
      },
    );

    routes.delete(
      path(ADDRESS_BOOK_API.remove),
      {
        config,
        schema: { querystring: AddressIdQuerySchema, response: responsesOf(AddressBookSchema) },
      },
      async (request) => {
        await book.remove(request.tenant, userOf(request).userId, request.query.addressId);
        return ok(await listOf(request));
      },
    );
  },
  { name: 'buyer-addresses', dependencies: ['tenants', 'addresses'] },
);
