import type { DomainMessages } from '@store/platform';

/**
 * The `region` namespace: words Argentine and Chilean buyers say differently, for every remote
 * (`useTranslation('region')`). The shell registers it at start. A domain that needs a word not here
 * adds it here (ask the shell's owner) or in its own namespace's `cl` messages.
 */
export const REGION_MESSAGES: DomainMessages = {
  arg: {
    address: {
      province: 'Provincia',
      city: 'Partido o departamento',
      locality: 'Localidad',
      postalCode: 'Código postal',
      street: 'Calle',
      streetNumber: 'Número',
      apartment: 'Piso / depto.',
    },
    tax: {
      id: 'CUIT',
      idHint: '11 dígitos, por ejemplo 30-70308853-4',
      vat: 'IVA',
      invoice: 'Factura',
      businessName: 'Razón social',
    },
    commerce: {
      shipping: 'Envío',
      shipTo: 'Enviar a',
      tShirt: 'Remera',
      sweatshirt: 'Buzo',
      pen: 'Birome',
      phone: 'Celular',
    },
  },
  cl: {
    address: {
      province: 'Región',
      city: 'Provincia',
      locality: 'Comuna',
      postalCode: 'Código postal (opcional)',
      apartment: 'Depto. / oficina',
    },
    tax: {
      id: 'RUT',
      idHint: 'Con dígito verificador, por ejemplo 76.086.428-5',
      invoice: 'Factura o boleta',
    },
    commerce: {
      shipping: 'Despacho',
      shipTo: 'Despachar a',
      tShirt: 'Polera',
      sweatshirt: 'Polerón',
      pen: 'Lápiz pasta',
    },
  },
};
