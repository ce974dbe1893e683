import { AppError } from '../../http/errors.js';
import { fromMinor, toMinor } from '../pricing/index.js';
import type { ProviderOption, ShippingProvider } from './shipping-provider.js';

/** A tenant's account at Zippin (Zipnova), the carrier aggregator whose quote shape the spec uses. */
export interface ZippinAccount {
  /** The country's API host, e.g. `https://api.zippin.com.ar`. */
  baseUrl: string;
  apiToken: string;
  apiSecret: string;
  accountId: string;
  originId: string;
}

interface ZippinResult {
  logistic_type: string;
  carrier: { id: number | string; name: string; logo?: string | null };
  service_type: { code: string; name: string };
  delivery_time: { min: number; max: number };
  amounts: { price: number; price_incl_tax: number };
  pickup_points?: {
    point_id?: number | string;
    id?: number | string;
    description?: string;
    name?: string;
    location?: { street?: string; city?: string };
  }[];
}

const TIMEOUT_MS = 5000;
export const ZIPPIN_UNAVAILABLE =
  'No pudimos cotizar el envío en este momento. Puede volver a intentarlo en unos minutos.';

/** `POST /v2/shipments/quote` with HTTP Basic; no answer at all is a 503 with `unreachable`. */
async function askForQuote(
  account: ZippinAccount,
  body: object,
  unreachable: string,
): Promise<Response> {
  const auth = Buffer.from(`${account.apiToken}:${account.apiSecret}`).toString('base64');
  try {
    return await fetch(new URL('/v2/shipments/quote', account.baseUrl), {
      method: 'POST',
      headers: {
        authorization: `Basic ${auth}`,
        'content-type': 'application/json',
        accept: 'application/json',
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new AppError(503, unreachable, { cause: error });
  }
}

export const ZIPPIN_CHECK_MESSAGES = {
  noAccount:
    'Todavía no hay una cuenta de Zippin guardada con su token y su clave secreta: guárdelos y pruebe de nuevo.',
  noOrigin:
    'Falta la dirección de la tienda en «Envíos»: la prueba cotiza un paquete de 1 kg hasta allí.',
  unreachable: 'No pudimos comunicarnos con Zippin. Pruebe de nuevo en unos minutos.',
  refused: (status: number) =>
    `Zippin rechazó el token y la clave secreta (${status}): revíselos en «Configuración > API» de su cuenta de Zippin.`,
  notAccepted: (status: number) =>
    `Zippin no aceptó la cotización (${status}): revise el número de cuenta y el de origen.`,
  ok: (options: number, place: string) =>
    `Zippin respondió con ${options === 1 ? '1 opción' : `${options} opciones`} de envío para un paquete de 1 kg a ${place}.`,
};

/**
 * «Probar conexión»: a quote of one 1 kg box from the store's origin to its own address, the
 * call the checkout makes, so the token, the secret, the account and the origin are all tried.
 */
export async function checkZippinAccount(
  account: ZippinAccount,
  to: { locality: string; provinceName: string; zipCode: string | null },
): Promise<string> {
  const response = await askForQuote(
    account,
    {
      account_id: account.accountId,
      origin_id: account.originId,
      declared_value: 0,
      destination: {
        city: to.locality,
        state: to.provinceName,
        ...(to.zipCode ? { zipcode: to.zipCode } : {}),
      },
      items: [{ weight: 1000, height: 20, width: 20, length: 20 }],
    },
    ZIPPIN_CHECK_MESSAGES.unreachable,
  );
  if (response.status === 401 || response.status === 403)
    throw AppError.unprocessable(ZIPPIN_CHECK_MESSAGES.refused(response.status));
  if (response.status >= 400 && response.status < 500)
    throw AppError.unprocessable(ZIPPIN_CHECK_MESSAGES.notAccepted(response.status));
  if (!response.ok) throw new AppError(503, ZIPPIN_CHECK_MESSAGES.unreachable);
  const data = (await response.json().catch(() => ({}))) as { all_results?: unknown[] };
  return ZIPPIN_CHECK_MESSAGES.ok(
    data.all_results?.length ?? 0,
    `${to.locality}, ${to.provinceName}`,
  );
}

/** `POST /v2/shipments/quote` with HTTP Basic; at most 1000 items a quote. */
export function zippinProvider(account: ZippinAccount): ShippingProvider {
  return {
    name: 'zippin',
    async quote({ destination, parcels, declaredValue, roundPrice }) {
      const items = parcels.flatMap((parcel) =>
        Array.from({ length: Math.min(parcel.quantity, 1000) }, () => ({
          weight: parcel.weightGrams,
          height: Math.ceil(parcel.sizeCm.height),
          width: Math.ceil(parcel.sizeCm.width),
          length: Math.ceil(parcel.sizeCm.depth),
        })),
      );
      if (items.length > 1000)
        throw AppError.unprocessable(
          'El pedido supera los 1000 bultos que se pueden cotizar en línea.',
        );
      const body = {
        account_id: account.accountId,
        origin_id: account.originId,
        declared_value: fromMinor(declaredValue, roundPrice),
        destination: {
          city: destination.locality,
          state: destination.provinceName,
          ...(destination.zipCode ? { zipcode: destination.zipCode } : {}),
        },
        items,
      };
      const response = await askForQuote(account, body, ZIPPIN_UNAVAILABLE);
      if (!response.ok)
        throw new AppError(503, ZIPPIN_UNAVAILABLE, { details: `zippin ${response.status}` });
      const data = (await response.json()) as { all_results?: ZippinResult[] };
      return (data.all_results ?? []).map((result): ProviderOption => ({
        logisticType: result.logistic_type,
        carrier: {
          id: String(result.carrier.id),
          name: result.carrier.name,
          logo: result.carrier.logo ?? null,
        },
        serviceType: result.service_type,
        deliveryTime: result.delivery_time,
        priceInclTax: toMinor(result.amounts.price_incl_tax, roundPrice),
        pickupPoints: (result.pickup_points ?? []).map((point) => ({
          id: String(point.point_id ?? point.id ?? ''),
          name: point.description ?? point.name ?? '',
          address: [point.location?.street, point.location?.city].filter(Boolean).join(', '),
        })),
      }));
    },
  };
}
