import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { arcaBuyerDocument, arcaQrUrl, ivaIdOf, voucherOf } from './arca/arca-voucher.js';
import { siiDteOf } from './chile/sii-dte.js';
import { AmountsMismatch, invoiceAmountsOf, netOfGross, withoutIva } from './invoice-amounts.js';
import type { IssueDocument } from './invoice-issuer.js';
import { invoiceLinesOf } from './invoice-lines.js';
import { DEMO_INVOICING } from './invoices.seed.js';
import { orderFigures } from '../pricing/index.js';
import type { ArgentineInvoicing, ChileanInvoicing } from './invoice-settings.js';

const AR = DEMO_INVOICING['demo-ar'] as ArgentineInvoicing;
const CL = DEMO_INVOICING['demo-cl'] as ChileanInvoicing;

/**
 * An order as stored since migration 1300: products' net, shipping with IVA included and its net,
 * IVA per rate on both nets and the total, as the orders module stores them (`orderFigures`).
 */
const order = (subTotal: number, rate: number, shipping: number, decimals = 2) => {
  const figures = orderFigures({ productsNet: subTotal, shippingGross: shipping, rate });
  return {
    sub_total: figures.productsNet,
    taxes: figures.iva,
    shipping_cost: shipping,
    shipping_net: figures.shippingNet,
    taxes_json: JSON.stringify(figures.byRate),
    total: figures.total,
    currency: rate === 0.19 ? 'CLP' : 'ARS',
    decimals,
  };
};

const documentOf = (
  docType: number,
  amounts: ReturnType<typeof invoiceAmountsOf>,
  overrides: Partial<IssueDocument> = {},
): IssueDocument => ({
  invoiceId: 1,
  kind: 'invoice',
  docType,
  date: '2026-11-28',
  amounts,
  buyer: {
    name: 'Empresa Compradora S.A.',
    document: '30-70308853-4',
    ivaCondition: 'RI',
    address: 'Pinto 550',
    email: 'a@b.ar',
    giro: 'Servicios',
    comuna: 'Ñuñoa',
  },
  lines: [],
  currency: 'ARS',
  related: null,
  ...overrides,
});

describe('invoice amounts: from the order as stored', () => {
  it('splits the shipping into net and IVA at the rate, and net + IVA is the total to the cent', () => {
    const amounts = invoiceAmountsOf(order(1_134_000, 0.21, 519_900));
    assert.equal(amounts.shippingNet, 429_669); // 5.199,00 / 1,21 = 4.296,69 (half up)
    // One IVA on both nets, rounded once: 21 % of $15.636,69 = $3.283,7049 -> $3.283,70.
    assert.deepEqual(amounts.byRate, [{ rate: 0.21, net: 1_563_669, iva: 328_370 }]);
    assert.equal(amounts.net + amounts.iva, amounts.total);
  });

  it('holds for any order: one rate, net + IVA = total, the shipping net within half a unit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_00 }),
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.constantFrom(0.21, 0.105, 0.19),
        (subTotal, shipping, rate) => {
          const amounts = invoiceAmountsOf(order(subTotal, rate, shipping));
          assert.equal(amounts.net + amounts.iva, amounts.total);
          // IVA is the rate times the net, within half a unit (rounded once).
          assert.ok(Math.abs(amounts.iva - amounts.net * rate) <= 0.5 + 1e-6);
          assert.ok(Math.abs(amounts.shippingNet * (1 + rate) - shipping) <= (1 + rate) / 2 + 1e-6);
        },
      ),
    );
  });

  it('rounds the shipping net half up once', () => {
    assert.equal(netOfGross(121, 0.21), 100);
    assert.equal(netOfGross(1, 0.21), 1); // 0.826 -> 1
    assert.equal(netOfGross(119, 0.19), 100);
    assert.equal(netOfGross(0, 0.21), 0);
  });

  it('refuses an order whose stored amounts do not add up to its total', () => {
    assert.throws(
      () => invoiceAmountsOf({ ...order(1000, 0.21, 0), total: 1211 }),
      AmountsMismatch,
    );
  });

  it('gives the lines nets and IVA that add up to the invoice, shipping included', () => {
    const amounts = invoiceAmountsOf(order(1_000_01, 0.21, 10_000));
    const lines = invoiceLinesOf(
      [
        {
          product_name: 'Taza',
          variant_name: 'Blanco',
          quantity: 3,
          price_base: 33_333,
          price_application: 0,
          tax: 7_000,
        },
        {
          product_name: 'Gorra',
          variant_name: '',
          quantity: 1,
          price_base: 66_667,
          price_application: 1,
          tax: 14_000,
        },
      ],
      amounts,
    );
    assert.equal(lines.length, 3);
    assert.equal(lines.at(-1)!.description, 'Envío');
    assert.equal(
      lines.reduce((s, l) => s + l.net, 0),
      amounts.net,
    );
    assert.equal(
      lines.reduce((s, l) => s + l.iva, 0),
      amounts.iva,
    );
  });
});

describe('ARCA voucher: what FECAESolicitar receives', () => {
  const amounts = invoiceAmountsOf(order(1_000_000, 0.21, 121_000));

  it('carries CondicionIVAReceptorId, the buyer document, concept products and IVA per rate', () => {
    const voucher = voucherOf(documentOf(1, amounts), AR, 7);
    assert.equal(voucher.CondicionIVAReceptorId, 1);
    assert.deepEqual([voucher.DocTipo, voucher.DocNro], [80, 30703088534]);
    assert.deepEqual([voucher.CbteDesde, voucher.CbteHasta, voucher.PtoVta], [7, 7, 2]);
    assert.equal(voucher.Concepto, 1);
    assert.deepEqual(voucher.Iva, [{ Id: 5, BaseImp: 11_000, Importe: 2_310 }]);
    assert.equal(voucher.ImpNeto + voucher.ImpIVA, voucher.ImpTotal);
    assert.equal(voucher.ImpTotal, 13_310);
    assert.equal(voucher.CbteFch, '20261128');
  });

  it('maps each IVA condition and document: CUIT 80, DNI 96, consumidor final 99', () => {
    assert.deepEqual(arcaBuyerDocument('20-12345678-6'), { type: 80, number: 20123456786 });
    assert.deepEqual(arcaBuyerDocument('12.345.678'), { type: 96, number: 12345678 });
    assert.deepEqual(arcaBuyerDocument(''), { type: 99, number: 0 });
    const cf = voucherOf(
      documentOf(6, amounts, {
        buyer: { ...documentOf(6, amounts).buyer, ivaCondition: 'CF', document: '' },
      }),
      AR,
      1,
    );
    assert.deepEqual([cf.CondicionIVAReceptorId, cf.DocTipo, cf.DocNro], [5, 99, 0]);
    const mt = voucherOf(
      documentOf(6, amounts, { buyer: { ...documentOf(6, amounts).buyer, ivaCondition: 'MT' } }),
      AR,
      1,
    );
    assert.equal(mt.CondicionIVAReceptorId, 6);
    assert.equal(ivaIdOf(0.105), 4);
    assert.equal(ivaIdOf(0.21), 5);
  });

  it('sends no IVA on a Factura C: the whole total is its net', () => {
    const c = voucherOf(documentOf(11, withoutIva(amounts)), AR, 1);
    assert.equal(c.Iva, undefined);
    assert.deepEqual([c.ImpNeto, c.ImpIVA, c.ImpTotal], [13_310, 0, 13_310]);
  });

  it('links a credit note to its invoice (CbtesAsoc)', () => {
    const note = voucherOf(
      documentOf(3, amounts, {
        kind: 'credit_note',
        related: { docType: 1, pointOfSale: 2, number: 12, date: '2026-11-20' },
      }),
      AR,
      4,
    );
    assert.deepEqual(note.CbtesAsoc, [
      { Tipo: 1, PtoVta: 2, Nro: 12, Cuit: AR.cuit, CbteFch: '20261120' },
    ]);
  });

  it("writes RG 4892's QR: version 1 JSON, base64, after ARCA's address", () => {
    const url = arcaQrUrl({
      date: '2026-11-28',
      cuit: '30716543214',
      pointOfSale: 2,
      docType: 1,
      number: 12,
      total: 13_310,
      buyer: { type: 80, number: 30703088534 },
      cae: '71234567890123',
    });
    assert.ok(url.startsWith('https://www.afip.gob.ar/fe/qr/?p='));
    const payload = JSON.parse(Buffer.from(url.split('?p=')[1]!, 'base64').toString('utf8'));
    assert.deepEqual(payload, {
      ver: 1,
      fecha: '2026-11-28',
      cuit: 30716543214,
      ptoVta: 2,
      tipoCmp: 1,
      nroCmp: 12,
      importe: 13_310,
      moneda: 'PES',
      ctz: 1,
      tipoDocRec: 80,
      nroDocRec: 30703088534,
      tipoCodAut: 'E',
      codAut: 71234567890123,
    });
  });
});

describe("Chile's DTE: the SII document the provider receives", () => {
  const amounts = invoiceAmountsOf(order(10_000, 0.19, 3_570, 0));
  const lines = invoiceLinesOf(
    [
      {
        product_name: 'Taza',
        variant_name: '',
        quantity: 2,
        price_base: 10_000,
        price_application: 0,
        tax: 1_900,
      },
    ],
    amounts,
  );

  it('a factura: net lines, the buyer with giro and comuna, totals as the order', () => {
    const dte = siiDteOf(documentOf(33, amounts, { lines, currency: 'CLP' }), CL);
    assert.equal(dte.Encabezado.IdDoc.TipoDTE, 33);
    assert.deepEqual(dte.Encabezado.Totales, {
      MntNeto: 13_000,
      TasaIVA: '19',
      IVA: 2_470,
      MntTotal: 15_470,
    });
    assert.equal(
      dte.Detalle.reduce((s, d) => s + d.MontoItem, 0),
      13_000,
    );
    assert.equal(dte.Encabezado.Receptor.GiroRecep, 'Servicios');
    assert.equal(dte.Encabezado.Receptor.CmnaRecep, 'Ñuñoa');
  });

  it('a boleta: lines with IVA, the consumer receiver when there is no RUT', () => {
    const dte = siiDteOf(
      documentOf(39, amounts, {
        lines,
        currency: 'CLP',
        buyer: { ...documentOf(39, amounts).buyer, document: '' },
      }),
      CL,
    );
    assert.equal(dte.Encabezado.Receptor.RUTRecep, '66666666-6');
    assert.equal(
      dte.Detalle.reduce((s, d) => s + d.MontoItem, 0),
      15_470,
    );
  });

  it('a nota de crédito 61 references the document it cancels', () => {
    const dte = siiDteOf(
      documentOf(61, amounts, {
        lines,
        kind: 'credit_note',
        related: { docType: 33, pointOfSale: null, number: 5, date: '2026-11-20' },
      }),
      CL,
    );
    assert.deepEqual(dte.Referencia?.[0], {
      NroLinRef: 1,
      TpoDocRef: '33',
      FolioRef: 5,
      FchRef: '2026-11-20',
      CodRef: 1,
      RazonRef: 'Anula el documento por cancelación del pedido',
    });
  });
});
