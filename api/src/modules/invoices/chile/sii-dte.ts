import { normaliseRut } from '@store/contracts/checkout-rules';
import type { IssueDocument } from '../invoice-issuer.js';
import type { ChileanInvoicing } from '../invoice-settings.js';

/**
 * A document in the SII's own field names (Encabezado, Detalle, Referencia), the language every
 * Chilean DTE provider's API speaks; the provider signs it, assigns the folio from its CAF, sends
 * it to the SII and answers the folio, its track id and the stamp (TED).
 */
export interface SiiDte {
  Encabezado: {
    IdDoc: { TipoDTE: number; Folio: 0; FchEmis: string };
    Emisor: {
      RUTEmisor: string;
      RznSoc: string;
      GiroEmis: string;
      Acteco: number;
      DirOrigen: string;
      CmnaOrigen: string;
    };
    Receptor: {
      RUTRecep: string;
      RznSocRecep: string;
      GiroRecep?: string;
      DirRecep?: string;
      CmnaRecep?: string;
    };
    Totales: { MntNeto: number; TasaIVA: string; IVA: number; MntTotal: number };
  };
  Detalle: {
    NroLinDet: number;
    NmbItem: string;
    QtyItem: number;
    PrcItem: number;
    MontoItem: number;
  }[];
  Referencia?: {
    NroLinRef: number;
    TpoDocRef: string;
    FolioRef: number;
    FchRef: string;
    CodRef: number;
    RazonRef: string;
  }[];
}

/** The SII's types: factura 33, boleta 39, nota de crédito 61. */
export const SII_TYPES = { FACTURA: 33, BOLETA: 39, CREDIT_NOTE: 61 } as const;

export const SII_NAMES: Record<number, string> = {
  33: 'FACTURA ELECTRÓNICA',
  39: 'BOLETA ELECTRÓNICA',
  61: 'NOTA DE CRÉDITO ELECTRÓNICA',
};

/** The boleta's generic receiver (the SII's "66.666.666-6" for a consumer without RUT). */
const CONSUMER = '66666666-6';

/**
 * The order as an SII document: its lines at their net (a boleta's at their price with IVA, as
 * the SII's boleta rules write them), the shipping as one more line, totals as the order's.
 */
export function siiDteOf(document: IssueDocument, settings: ChileanInvoicing): SiiDte {
  const { amounts, buyer } = document;
  const gross = document.docType === SII_TYPES.BOLETA;
  const detail = document.lines.map((line, index) => {
    const amount = gross ? line.net + line.iva : line.net;
    return {
      NroLinDet: index + 1,
      NmbItem: line.description.slice(0, 80),
      QtyItem: line.quantity,
      PrcItem: Math.round(amount / line.quantity),
      MontoItem: amount,
    };
  });
  const receiver =
    document.docType === SII_TYPES.BOLETA
      ? {
          RUTRecep: normaliseRut(buyer.document) ?? CONSUMER,
          RznSocRecep: buyer.name.slice(0, 100),
        }
      : {
          RUTRecep: normaliseRut(buyer.document) ?? buyer.document,
          RznSocRecep: buyer.name.slice(0, 100),
          GiroRecep: (buyer.giro ?? '').slice(0, 40),
          DirRecep: buyer.address.slice(0, 70),
          CmnaRecep: (buyer.comuna ?? '').slice(0, 20),
        };
  return {
    Encabezado: {
      IdDoc: { TipoDTE: document.docType, Folio: 0, FchEmis: document.date },
      Emisor: {
        RUTEmisor: settings.rut,
        RznSoc: settings.legalName.slice(0, 100),
        GiroEmis: settings.giro.slice(0, 80),
        Acteco: settings.acteco,
        DirOrigen: settings.address.slice(0, 70),
        CmnaOrigen: settings.comuna.slice(0, 20),
      },
      Receptor: receiver,
      Totales: {
        MntNeto: amounts.net,
        TasaIVA: String(Math.round((amounts.byRate[0]?.rate ?? 0.19) * 100)),
        IVA: amounts.iva,
        MntTotal: amounts.total,
      },
    },
    Detalle: detail,
    ...(document.related
      ? {
          Referencia: [
            {
              NroLinRef: 1,
              TpoDocRef: String(document.related.docType),
              FolioRef: document.related.number,
              FchRef: document.related.date,
              // CodRef 1: anula el documento de referencia.
              CodRef: 1,
              RazonRef: 'Anula el documento por cancelación del pedido',
            },
          ],
        }
      : {}),
  };
}
