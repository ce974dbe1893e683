import type { ConvertedQuote, Quote, QuotePage, SendQuoteResult } from '@store/contracts';
import { api, apiFile, appPath } from '@store/platform';

/** The quote calls of spec section 7 the account pages make. */
const ordersPath = (name: string) => appPath(`Orders/${name}`);

export const QUOTES_PAGE_SIZE = 10;

export const quotesApi = {
  list: (page: number) =>
    api.get<QuotePage>(ordersPath('GetQuotes'), { Page: page, PageSize: QUOTES_PAGE_SIZE }),
  get: (id: string) => api.get<Quote>(ordersPath('GetQuoteById'), { Id: id }),
  pdf: (id: string) =>
    apiFile({ method: 'GET', url: ordersPath('GetQuotePdf'), params: { Id: id } }),
  convert: (id: string) => api.post<ConvertedQuote>(ordersPath('ConvertQuoteToOrder'), { id }),
  send: (id: string, emails: string[]) =>
    api.post<SendQuoteResult>(ordersPath('SendEmailQuote'), { id, emails }),
};

export type QuotesApi = typeof quotesApi;
