import { XMLParser } from 'fast-xml-parser';

/** Small XML helpers of the ARCA double: read a SOAP request, write a SOAP answer. */

const parser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: true,
  parseTagValue: false,
  trimValues: true,
  isArray: (name) => ['FECAEDetRequest', 'AlicIva', 'CbteAsoc', 'Tributo'].includes(name),
});

export type XmlValue = string | number | null | undefined | XmlObject | XmlValue[];
export interface XmlObject {
  [key: string]: XmlValue;
}

/** The first element of the SOAP body: its name and content (namespaces dropped). */
export function soapOperation(xml: string): { name: string; body: Record<string, unknown> } {
  const parsed = parser.parse(xml) as { Envelope?: { Body?: Record<string, unknown> } };
  const body = parsed.Envelope?.Body ?? {};
  const [name] = Object.keys(body);
  if (!name) throw new Error('no SOAP body');
  return { name, body: (body[name] as Record<string, unknown>) ?? {} };
}

export const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** An object as XML elements: arrays repeat their element, null and undefined are left out. */
export function toXml(value: XmlObject): string {
  let out = '';
  for (const [name, content] of Object.entries(value)) {
    const items = Array.isArray(content) ? content : [content];
    for (const item of items) {
      if (item === null || item === undefined) continue;
      out +=
        typeof item === 'object'
          ? `<${name}>${toXml(item as XmlObject)}</${name}>`
          : `<${name}>${escapeXml(String(item))}</${name}>`;
    }
  }
  return out;
}

const ENVELOPES = {
  '1.1': 'http://schemas.xmlsoap.org/soap/envelope/',
  '1.2': 'http://www.w3.org/2003/05/soap-envelope',
} as const;

export function soapEnvelope(version: '1.1' | '1.2', body: string): string {
  return `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="${ENVELOPES[version]}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xsd="http://www.w3.org/2001/XMLSchema"><soap:Body>${body}</soap:Body></soap:Envelope>`;
}

/** A SOAP 1.1 fault as Axis (WSAA) writes it. */
export function axisFault(code: string, message: string): string {
  return soapEnvelope(
    '1.1',
    `<soap:Fault><faultcode xmlns:ns1="http://xml.apache.org/axis/">ns1:${escapeXml(code)}</faultcode><faultstring>${escapeXml(message)}</faultstring><detail><ns2:hostname xmlns:ns2="http://xml.apache.org/axis/">wsaa-double</ns2:hostname></detail></soap:Fault>`,
  );
}
