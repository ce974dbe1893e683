import { IVA_CONDITIONS, isValidRut } from '@store/contracts/checkout-rules';
import { AppError } from '../../http/errors.js';
import { arcaBuyerDocument } from './arca/arca-voucher.js';
import type { InvoiceCorrections } from '@store/contracts';

/**
 * Staff's corrections of a rejected document's buyer (back office, `npm run invoice -- retry`),
 * checked before the document goes back to the tax service: a tax id that is not one, or an IVA
 * condition the country does not have, is a 422 naming the field, and nothing changes.
 */
export function checkedCorrections(
  country: 'AR' | 'CL',
  corrections: InvoiceCorrections,
): InvoiceCorrections {
  const conditions: string[] = IVA_CONDITIONS[country === 'CL' ? 'CL' : 'ARG'].map((c) => c.code);
  const { document, ivaCondition, name } = corrections;
  if (name !== undefined && !name.trim())
    throw AppError.unprocessable('Falta la razón social o el nombre del receptor.', 'name');
  if (ivaCondition !== undefined && !conditions.includes(ivaCondition))
    throw AppError.unprocessable(
      `La condición frente al IVA tiene que ser ${conditions.join(', ')}.`,
      'ivaCondition',
    );
  if (document !== undefined && document.trim() !== '') {
    if (country === 'CL') {
      if (!isValidRut(document))
        throw AppError.unprocessable(
          `«${document}» no es un RUT válido (por ejemplo 76.086.428-5).`,
          'document',
        );
    } else {
      // What ARCA would be sent: a CUIT (80) or DNI (96); anything else would go as no document.
      if (arcaBuyerDocument(document).type === 99)
        throw AppError.unprocessable(
          `«${document}» no es una CUIT válida (por ejemplo 30-70308853-4) ni un DNI de 7 u 8 dígitos.`,
          'document',
        );
    }
  }
  // Kept as staff typed them (the issuers read a CUIT, DNI or RUT with or without dashes).
  const trimmed = Object.fromEntries(
    Object.entries(corrections)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, value!.trim()]),
  );
  return trimmed as InvoiceCorrections;
}
