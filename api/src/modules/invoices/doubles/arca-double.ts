import { createHash, randomBytes, randomInt, verify } from 'node:crypto';
import { isValidCuit } from '@store/contracts/checkout-rules';
import forge from 'node-forge';
import type { DoubleStore } from './double-store.js';
import {
  axisFault,
  escapeXml,
  soapEnvelope,
  soapOperation,
  toXml,
  type XmlObject,
} from './soap-xml.js';

/**
 * A double of ARCA's WSAA (LoginCms) and WSFEv1 that takes the SOAP requests @arcasdk/core sends
 * and answers in the shapes of ARCA's manuals: the access ticket (and the refusal of a second one
 * while the first is valid), FECompUltimoAutorizado, FECAESolicitar (approved, rejected with
 * observations, a number out of sequence), FECompConsultar, FEParamGetCondicionIvaReceptor and
 * FEDummy. Messages are modelled on the agency's; codes are those of its manual where the manual
 * names one, else ours (10015 for a CUIT the padron does not know, as documented in the README).
 */

const FEV1 = 'http://ar.gov.afip.dif.FEV1/';
const WSAA_NS = 'http://wsaa.view.sua.dvadac.desein.afip.gov';
const TICKET_HOURS = 12;
const SIGNED_DATA_DIGEST = '1.2.840.113549.1.9.4';

/** CUITs with a valid check digit that the double's padron "does not know": a rejection. */
export const REFUSED_CUITS = ['20111111112'] as const;

/** RG 5616: the receiver's IVA conditions (FEParamGetCondicionIvaReceptor). */
export const RECEIVER_CONDITIONS = [
  { Id: 1, Desc: 'IVA Responsable Inscripto', Cmp_Clase: 'A/M/C' },
  { Id: 4, Desc: 'IVA Sujeto Exento', Cmp_Clase: 'B/C' },
  { Id: 5, Desc: 'Consumidor Final', Cmp_Clase: 'B/C' },
  { Id: 6, Desc: 'Responsable Monotributo', Cmp_Clase: 'A/M/C' },
  { Id: 13, Desc: 'Monotributista Social', Cmp_Clase: 'A/M/C' },
] as const;

const CLASS_A = [1, 2, 3, 51, 52, 53];
const CREDIT_NOTES = [3, 8, 13, 53];

const num = (value: unknown) => Number(value ?? 0);
const nowUtc = () => new Date().toISOString();
/** ARCA's dates: YYYYMMDD in Buenos Aires (UTC-3, no daylight saving). */
export const arcaDate = (at: Date = new Date()) =>
  new Date(at.getTime() - 3 * 3600_000).toISOString().slice(0, 10).replace(/-/g, '');
const buenosAiresIso = (at: Date) =>
  `${new Date(at.getTime() - 3 * 3600_000).toISOString().slice(0, 19)}-03:00`;

export interface ArcaDoubleControl {
  /** WSAA logins answered with a ticket (a second one while valid is a fault, not counted). */
  logins: number;
  /** FECAESolicitar calls whose voucher is authorised but whose answer is never sent. */
  dropAnswers: number;
}

type Reply = { status: number; body: string } | 'drop';

function octets(node: forge.asn1.Asn1): string {
  return typeof node.value === 'string' ? node.value : node.value.map(octets).join('');
}

/** The signed TRA: its text and the CUIT of the certificate that signed it, or why not. */
function openCms(in0: string): { tra: string; cuit: string } | { fault: string } {
  let message;
  try {
    message = forge.pkcs7.messageFromAsn1(
      forge.asn1.fromDer(forge.util.decode64(in0)),
    ) as forge.pkcs7.PkcsSignedData & {
      rawCapture: {
        content: forge.asn1.Asn1;
        authenticatedAttributes: forge.asn1.Asn1[];
        signature: string;
      };
    };
  } catch {
    return { fault: 'cms.bad: El CMS no es valido' };
  }
  const certificate = message.certificates[0];
  if (!certificate) return { fault: 'cms.cert.notFound: No se encontro certificado en el CMS' };
  const now = new Date();
  if (certificate.validity.notAfter < now || certificate.validity.notBefore > now)
    return { fault: 'cms.cert.expired: Certificado expirado' };
  const tra = forge.util.decodeUtf8(octets(message.rawCapture.content));
  const attributes = message.rawCapture.authenticatedAttributes;
  const digest = attributes
    .map((attribute) => attribute.value as forge.asn1.Asn1[])
    .find((parts) => forge.asn1.derToOid(parts[0]!.value as string) === SIGNED_DATA_DIGEST);
  const expected = createHash('sha256').update(tra, 'utf8').digest('binary');
  const signed = forge.asn1.toDer(
    forge.asn1.create(forge.asn1.Class.UNIVERSAL, forge.asn1.Type.SET, true, attributes),
  );
  const valid =
    digest &&
    octets(digest[1]!) === expected &&
    verify(
      'sha256',
      Buffer.from(signed.getBytes(), 'binary'),
      forge.pki.certificateToPem(certificate),
      Buffer.from(message.rawCapture.signature, 'binary'),
    );
  if (!valid) return { fault: 'cms.sign.invalid: Firma inválida o algoritmo no soportado' };
  const serial = certificate.subject.attributes.find((a) => a.type === '2.5.4.5')?.value;
  const cuit = typeof serial === 'string' ? /CUIT (\d{11})/.exec(serial)?.[1] : undefined;
  if (!cuit) return { fault: 'cms.cert.untrusted: Certificado no emitido por AC de confianza' };
  return { tra, cuit };
}

export function createArcaDouble(store: DoubleStore, control: ArcaDoubleControl) {
  const ticketOf = store.prepare<[string, string]>(
    'select token, sign, expires_at from arca_tickets where cuit = ? and service = ?',
  );
  const lastOf = store.prepare<[string, number, number]>(
    'select max(number) as last from arca_vouchers where cuit = ? and point_of_sale = ? and type = ?',
  );
  const voucherOf = store.prepare<[string, number, number, number]>(
    'select * from arca_vouchers where cuit = ? and point_of_sale = ? and type = ? and number = ?',
  );

  function login(in0: string): Reply {
    const opened = openCms(in0);
    if ('fault' in opened) {
      const [code, message] = opened.fault.split(': ');
      return { status: 500, body: axisFault(code!, message!) };
    }
    const service = /<service>([^<]+)<\/service>/.exec(opened.tra)?.[1] ?? '';
    if (service !== 'wsfe')
      return {
        status: 500,
        body: axisFault('coe.notAuthorized', 'Computador no autorizado a acceder al servicio'),
      };
    const existing = ticketOf.get(opened.cuit, service) as { expires_at: string } | undefined;
    if (existing && existing.expires_at > nowUtc())
      return {
        status: 500,
        body: axisFault(
          'coe.alreadyAuthenticated',
          'El CEE ya posee un TA valido para el acceso al WSN solicitado',
        ),
      };
    const now = new Date();
    const expires = new Date(now.getTime() + TICKET_HOURS * 3600_000);
    const token = randomBytes(96).toString('base64');
    const sign = randomBytes(96).toString('base64');
    store
      .prepare(
        `insert into arca_tickets (cuit, service, token, sign, expires_at) values (?, ?, ?, ?, ?)
         on conflict (cuit, service) do update set token = excluded.token, sign = excluded.sign,
         expires_at = excluded.expires_at`,
      )
      .run(opened.cuit, service, token, sign, expires.toISOString());
    control.logins += 1;
    const ticket = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><loginTicketResponse version="1.0"><header><source>CN=wsaahomo, O=AFIP, C=AR, SERIALNUMBER=CUIT 33693450239</source><destination>SERIALNUMBER=CUIT ${opened.cuit}</destination><uniqueId>${randomInt(1e9)}</uniqueId><generationTime>${buenosAiresIso(now)}</generationTime><expirationTime>${buenosAiresIso(expires)}</expirationTime></header><credentials><token>${token}</token><sign>${sign}</sign></credentials></loginTicketResponse>`;
    return {
      status: 200,
      body: soapEnvelope(
        '1.1',
        `<loginCmsResponse xmlns="${WSAA_NS}"><loginCmsReturn>${escapeXml(ticket)}</loginCmsReturn></loginCmsResponse>`,
      ),
    };
  }

  /** The CUIT of a valid ticket, or ARCA's error 600. */
  function authorised(auth: Record<string, unknown> | undefined): string | XmlObject {
    const cuit = String(auth?.Cuit ?? '');
    const ticket = ticketOf.get(cuit, 'wsfe') as
      { token: string; sign: string; expires_at: string } | undefined;
    if (!ticket || ticket.token !== auth?.Token || ticket.sign !== auth?.Sign)
      return {
        Err: {
          Code: 600,
          Msg: 'ValidacionDeToken: No aparecio CUIT en lista de relaciones: ' + cuit,
        },
      };
    if (ticket.expires_at <= nowUtc())
      return {
        Err: {
          Code: 600,
          Msg: 'ValidacionDeToken: No validaron las fechas del token GenTime, ExpTime, NowUTC',
        },
      };
    return cuit;
  }

  const reply = (operation: string, result: XmlObject): Reply => ({
    status: 200,
    body: soapEnvelope(
      '1.2',
      `<${operation}Response xmlns="${FEV1}"><${operation}Result>${toXml(result)}</${operation}Result></${operation}Response>`,
    ),
  });

  /** What FECAESolicitar checks of one voucher; the observations that reject it. */
  function observationsOf(type: number, det: Record<string, unknown>): XmlObject[] {
    const obs: XmlObject[] = [];
    const docType = num(det.DocTipo);
    const docNumber = String(det.DocNro ?? '0');
    if (det.CondicionIVAReceptorId === undefined || det.CondicionIVAReceptorId === '')
      obs.push({
        Code: 10242,
        Msg: 'El campo Condicion Frente al IVA del receptor resulta obligatorio conforme lo reglamentado por la Resolución General N° 5616. Para mas información consular método FEParamGetCondicionIvaReceptor.',
      });
    else if (!RECEIVER_CONDITIONS.some((c) => c.Id === num(det.CondicionIVAReceptorId)))
      obs.push({
        Code: 10246,
        Msg: 'El campo Condicion Frente al IVA del receptor no es un valor valido. Consultar método FEParamGetCondicionIvaReceptor.',
      });
    if (CLASS_A.includes(type) && docType !== 80)
      obs.push({
        Code: 10013,
        Msg: 'Para comprobantes clase A y M el campo DocTipo debe ser igual a 80 (CUIT).',
      });
    if (
      docType === 80 &&
      (!isValidCuit(docNumber) || (REFUSED_CUITS as readonly string[]).includes(docNumber))
    )
      obs.push({
        Code: 10015,
        Msg: `El campo DocNro ${docNumber} no se encuentra registrado en los padrones de ARCA como una CUIT activa.`,
      });
    const iva = (det.Iva as { AlicIva?: Record<string, unknown>[] } | undefined)?.AlicIva ?? [];
    const cents = (value: unknown) => Math.round(num(value) * 100);
    const sumIva = iva.reduce((sum, a) => sum + cents(a.Importe), 0);
    const sumBase = iva.reduce((sum, a) => sum + cents(a.BaseImp), 0);
    const total =
      cents(det.ImpTotConc) +
      cents(det.ImpNeto) +
      cents(det.ImpOpEx) +
      cents(det.ImpTrib) +
      cents(det.ImpIVA);
    if (cents(det.ImpTotal) !== total)
      obs.push({
        Code: 10048,
        Msg: 'El campo ImpTotal debe ser igual a la suma de ImpTotConc + ImpNeto + ImpOpEx + ImpTrib + ImpIVA.',
      });
    if (iva.length && sumIva !== cents(det.ImpIVA))
      obs.push({
        Code: 10023,
        Msg: 'La suma de los campos Importe en AlicIva debe ser igual al valor ingresado en ImpIVA.',
      });
    if (iva.length && sumBase !== cents(det.ImpNeto))
      obs.push({
        Code: 10061,
        Msg: 'La suma de los campos BaseImp en AlicIva debe ser igual al valor ingresado en ImpNeto.',
      });
    if (
      CREDIT_NOTES.includes(type) &&
      !(det.CbtesAsoc as { CbteAsoc?: unknown[] } | undefined)?.CbteAsoc?.length
    )
      obs.push({
        Code: 10151,
        Msg: 'Para comprobantes de tipo Nota de Crédito es obligatorio informar los comprobantes asociados (CbtesAsoc) o el período (PeriodoAsoc).',
      });
    return obs;
  }

  function requestCae(cuit: string, body: Record<string, unknown>): Reply {
    const request = body.FeCAEReq as Record<string, Record<string, unknown>>;
    const head = request.FeCabReq ?? {};
    const pointOfSale = num(head.PtoVta);
    const type = num(head.CbteTipo);
    const det = ((request.FeDetReq?.FECAEDetRequest as Record<string, unknown>[]) ?? [])[0] ?? {};
    const number = num(det.CbteDesde);
    const last = num((lastOf.get(cuit, pointOfSale, type) as { last: number | null }).last);
    const processed = arcaDate().concat(new Date().toISOString().slice(11, 19).replace(/:/g, ''));
    const detResponse = (result: 'A' | 'R', extra: XmlObject = {}) => ({
      Concepto: num(det.Concepto),
      DocTipo: num(det.DocTipo),
      DocNro: String(det.DocNro ?? '0'),
      CbteDesde: number,
      CbteHasta: num(det.CbteHasta),
      CbteFch: String(det.CbteFch ?? ''),
      Resultado: result,
      ...extra,
    });
    const answer = (result: 'A' | 'R', det: XmlObject, errors?: XmlObject) =>
      reply('FECAESolicitar', {
        FeCabResp: {
          Cuit: cuit,
          PtoVta: pointOfSale,
          CbteTipo: type,
          FchProceso: processed,
          CantReg: 1,
          Resultado: result,
          Reproceso: 'N',
        },
        FeDetResp: { FECAEDetResponse: det },
        ...(errors ? { Errors: errors } : {}),
      });
    if (number !== last + 1)
      return answer('R', detResponse('R'), {
        Err: {
          Code: 10016,
          Msg: 'El numero o fecha del comprobante no se corresponde con el proximo a autorizar. Consultar metodo FECompUltimoAutorizado.',
        },
      });
    const observations = observationsOf(type, det);
    if (observations.length)
      return answer(
        'R',
        detResponse('R', { Observaciones: { Obs: observations }, CAE: '', CAEFchVto: '' }),
      );
    const cae = String(randomInt(10 ** 13, 10 ** 14 - 1));
    const fch = String(det.CbteFch || arcaDate());
    const due = arcaDate(
      new Date(
        Date.parse(`${fch.slice(0, 4)}-${fch.slice(4, 6)}-${fch.slice(6, 8)}T12:00:00Z`) +
          10 * 86_400_000 +
          3 * 3600_000,
      ),
    );
    try {
      store
        .prepare(
          'insert into arca_vouchers (cuit, point_of_sale, type, number, detail_json, cae, cae_due, processed_at) values (?, ?, ?, ?, ?, ?, ?, ?)',
        )
        .run(
          cuit,
          pointOfSale,
          type,
          number,
          JSON.stringify({ ...det, CbteFch: fch }),
          cae,
          due,
          processed,
        );
    } catch {
      // Another request took this number between the check and the insert.
      return answer('R', detResponse('R'), {
        Err: {
          Code: 10016,
          Msg: 'El numero o fecha del comprobante no se corresponde con el proximo a autorizar. Consultar metodo FECompUltimoAutorizado.',
        },
      });
    }
    if (control.dropAnswers > 0) {
      control.dropAnswers -= 1;
      return 'drop';
    }
    return answer('A', detResponse('A', { CAE: cae, CAEFchVto: due }));
  }

  function consult(cuit: string, body: Record<string, unknown>): Reply {
    const query = (body.FeCompConsReq ?? {}) as Record<string, unknown>;
    const row = voucherOf.get(cuit, num(query.PtoVta), num(query.CbteTipo), num(query.CbteNro)) as
      { detail_json: string; cae: string; cae_due: string; processed_at: string } | undefined;
    if (!row)
      return reply('FECompConsultar', {
        Errors: {
          Err: {
            Code: 602,
            Msg: 'Sin Resultados: - No existen datos en nuestros registros para los parametros ingresados.',
          },
        },
      });
    const det = JSON.parse(row.detail_json) as Record<string, unknown>;
    return reply('FECompConsultar', {
      ResultGet: {
        Concepto: num(det.Concepto),
        DocTipo: num(det.DocTipo),
        DocNro: String(det.DocNro),
        CbteDesde: num(det.CbteDesde),
        CbteHasta: num(det.CbteHasta),
        CbteFch: String(det.CbteFch),
        ImpTotal: num(det.ImpTotal),
        ImpTotConc: num(det.ImpTotConc),
        ImpNeto: num(det.ImpNeto),
        ImpOpEx: num(det.ImpOpEx),
        ImpTrib: num(det.ImpTrib),
        ImpIVA: num(det.ImpIVA),
        MonId: String(det.MonId),
        MonCotiz: num(det.MonCotiz),
        CondicionIVAReceptorId: num(det.CondicionIVAReceptorId),
        Iva: det.Iva as XmlObject,
        Resultado: 'A',
        CodAutorizacion: row.cae,
        EmisionTipo: 'CAE',
        FchVto: row.cae_due,
        FchProceso: row.processed_at,
        PtoVta: num(query.PtoVta),
        CbteTipo: num(query.CbteTipo),
      },
    });
  }

  /** WSFEv1: every operation but FEDummy needs a valid ticket. */
  function wsfe(xml: string): Reply {
    const { name, body } = soapOperation(xml);
    if (name === 'FEDummy')
      return reply('FEDummy', { AppServer: 'OK', DbServer: 'OK', AuthServer: 'OK' });
    const cuit = authorised(body.Auth as Record<string, unknown> | undefined);
    if (typeof cuit !== 'string') return reply(name, { Errors: cuit });
    switch (name) {
      case 'FECompUltimoAutorizado': {
        const pointOfSale = num(body.PtoVta);
        const type = num(body.CbteTipo);
        const last = num((lastOf.get(cuit, pointOfSale, type) as { last: number | null }).last);
        return reply(name, { PtoVta: pointOfSale, CbteTipo: type, CbteNro: last });
      }
      case 'FECAESolicitar':
        return requestCae(cuit, body);
      case 'FECompConsultar':
        return consult(cuit, body);
      case 'FEParamGetCondicionIvaReceptor':
        return reply(name, { ResultGet: { CondicionIvaReceptor: [...RECEIVER_CONDITIONS] } });
      default:
        return reply(name, {
          Errors: { Err: { Code: 501, Msg: `Operacion ${name} no disponible en el doble local.` } },
        });
    }
  }

  return {
    wsfe,
    wsaa(xml: string): Reply {
      const { name, body } = soapOperation(xml);
      if (name !== 'loginCms')
        return { status: 500, body: axisFault('Server.userException', 'Operacion desconocida') };
      return login(String(body.in0 ?? ''));
    },
  };
}
