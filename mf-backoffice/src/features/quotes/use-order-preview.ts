import { useKeyedLoad } from '@store/ui';
import type {
  QuoteOrderOption,
  QuoteOrderPreview,
  QuoteOrderPreviewBody,
  QuoteShippingChoice,
} from '@store/contracts';

export type PreviewOrder = (body: QuoteOrderPreviewBody) => Promise<QuoteOrderPreview>;

/** An option's key in the `<select>`: the choice's four parts. */
export const optionKey = (o: QuoteShippingChoice) =>
  [o.logisticType, o.serviceType, o.carrierId, o.pointId ?? ''].join('|');

export const choiceOf = (o: QuoteOrderOption): QuoteShippingChoice => ({
  logisticType: o.logisticType,
  serviceType: o.serviceType,
  carrierId: o.carrierId,
  pointId: o.pointId,
});

/**
 * The server's word on the order being made: the shipping options it quotes for the address,
 * then, with one chosen, the order's figures; each asked again when the address or the option
 * changes (`useKeyedLoad`: an answer to an older question is dropped). No address: nothing asked.
 */
export function useOrderPreview(preview: PreviewOrder, addressId: number | null, chosen: string) {
  const listed = useKeyedLoad(addressId === null ? null : String(addressId), () =>
    preview({ addressId: addressId! }),
  );
  const options = listed.data?.options ?? null;
  const option = options?.find((o) => optionKey(o) === chosen) ?? null;
  const priced = useKeyedLoad(option ? `${addressId}|${chosen}` : null, () =>
    preview({ addressId: addressId!, shipping: choiceOf(option!) }),
  );
  return {
    options,
    option,
    totals: priced.data?.totals ?? null,
    error: listed.error ?? priced.error,
  };
}
