/**
 * What an order keeps of a buyer who deleted the account (auth README, "Account deletion"): the
 * place it went to at the level of locality and postal code (taxes and shipping were priced from
 * it) and the IVA condition (the invoice type follows from it); every field that names, reaches or
 * locates the person is blanked. Lines, amounts, status history and payments stay as they were.
 */

const parse = (json: string): Record<string, unknown> => {
  const value: unknown = JSON.parse(json);
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
};

export function forgottenAddressee(json: string): string {
  return JSON.stringify({
    ...parse(json),
    name: '',
    lastName: '',
    email: '',
    phone: '',
    street: '',
    streetNumber: '',
    apartment: null,
    // Free text the buyer wrote for the carrier: it may hold anything personal.
    deliveryComment: null,
  });
}

export function forgottenInvoice(json: string): string {
  return JSON.stringify({
    ...parse(json),
    name: '',
    lastName: '',
    document: '',
    direction: '',
    phone: '',
    email: '',
    giro: null,
  });
}
