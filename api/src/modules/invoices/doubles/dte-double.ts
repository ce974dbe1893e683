import { randomBytes, randomUUID } from 'node:crypto';
import { isValidRut, normaliseRut } from '@store/contracts/checkout-rules';
import type { DoubleStore } from './double-store.js';
import { escapeXml } from './soap-xml.js';

/**
 * A double of OpenFactura's emission call (`POST /v2/dte/document`, header `apikey`, optional
 * `Idempotency-Key`): it checks what the SII would refuse (totals, the buyer of a factura, the
 * reference of a credit note), assigns the next folio of the issuer and type, and answers the
 * requested parts: TOKEN, FOLIO, RESOLUCION and XML (the DTE with its TED). The same key
 * answers the same document. Errors as OpenFactura writes them: `{ error: { message, code,
 * details } }`.
 */

/** A RUT with a valid check digit that the double refuses as a receiver (a rejection). */
export const REFUSED_RUT = '22222222-2';

type Json = Record<string, unknown>;
export type DteReply = { status: number; body: Json } | 'drop';

const fail = (status: number, code: string, message: string, details: Json[] = []): DteReply => ({
  status,
  body: { error: { message, code, details } },
});

function tedOf(dte: Json, folio: number, issuer: string): string {
  const head = dte.Encabezado as Json;
  const idDoc = head.IdDoc as Json;
  const receiver = (head.Receptor ?? {}) as Json;
  const totals = head.Totales as Json;
  const first = ((dte.Detalle as Json[]) ?? [])[0] ?? {};
  const stamp = new Date().toISOString().slice(0, 19);
  const sign = randomBytes(64).toString('base64');
  return (
    `<TED version="1.0"><DD><RE>${escapeXml(issuer)}</RE><TD>${Number(idDoc.TipoDTE)}</TD><F>${folio}</F>` +
    `<FE>${escapeXml(String(idDoc.FchEmis))}</FE><RR>${escapeXml(String(receiver.RUTRecep ?? '66666666-6'))}</RR>` +
    `<RSR>${escapeXml(String(receiver.RznSocRecep ?? 'Consumidor final').slice(0, 40))}</RSR>` +
    `<MNT>${Number(totals.MntTotal)}</MNT><IT1>${escapeXml(String(first.NmbItem ?? '').slice(0, 40))}</IT1>` +
    `<CAF version="1.0"><DA><RE>${escapeXml(issuer)}</RE><TD>${Number(idDoc.TipoDTE)}</TD><RNG><D>1</D><H>100000</H></RNG><FA>2026-01-01</FA><IDK>100</IDK></DA><FRMA algoritmo="SHA1withRSA">${randomBytes(64).toString('base64')}</FRMA></CAF>` +
    `<TSTED>${stamp}</TSTED></DD><FRMT algoritmo="SHA1withRSA">${sign}</FRMT></TED>`
  );
}

export function createDteDouble(store: DoubleStore) {
  const byKey = store.prepare<[string]>(
    'select response_json from dte_documents where idempotency_key = ?',
  );
  const lastFolio = store.prepare<[string, number]>(
    'select max(folio) as last from dte_documents where issuer = ? and type = ?',
  );

  function emit(apiKey: string | undefined, key: string | undefined, body: Json): DteReply {
    if (!apiKey) return fail(401, 'OF-01', 'No se encontró una apikey válida en la solicitud.');
    if (key) {
      const seen = byKey.get(key) as { response_json: string } | undefined;
      if (seen) return { status: 200, body: JSON.parse(seen.response_json) as Json };
    }
    const dte = body.dte as Json | undefined;
    const head = dte?.Encabezado as Json | undefined;
    const idDoc = head?.IdDoc as Json | undefined;
    const issuer = normaliseRut((head?.Emisor as Json | undefined)?.RUTEmisor);
    const totals = head?.Totales as Json | undefined;
    if (!dte || !idDoc || !issuer || !totals)
      return fail(400, 'OF-08', 'El documento no tiene el formato esperado.', [
        { field: 'dte.Encabezado', issue: 'requerido' },
      ]);
    const type = Number(idDoc.TipoDTE);
    if (![33, 39, 61].includes(type))
      return fail(400, 'OF-08', `El tipo de documento ${type} no está habilitado para el emisor.`, [
        { field: 'IdDoc.TipoDTE', issue: 'no habilitado' },
      ]);
    const receiver = (head!.Receptor ?? {}) as Json;
    if (type !== 39) {
      const rut = String(receiver.RUTRecep ?? '');
      if (!isValidRut(rut) || normaliseRut(rut) === normaliseRut(REFUSED_RUT))
        return fail(
          400,
          'OF-11',
          `El RUT del receptor ${rut} no es válido o no está registrado en el SII como contribuyente.`,
          [{ field: 'Receptor.RUTRecep', issue: 'inválido' }],
        );
      for (const field of ['RznSocRecep', 'GiroRecep', 'DirRecep', 'CmnaRecep'])
        if (!String(receiver[field] ?? '').trim())
          return fail(400, 'OF-08', `Falta ${field} del receptor, obligatorio en una factura.`, [
            { field: `Receptor.${field}`, issue: 'requerido' },
          ]);
    }
    if (type === 61 && !(dte.Referencia as Json[] | undefined)?.length)
      return fail(400, 'OF-08', 'Una nota de crédito debe referenciar el documento que corrige.', [
        { field: 'Referencia', issue: 'requerido' },
      ]);
    const net = Number(totals.MntNeto ?? 0);
    const iva = Number(totals.IVA ?? 0);
    const total = Number(totals.MntTotal);
    if (net + iva + Number(totals.MntExe ?? 0) !== total)
      return fail(400, 'OF-08', 'MntTotal debe ser igual a MntNeto + MntExe + IVA.', [
        { field: 'Totales.MntTotal', issue: 'no cuadra' },
      ]);
    // A factura's and a credit note's IVA is the rate times the net, rounded once (a boleta's
    // amounts are its lines' prices with IVA: only their sum is checked).
    if (type !== 39 && net && iva !== Math.round((net * Number(totals.TasaIVA ?? 19)) / 100))
      return fail(400, 'OF-08', 'El IVA debe ser la tasa por el monto neto, redondeado.', [
        { field: 'Totales.IVA', issue: 'no cuadra' },
      ]);
    const folio = Number((lastFolio.get(issuer, type) as { last: number | null }).last ?? 0) + 1;
    const ted = tedOf(dte, folio, issuer);
    const xml = `<?xml version="1.0" encoding="ISO-8859-1"?><DTE version="1.0"><Documento ID="F${folio}T${type}"><Encabezado><IdDoc><TipoDTE>${type}</TipoDTE><Folio>${folio}</Folio><FchEmis>${escapeXml(String(idDoc.FchEmis))}</FchEmis></IdDoc></Encabezado>${ted}</Documento></DTE>`;
    const wanted = new Set((body.response as string[] | undefined) ?? ['FOLIO']);
    const answer: Json = { TOKEN: randomUUID().replace(/-/g, ''), FOLIO: folio };
    if (wanted.has('XML')) answer.XML = Buffer.from(xml, 'latin1').toString('base64');
    if (wanted.has('RESOLUCION')) answer.RESOLUCION = { fecha: '2014-08-22', numero: 80 };
    store
      .prepare(
        'insert into dte_documents (issuer, type, folio, idempotency_key, response_json) values (?, ?, ?, ?, ?)',
      )
      .run(issuer, type, folio, key ?? null, JSON.stringify(answer));
    return { status: 200, body: answer };
  }

  return { emit };
}
