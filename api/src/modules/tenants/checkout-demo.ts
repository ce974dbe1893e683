import type { CheckoutSettings, RateBand } from './checkout-settings.js';

// Demo rate tables: plausible 2026 prices, IVA included, per weight band up to 30 kg.
const bands = (prices: number[]): RateBand[] =>
  [1000, 5000, 10_000, 30_000].map((upToGrams, i) => ({ upToGrams, price: prices[i] ?? 0 }));

export const DEMO_AR_CHECKOUT: CheckoutSettings = {
  taxCondition: 'RI',
  timeZone: 'America/Argentina/Buenos_Aires',
  bank: {
    bank: 'Banco de Galicia',
    accountHolder: 'Promo Sur S.A.',
    taxId: '30-70308853-4',
    accountType: 'Cuenta corriente en pesos',
    accountNumber: '9750-1 123-4',
    cbu: '0070123420000009750145',
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
        { zone: 'amba', days: { min: 1, max: 3 }, bands: bands([5200, 7900, 11500, 19800]) },
        { zone: 'centro', days: { min: 3, max: 5 }, bands: bands([6900, 10400, 15100, 26500]) },
        { zone: 'resto', days: { min: 4, max: 8 }, bands: bands([8600, 12900, 18700, 32900]) },
      ],
    },
    {
      id: 'andreani-sucursal',
      name: 'Andreani',
      logo: null,
      serviceType: 'pickup_point',
      serviceName: 'Retiro en sucursal',
      rates: [
        { zone: 'amba', days: { min: 1, max: 3 }, bands: bands([3900, 5900, 8600, 14900]) },
        { zone: 'centro', days: { min: 3, max: 5 }, bands: bands([5200, 7800, 11300, 19900]) },
        { zone: 'resto', days: { min: 4, max: 8 }, bands: bands([6400, 9700, 14000, 24700]) },
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
        { zone: 'amba', days: { min: 2, max: 4 }, bands: bands([4800, 7400, 10900, 18900]) },
        { zone: 'centro', days: { min: 4, max: 7 }, bands: bands([6100, 9300, 13600, 23900]) },
        { zone: 'resto', days: { min: 5, max: 10 }, bands: bands([7400, 11200, 16400, 28900]) },
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
        {
          zone: 'metropolitana',
          days: { min: 1, max: 2 },
          bands: bands([4490, 6990, 9990, 17990]),
        },
        { zone: 'centro', days: { min: 2, max: 4 }, bands: bands([5990, 8990, 12990, 22990]) },
        { zone: 'resto', days: { min: 3, max: 7 }, bands: bands([7990, 11990, 16990, 29990]) },
      ],
    },
    {
      id: 'starken',
      name: 'Starken',
      logo: null,
      serviceType: 'pickup_point',
      serviceName: 'Retiro en sucursal',
      rates: [
        {
          zone: 'metropolitana',
          days: { min: 1, max: 3 },
          bands: bands([3490, 5490, 7990, 13990]),
        },
        { zone: 'centro', days: { min: 2, max: 5 }, bands: bands([4490, 6990, 9990, 17990]) },
        { zone: 'resto', days: { min: 3, max: 8 }, bands: bands([5990, 8990, 12990, 22990]) },
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
