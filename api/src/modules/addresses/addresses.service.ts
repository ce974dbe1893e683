import type { Environment } from '../tenants/index.js';
import { AppError } from '../../http/errors.js';
import {
  readAddressFile,
  type ArProvinceData,
  type ClData,
  type NamedRow,
} from './address-data.js';

export interface AddressProvince {
  id: string;
  name: string;
}
export interface AddressCity extends AddressProvince {
  provinceId: string;
}
export interface AddressLocation extends AddressProvince {
  cityId: string;
  postalCode: string | null;
}

/** The names of a checked address chain (province, city, location), for quotes and orders. */
export interface ResolvedAddress {
  province: AddressProvince;
  city: AddressCity;
  location: AddressLocation;
  /** Argentina's 4-digit postal code from the data; null in CABA and Chile. */
  postalCode: string | null;
}

export const ADDRESS_MESSAGES = {
  province: { ARG: 'No encontramos esa provincia.', CL: 'No encontramos esa región.' },
  city: { ARG: 'No encontramos esa ciudad o partido.', CL: 'No encontramos esa provincia.' },
  location: { ARG: 'No encontramos esa localidad.', CL: 'No encontramos esa comuna.' },
} as const;

const notFound = (what: keyof typeof ADDRESS_MESSAGES, env: Environment, field: string) =>
  new AppError(404, ADDRESS_MESSAGES[what][env], { field });

/** Argentine province ids are two digits; every city and location id starts with its province's. */
const AR_PROVINCE = /^\d{2}$/;

export function createAddressesService() {
  // Argentina is loaded per province on first use and kept (about 1 MB for the whole country).
  const arProvinces = new Map<string, Promise<ArProvinceData | null>>();
  let arList: Promise<NamedRow[] | null> | undefined;
  let chile: Promise<ClData | null> | undefined;

  const argentina = (provinceId: string) => {
    if (!AR_PROVINCE.test(provinceId)) return Promise.resolve(null);
    let data = arProvinces.get(provinceId);
    if (!data) {
      data = readAddressFile<ArProvinceData>(`ar/${provinceId}.json`);
      arProvinces.set(provinceId, data);
    }
    return data;
  };
  const chileData = async () => {
    chile ??= readAddressFile<ClData>('cl.json');
    const data = await chile;
    if (!data) throw new Error('api/data/addresses/cl.json is missing');
    return data;
  };

  async function provinces(env: Environment): Promise<AddressProvince[]> {
    if (env === 'CL') return (await chileData()).regions.map(([id, name]) => ({ id, name }));
    arList ??= readAddressFile<NamedRow[]>('ar/provinces.json');
    const list = await arList;
    if (!list) throw new Error('api/data/addresses/ar/provinces.json is missing');
    return list.map(([id, name]) => ({ id, name }));
  }

  async function cities(env: Environment, provinceId: string): Promise<AddressCity[]> {
    if (env === 'CL') {
      const data = await chileData();
      if (!data.regions.some(([id]) => id === provinceId)) {
        throw notFound('province', env, 'idprovince');
      }
      return data.provinces
        .filter(([, , regionId]) => regionId === provinceId)
        .map(([id, name]) => ({ id, name, provinceId }));
    }
    const data = await argentina(provinceId);
    if (!data) throw notFound('province', env, 'idprovince');
    return data.cities.map(([id, name]) => ({ id, name, provinceId }));
  }

  async function locations(env: Environment, cityId: string): Promise<AddressLocation[]> {
    if (env === 'CL') {
      const data = await chileData();
      if (!data.provinces.some(([id]) => id === cityId)) throw notFound('city', env, 'idcity');
      return data.communes
        .filter(([, , provinceId]) => provinceId === cityId)
        .map(([id, name]) => ({ id, name, cityId, postalCode: null }));
    }
    const data = await argentina(cityId.slice(0, 2));
    if (!data?.cities.some(([id]) => id === cityId)) throw notFound('city', env, 'idcity');
    return data.locations
      .filter((row) => row[2] === cityId)
      .map(([id, name, , postalCode]) => ({ id, name, cityId, postalCode }));
  }

  /** Checks that location belongs to city and city to province; 404 naming the first that does not. */
  async function resolve(
    env: Environment,
    ids: { provinceId: string; cityId: string; locationId: string },
  ): Promise<ResolvedAddress> {
    const province = (await provinces(env)).find((p) => p.id === ids.provinceId);
    if (!province) throw notFound('province', env, 'provinceId');
    const city = (await cities(env, province.id)).find((c) => c.id === ids.cityId);
    if (!city) throw notFound('city', env, 'cityId');
    const location = (await locations(env, city.id)).find((l) => l.id === ids.locationId);
    if (!location) throw notFound('location', env, 'locationId');
    return { province, city, location, postalCode: location.postalCode };
  }

  /** `GetShippingZipCode`: the locality's postal code, null where the buyer must type it. */
  async function shippingZipCode(
    env: Environment,
    query: { location: string; province: string; municipality: string },
  ): Promise<{ zipCode: string | null }> {
    const address = await resolve(env, {
      provinceId: query.province,
      cityId: query.municipality,
      locationId: query.location,
    });
    return { zipCode: address.postalCode };
  }

  return { provinces, cities, locations, resolve, shippingZipCode };
}

export type AddressesService = ReturnType<typeof createAddressesService>;
