import {
  cleanItemsForQuote,
  type CartItem,
  type Quote,
  type SendQuoteResult,
} from '@store/contracts';
import { api, apiFile, appPath } from '@store/platform';

/** The quote calls of spec section 7 the cart page makes; items are cleaned as section 4 says. */
const ordersPath = (name: string) => appPath(`Orders/${name}`);

export const quoteApi = {
  /** A saved quote; the same key answers the same quote (a double click makes one). */
  generate: (items: CartItem[], idempotencyKey: string) =>
    api.post<Quote>(ordersPath('GenerateQuote'), { items: cleanItemsForQuote(items) }, undefined, {
      'Idempotency-Key': idempotencyKey,
    }),
  /** The PDF of the cart without saving it (a guest's quote). */
  unsaved: (items: CartItem[]) =>
    apiFile({
      method: 'POST',
      url: ordersPath('CreateUnsavedQuote'),
      data: { items: cleanItemsForQuote(items) },
    }),
  send: (id: string, emails: string[]) =>
    api.post<SendQuoteResult>(ordersPath('SendEmailQuote'), { id, emails }),
};

export type QuoteApi = typeof quoteApi;
