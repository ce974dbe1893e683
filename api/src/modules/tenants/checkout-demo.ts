import type { CheckoutSettings, RateBand } from './checkout-settings.js';

// Demo rate tables: plausible 2026 prices, IVA included, per weight band up to 30 kg.
const WEIGHT_BANDS_GRAMS = [1000, 5000, 10_000, 30_000];

/** One zone's rate: delivery days and the price of each weight band, lightest first. */
const rate = (zone: string, [min, max]: [number, number], prices: number[]) => ({
  zone,
  days: { min, max },
  bands: WEIGHT_BANDS_GRAMS.map((upToGrams, i): RateBand => ({ upToGrams, price: prices[i] ?? 0 })),
});

export const DEMO_AR_CHECKOUT: CheckoutSettings = {
  taxCondition: 'RI',
  timeZone: 'America/Argentina/Buenos_Aires',
  bank: {
    bank: 'Banco de Galicia',
    accountHolder: 'Promo Sur S.A.',
    taxId: '30-70308853-4',
    accountType: 'Cuenta corriente en pesos',
    accountNumber: '9750-1 123-4',
    cbu: '0070123120000009750146',
    alias: 'PROMO.SUR.PAGOS',
    email: 'cobranzas@promosur.com.ar',
  },
  origin: {
    street: 'Av. Santa Fe 3253',
    locality: 'Palermo, Ciudad Autónoma de Buenos Aires',
    provinceId: '02',
    zipCode: 'C1425BGI',
  },
  shippingZones: { amba: ['02', '06'], centro: ['14', '82', '30', '42', '74'] },
  storePickup: true,
  carriers: [
    {
      id: 'andreani',
      name: 'Andreani',
      logo: null,
      serviceType: 'standard_delivery',
      serviceName: 'Envío a domicilio',
      rates: [
        rate('amba', [1, 3], [5200, 7900, 11500, 19800]),
        rate('centro', [3, 5], [6900, 10400, 15100, 26500]),
        rate('resto', [4, 8], [8600, 12900, 18700, 32900]),
      ],
    },
    {
      id: 'andreani-sucursal',
      name: 'Andreani',
      logo: null,
      serviceType: 'pickup_point',
      serviceName: 'Retiro en sucursal',
      rates: [
        rate('amba', [1, 3], [3900, 5900, 8600, 14900]),
        rate('centro', [3, 5], [5200, 7800, 11300, 19900]),
        rate('resto', [4, 8], [6400, 9700, 14000, 24700]),
      ],
      points: [
        {
          id: 'AND-CABA-01',
          name: 'Sucursal Palermo',
          address: 'Godoy Cruz 2769, CABA',
          provinceId: '02',
        },
        {
          id: 'AND-BA-01',
          name: 'Sucursal La Plata',
          address: 'Calle 7 1245, La Plata',
          provinceId: '06',
        },
        {
          id: 'AND-CBA-01',
          name: 'Sucursal Córdoba Centro',
          address: 'Av. Colón 550, Córdoba',
          provinceId: '14',
        },
      ],
    },
    {
      id: 'oca',
      name: 'OCA',
      logo: null,
      serviceType: 'standard_delivery',
      serviceName: 'Envío estándar',
      rates: [
        rate('amba', [2, 4], [4800, 7400, 10900, 18900]),
        rate('centro', [4, 7], [6100, 9300, 13600, 23900]),
        rate('resto', [5, 10], [7400, 11200, 16400, 28900]),
      ],
    },
  ],
};

export const DEMO_CL_CHECKOUT: CheckoutSettings = {
  taxCondition: 'CONTRIBUYENTE',
  timeZone: 'America/Santiago',
  bank: {
    bank: 'Banco de Chile',
    accountHolder: 'Andes Merch SpA',
    taxId: '76.086.428-5',
    accountType: 'Cuenta corriente',
    accountNumber: '00-123-45678-09',
    cbu: null,
    alias: null,
    email: 'pagos@andesmerch.cl',
  },
  origin: {
    street: 'Av. Providencia 1760',
    locality: 'Providencia, Región Metropolitana',
    provinceId: '13',
    zipCode: '7500000',
  },
  shippingZones: { metropolitana: ['13'], centro: ['05', '06', '07', '08', '16'] },
  storePickup: true,
  carriers: [
    {
      id: 'chilexpress',
      name: 'Chilexpress',
      logo: null,
      serviceType: 'standard_delivery',
      serviceName: 'Envío a domicilio',
      rates: [
        rate('metropolitana', [1, 2], [4490, 6990, 9990, 17990]),
        rate('centro', [2, 4], [5990, 8990, 12990, 22990]),
        rate('resto', [3, 7], [7990, 11990, 16990, 29990]),
      ],
    },
    {
      id: 'starken',
      name: 'Starken',
      logo: null,
      serviceType: 'pickup_point',
      serviceName: 'Retiro en sucursal',
      rates: [
        rate('metropolitana', [1, 3], [3490, 5490, 7990, 13990]),
        rate('centro', [2, 5], [4490, 6990, 9990, 17990]),
        rate('resto', [3, 8], [5990, 8990, 12990, 22990]),
      ],
      points: [
        {
          id: 'STK-RM-01',
          name: 'Sucursal Santiago Centro',
          address: 'San Pablo 1521, Santiago',
          provinceId: '13',
        },
        {
          id: 'STK-V-01',
          name: 'Sucursal Viña del Mar',
          address: '1 Norte 1040, Viña del Mar',
          provinceId: '05',
        },
      ],
    },
  ],
};
