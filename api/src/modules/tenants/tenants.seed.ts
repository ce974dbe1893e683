import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { DEMO_AR_CHECKOUT, DEMO_CL_CHECKOUT } from './checkout-demo.js';
import { DEMO_THREAD_PALETTE } from './demo-threads.js';
import type { NewTenant } from './tenant.js';

/** A demo tenant and the files it keeps under `<dataDir>/tenant-assets/<name>/`. */
export interface DemoTenant extends NewTenant {
  assets: Record<string, string>;
}

const svgData = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

const BUILDER_DESIGNS = {
  categories: [
    {
      name: 'Formas',
      designs: [
        {
          name: 'Círculo',
          source: svgData(
            '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><circle cx="50" cy="50" r="45" fill="#222"/></svg>',
          ),
        },
        {
          name: 'Estrella',
          source: svgData(
            '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><path d="M50 5l13 30 32 3-24 21 7 32-28-17-28 17 7-32L5 38l32-3z" fill="#222"/></svg>',
          ),
        },
      ],
    },
    {
      name: 'Marcos',
      designs: [
        {
          name: 'Marco redondeado',
          source: svgData(
            '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 60"><rect x="3" y="3" width="94" height="54" rx="10" fill="none" stroke="#222" stroke-width="4"/></svg>',
          ),
        },
      ],
    },
  ],
};

const logo = (name: string, primary: string, secondary: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 64" role="img" aria-label="${name}"><rect width="64" height="64" rx="14" fill="${primary}"/><circle cx="32" cy="32" r="14" fill="${secondary}"/><text x="78" y="41" font-family="Arial, Helvetica, sans-serif" font-size="26" font-weight="700" fill="${primary}">${name}</text></svg>\n`;

const favicon = (primary: string, secondary: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${primary}"/><circle cx="32" cy="32" r="14" fill="${secondary}"/></svg>\n`;

/** A grey wordmark of a (fictitious) customer company, for the home page's logo strip. */
const clientLogo = (name: string, mark: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 64" role="img" aria-label="${name}"><path d="${mark}" fill="#5f6673"/><text x="62" y="40" font-family="Arial, Helvetica, sans-serif" font-size="19" font-weight="700" fill="#5f6673">${name}</text></svg>\n`;

const MARKS = [
  'M12 14h36v36H12z',
  'M30 12l20 36H10z',
  'M30 12a20 20 0 1 0 .1 0z',
  'M12 14h36l-10 18 10 18H12z',
  'M14 12h14v40H14zM32 12h14v40H32z',
  'M30 10l21 12v24L30 58 9 46V22z',
];

/** Customer logos as tenant files and as the `clientLogos` setting that lists them. */
function clientLogos(tenant: string, names: string[]) {
  const files = names.map((name, index) => ({
    name,
    file: `client-${index + 1}.svg`,
    svg: clientLogo(name, MARKS[index % MARKS.length]!),
  }));
  return {
    assets: Object.fromEntries(files.map((logo) => [logo.file, logo.svg])),
    settings: files.map((logo) => ({
      name: logo.name,
      url: `/tenant-assets/${tenant}/${logo.file}`,
    })),
  };
}

const AR_CLIENTS = clientLogos('demo-ar', [
  'Lácteos Pampa',
  'Banco Austral',
  'Vinos del Sol',
  'Grupo Andino',
  'Rutas del Plata',
  'TecnoSur',
]);
const CL_CLIENTS = clientLogos('demo-cl', [
  'Minera Cordillera',
  'Viña Aconcagua',
  'Salmones del Sur',
  'Retail Pacífico',
  'Constructora Maipo',
  'Tecno Andes',
]);

export const DEMO_TENANTS: DemoTenant[] = [
  {
    name: 'demo-ar',
    displayName: 'Promo Sur',
    environment: 'ARG',
    templateId: 1,
    assets: {
      'logo.svg': logo('Promo Sur', '#1b3a8c', '#f5b700'),
      'favicon.svg': favicon('#1b3a8c', '#f5b700'),
      ...AR_CLIENTS.assets,
    },
    settings: {
      checkout: DEMO_AR_CHECKOUT,
      profitMultiplier: 1.35,
      clientLogos: AR_CLIENTS.settings,
      logo: '/tenant-assets/demo-ar/logo.svg',
      favicon: '/tenant-assets/demo-ar/favicon.svg',
      colors: {
        primary: '#1b3a8c',
        secondary: '#f5b700',
        accent: '#e8590c',
        link: '#1b3a8c',
        background: '#ffffff',
        surface: '#f4f6fb',
        text: '#1c2333',
      },
      withTaxes: false,
      useFeaturedCategories: true,
      showProductVideo: true,
      showComplementaryInformation: true,
      socialMedias: [
        { socialMediaFK: { key: 'WP', name: 'WhatsApp' }, username: '5491155550000' },
        { socialMediaFK: { key: 'IG', name: 'Instagram' }, username: 'promosur.ar' },
        { socialMediaFK: { key: 'LI', name: 'LinkedIn' }, username: 'promo-sur' },
      ],
      productBuilder: BUILDER_DESIGNS,
      threadPalette: DEMO_THREAD_PALETTE,
      contact: {
        email: 'ventas@promosur.com.ar',
        phone: '+54 11 5555-0000',
        address: 'Av. Corrientes 1234, piso 5, C1043AAZ Ciudad Autónoma de Buenos Aires, Argentina',
      },
      about:
        'Promo Sur nació en Buenos Aires en 2009 con una idea simple: que cada empresa pueda regalar algo que la gente use de verdad. ' +
        'Trabajamos con marcas de todo el país en kits de bienvenida, ferias, eventos y regalos de fin de año: tazas, botellas, ' +
        'cuadernos, mochilas, indumentaria y tecnología personalizados con tu logo.\n\n' +
        'Estampamos en serigrafía, tampografía, bordado, grabado láser y sublimación, y te mostramos una vista previa antes de producir. ' +
        'Cotizás en línea en minutos, con precios por cantidad, y hacemos envíos a todo el país desde nuestro depósito en Villa Crespo.',
      policy:
        'En Promo Sur cuidamos tus datos personales conforme a la Ley 25.326 de Protección de los Datos Personales. ' +
        'Usamos tu nombre, e-mail, teléfono y los datos de tu empresa solo para preparar cotizaciones, procesar pedidos, ' +
        'coordinar envíos y facturar. No vendemos ni cedemos tus datos a terceros; los compartimos únicamente con el transporte ' +
        'que entrega tu pedido y con el medio de pago que elijas.\n\n' +
        'Los logos e imágenes que subís para personalizar productos se usan solo para producir tu pedido y se conservan mientras ' +
        'tu cuenta esté activa. Podés pedir acceso, rectificación o eliminación de tus datos escribiendo a ventas@promosur.com.ar. ' +
        'La Agencia de Acceso a la Información Pública, órgano de control de la Ley 25.326, atiende las denuncias por incumplimiento.',
    },
  },
  {
    name: 'demo-cl',
    displayName: 'Andes Merch',
    environment: 'CL',
    templateId: 8,
    assets: {
      'logo.svg': logo('Andes Merch', '#1f5e3b', '#ff6f59'),
      'favicon.svg': favicon('#1f5e3b', '#ff6f59'),
      ...CL_CLIENTS.assets,
    },
    settings: {
      checkout: DEMO_CL_CHECKOUT,
      profitMultiplier: 1.3,
      clientLogos: CL_CLIENTS.settings,
      logo: '/tenant-assets/demo-cl/logo.svg',
      favicon: '/tenant-assets/demo-cl/favicon.svg',
      colors: {
        primary: '#1f5e3b',
        secondary: '#ff6f59',
        accent: '#f2b134',
        link: '#1f5e3b',
        background: '#fffdf9',
        surface: '#f1f6f2',
        text: '#1d2b24',
      },
      withTaxes: true,
      useFeaturedCategories: true,
      socialMedias: [
        { socialMediaFK: { key: 'IG', name: 'Instagram' }, username: 'andesmerch' },
        { socialMediaFK: { key: 'FB', name: 'Facebook' }, username: 'andesmerch.cl' },
      ],
      productBuilder: BUILDER_DESIGNS,
      threadPalette: DEMO_THREAD_PALETTE,
      contact: {
        email: 'ventas@andesmerch.cl',
        phone: '+56 2 2555 0000',
        address: 'Av. Providencia 1550, oficina 402, Providencia, Santiago, Chile',
      },
      about:
        'Andes Merch es una empresa chilena de productos promocionales con sede en Santiago. Desde 2014 ayudamos a empresas, ' +
        'universidades y organizaciones a llevar su marca a las manos de sus clientes y equipos con artículos útiles y bien terminados.\n\n' +
        'Personalizamos botellas, termos, mochilas, poleras, cuadernos y tecnología con bordado, serigrafía, grabado láser y tampografía. ' +
        'Cotiza en línea, revisa la vista previa de tu diseño y recibe tu pedido en cualquier región del país.',
      policy:
        'Andes Merch trata tus datos personales conforme a la Ley N° 19.628 sobre Protección de la Vida Privada. ' +
        'Usamos tu nombre, correo, teléfono y los datos de tu empresa solo para preparar cotizaciones, gestionar pedidos, ' +
        'coordinar despachos y emitir documentos tributarios. No vendemos tus datos; solo los compartimos con la empresa de ' +
        'transporte que despacha tu pedido y con el medio de pago que elijas.\n\n' +
        'Los logos e imágenes que subes para personalizar productos se usan únicamente para producir tu pedido. Puedes ejercer ' +
        'tus derechos de acceso, rectificación, cancelación y oposición escribiendo a ventas@andesmerch.cl.',
    },
  },
];

async function writeIfChanged(file: string, content: string): Promise<void> {
  const current = await readFile(file, 'utf8').catch(() => null);
  if (current !== content) await writeFile(file, content);
}

/** Settings a demo store made before they existed gets on start-up; nothing else is touched. */
const ADDED_LATER = ['checkout', 'threadPalette'] as const;

async function addSettingsIfMissing(app: FastifyInstance, demo: NewTenant) {
  const current = await app.tenants.getByName(demo.name);
  const missing = ADDED_LATER.filter((key) => current && !current.settings[key]);
  if (!current || missing.length === 0) return;
  await app.tenants.update({
    name: current.name,
    displayName: current.displayName,
    environment: current.environment,
    templateId: current.templateId,
    settings: {
      ...current.settings,
      ...Object.fromEntries(missing.map((key) => [key, demo.settings[key]])),
    },
  });
}

/** Creates the demo tenants that do not exist yet (an existing tenant is left as it is) and their files. */
export async function seedTenants(app: FastifyInstance): Promise<void> {
  for (const { assets, ...tenant } of DEMO_TENANTS) {
    const created = await app.tenants.createIfMissing(tenant);
    if (created) app.log.info({ tenant: tenant.name }, 'demo tenant created');
    else await addSettingsIfMissing(app, tenant);
    const dir = join(app.config.tenantAssetsDir, tenant.name);
    await mkdir(dir, { recursive: true });
    for (const [file, content] of Object.entries(assets))
      await writeIfChanged(join(dir, file), content);
  }
}
