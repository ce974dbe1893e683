import { AppError } from '../../http/errors.js';

/** A slow answer is no answer: the owner waits on the page. */
const TIMEOUT_MS = 5000;
/** Mercado Pago's site of each country: a token of another country's account cannot charge here. */
const SITE_OF = { AR: 'MLA', CL: 'MLC' } as const;

export const MERCADOPAGO_CHECK_MESSAGES = {
  noToken: 'Todavía no hay un token de acceso guardado: guárdelo y pruebe de nuevo.',
  refused: (status: number) =>
    `Mercado Pago no aceptó el token de acceso guardado (respondió ${status}): revíselo en «Tus integraciones > Credenciales» y guárdelo de nuevo.`,
  otherCountry: (site: string) =>
    `El token es de una cuenta de Mercado Pago de otro país (${site}): use el de la cuenta de este país.`,
  unreachable:
    'No se pudo conectar con Mercado Pago: pruebe de nuevo en unos minutos. No se cambió nada.',
  ok: (nickname: string, id: string) =>
    `Conexión correcta: Mercado Pago reconoce la cuenta ${nickname} (número ${id}).`,
} as const;

/**
 * «Probar conexión»: asks Mercado Pago who the token belongs to (`GET /users/me`, the call its
 * documentation uses to check credentials) at `baseUrl`, the configured API address. Answers the
 * message to show; refusals as a 422 and an unreachable API as a 503, in Spanish.
 */
export async function checkMercadoPagoAccount(
  baseUrl: string,
  accessToken: string | null,
  country: 'AR' | 'CL',
): Promise<string> {
  if (!accessToken) throw AppError.unprocessable(MERCADOPAGO_CHECK_MESSAGES.noToken);
  let response: Response;
  try {
    response = await fetch(`${baseUrl}/users/me`, {
      headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    throw new AppError(503, MERCADOPAGO_CHECK_MESSAGES.unreachable);
  }
  if (response.status === 401 || response.status === 403)
    throw AppError.unprocessable(MERCADOPAGO_CHECK_MESSAGES.refused(response.status));
  if (!response.ok) throw new AppError(503, MERCADOPAGO_CHECK_MESSAGES.unreachable);
  const account = (await response.json().catch(() => ({}))) as {
    id?: number | string;
    nickname?: string;
    site_id?: string;
  };
  if (account.site_id && account.site_id !== SITE_OF[country])
    throw AppError.unprocessable(MERCADOPAGO_CHECK_MESSAGES.otherCountry(account.site_id));
  return MERCADOPAGO_CHECK_MESSAGES.ok(account.nickname ?? '—', String(account.id ?? '—'));
}
