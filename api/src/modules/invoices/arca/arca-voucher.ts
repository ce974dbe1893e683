import type { ElectronicBillingService } from '@arcasdk/core';
import { isValidCuit, normaliseCuit } from '@store/contracts/checkout-rules';
import { fromMinor } from '../../pricing/index.js';
import type { IssueDocument } from '../invoice-issuer.js';
import type { ArgentineInvoicing } from '../invoice-settings.js';

/** ARCA's codes for what the store issues, and an order's amounts as a WSFEv1 voucher. */

export type ArcaVoucher = Parameters<ElectronicBillingService['createVoucher']>[0];

export type InvoiceLetter = 'A' | 'B' | 'C';

/** CbteTipo: Factura A 1, B 6, C 11; Nota de Crédito A 3, B 8, C 13. */
export const ARCA_VOUCHER_TYPES = {
  invoice: { A: 1, B: 6, C: 11 },
  credit_note: { A: 3, B: 8, C: 13 },
} as const;

export const VOUCHER_NAMES: Record<number, string> = {
  1: 'FACTURA',
  6: 'FACTURA',
  11: 'FACTURA',
  3: 'NOTA DE CRÉDITO',
  8: 'NOTA DE CRÉDITO',
  13: 'NOTA DE CRÉDITO',
};

export const letterOfType = (type: number): InvoiceLetter =>
  [1, 3].includes(type) ? 'A' : [6, 8].includes(type) ? 'B' : 'C';

/** CondicionIVAReceptorId (RG 5616, FEParamGetCondicionIvaReceptor) of the checkout's codes. */
export const RECEIVER_CONDITION_IDS: Record<string, number> = { RI: 1, EX: 4, CF: 5, MT: 6 };

/** AlicIva ids per rate: 0 % 3, 2.5 % 9, 5 % 8, 10.5 % 4, 21 % 5, 27 % 6. */
const IVA_IDS = new Map<number, number>([
  [0, 3],
  [0.025, 9],
  [0.05, 8],
  [0.105, 4],
  [0.21, 5],
  [0.27, 6],
]);

export function ivaIdOf(rate: number): number {
  const id = IVA_IDS.get(Math.round(rate * 1000) / 1000);
  if (!id) throw new Error(`ARCA has no AlicIva id for a rate of ${rate}`);
  return id;
}

/**
 * The buyer's document: CUIT 80 when the billing data holds a valid CUIT, DNI 96 for 7 or 8
 * digits (a consumer), else consumidor final 99 with number 0 (a B or C invoice only).
 */
export function arcaBuyerDocument(document: string): { type: 80 | 96 | 99; number: number } {
  const digits = document.replace(/[\s.-]/g, '');
  if (isValidCuit(document)) return { type: 80, number: Number(normaliseCuit(document)) };
  if (/^\d{7,8}$/.test(digits)) return { type: 96, number: Number(digits) };
  return { type: 99, number: 0 };
}

/** YYYY-MM-DD as ARCA writes dates (YYYYMMDD), and back. */
export const arcaDay = (day: string) => day.replace(/-/g, '');
export const isoDay = (arca: string) =>
  `${arca.slice(0, 4)}-${arca.slice(4, 6)}-${arca.slice(6, 8)}`;

/** The voucher of FECAESolicitar for one document and number: concept products, pesos. */
export function voucherOf(
  document: IssueDocument,
  settings: ArgentineInvoicing,
  number: number,
): ArcaVoucher {
  const { amounts } = document;
  const units = (value: number) => fromMinor(value, amounts.decimals);
  const buyer = arcaBuyerDocument(document.buyer.document);
  const letter = letterOfType(document.docType);
  return {
    CantReg: 1,
    PtoVta: settings.pointOfSale,
    CbteTipo: document.docType,
    Concepto: 1,
    DocTipo: buyer.type,
    DocNro: buyer.number,
    CbteDesde: number,
    CbteHasta: number,
    CbteFch: arcaDay(document.date),
    ImpTotal: units(amounts.total),
    ImpTotConc: 0,
    ImpNeto: units(amounts.net),
    ImpOpEx: 0,
    ImpIVA: units(amounts.iva),
    ImpTrib: 0,
    MonId: 'PES',
    MonCotiz: 1,
    CondicionIVAReceptorId: RECEIVER_CONDITION_IDS[document.buyer.ivaCondition] ?? 5,
    ...(letter === 'C' || amounts.byRate.length === 0
      ? {}
      : {
          Iva: amounts.byRate.map((rate) => ({
            Id: ivaIdOf(rate.rate),
            BaseImp: units(rate.net),
            Importe: units(rate.iva),
          })),
        }),
    ...(document.related
      ? {
          CbtesAsoc: [
            {
              Tipo: document.related.docType,
              PtoVta: document.related.pointOfSale ?? settings.pointOfSale,
              Nro: document.related.number,
              Cuit: settings.cuit,
              CbteFch: arcaDay(document.related.date),
            },
          ],
        }
      : {}),
  };
}

/**
 * RG 4892/2020: the QR's JSON (version 1), base64, after the agency's address; printed on the
 * invoice so anyone can check it against ARCA.
 */
export function arcaQrUrl(fields: {
  date: string;
  cuit: string;
  pointOfSale: number;
  docType: number;
  number: number;
  total: number;
  buyer: { type: number; number: number };
  cae: string;
}): string {
  const payload = {
    ver: 1,
    fecha: fields.date,
    cuit: Number(fields.cuit),
    ptoVta: fields.pointOfSale,
    tipoCmp: fields.docType,
    nroCmp: fields.number,
    importe: fields.total,
    moneda: 'PES',
    ctz: 1,
    tipoDocRec: fields.buyer.type,
    nroDocRec: fields.buyer.number,
    tipoCodAut: 'E',
    codAut: Number(fields.cae),
  };
  return `https://www.afip.gob.ar/fe/qr/?p=${Buffer.from(JSON.stringify(payload)).toString('base64')}`;
}
