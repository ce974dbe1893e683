import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import fp from 'fastify-plugin';
import { Type } from 'typebox';
import { ok, responsesOf } from '../../http/envelope.js';
import {
  AddressCitySchema,
  AddressLocationSchema,
  AddressProvinceSchema,
  CityQuerySchema,
  ProvinceQuerySchema,
  ShippingZipCodeSchema,
  ZipCodeQuerySchema,
} from '@store/contracts/wire/addresses';
import { createAddressesService, type AddressesService } from './addresses.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Argentina's and Chile's address chains, answered for the tenant's country. */
    addressBook: AddressesService;
  }
}

const path = (name: string) => `/api/services/app/${name}`;
// Public geographic data, the same for every visitor: no token needed, cacheable by the browser.
const publicRoute = { config: { auth: 'public' as const } };

export const addressesRoutes = fp(
  async (app) => {
    app.decorate('addressBook', createAddressesService());
    const routes = app.withTypeProvider<TypeBoxTypeProvider>();

    routes.get(
      path('DomicilieProvinces/GetAllDomicilieProvince'),
      { ...publicRoute, schema: { response: responsesOf(Type.Array(AddressProvinceSchema)) } },
      async (request) => ok(await app.addressBook.provinces(request.tenant.environment)),
    );

    routes.get(
      path('DomicilieCities/GetAllByProvinceId'),
      {
        ...publicRoute,
        schema: {
          querystring: ProvinceQuerySchema,
          response: responsesOf(Type.Array(AddressCitySchema)),
        },
      },
      async (request) =>
        ok(await app.addressBook.cities(request.tenant.environment, request.query.idprovince)),
    );

    routes.get(
      path('DomicilieLocations/GetAllByCityId'),
      {
        ...publicRoute,
        schema: {
          querystring: CityQuerySchema,
          response: responsesOf(Type.Array(AddressLocationSchema)),
        },
      },
      async (request) =>
        ok(await app.addressBook.locations(request.tenant.environment, request.query.idcity)),
    );

    routes.get(
      path('DomicilieLocations/GetShippingZipCode'),
      {
        ...publicRoute,
        schema: { querystring: ZipCodeQuerySchema, response: responsesOf(ShippingZipCodeSchema) },
      },
      async (request) =>
        ok(await app.addressBook.shippingZipCode(request.tenant.environment, request.query)),
    );
  },
  { name: 'addresses', dependencies: ['tenants'] },
);
