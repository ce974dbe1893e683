import { useState } from 'react';
import type { AdminQuote, FieldErrors, QuoteOrderPreviewBody } from '@store/contracts';
import { toStoreApiError } from '@store/platform';
import { Button, useKeyedLoad } from '@store/ui';
import { adminApi } from '../api/admin-api';
import { PageError } from '../layout/page-error';
import { useSend } from '../layout/use-send';
import { ConvertQuoteForm, serverFieldErrors } from './convert-quote-form';

/**
 * The quote page's «Convertir en pedido» (owner and sales): opens the form with the buyer's saved
 * addresses; the order is the server's, sent once per form (its Idempotency-Key is kept across
 * retries); then the page reads the quote again, converted, with the link to its order.
 */
export function ConvertQuote({
  token,
  quote,
  onConverted,
}: {
  token: string;
  quote: AdminQuote;
  onConverted: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [key] = useState(() => crypto.randomUUID());
  const [refused, setRefused] = useState<FieldErrors>({});
  const form = useKeyedLoad(open ? quote.id : null, () => adminApi.quoteOrderForm(token, quote.id));
  const order = useSend(onConverted, onConverted);
  const preview = (body: QuoteOrderPreviewBody) =>
    adminApi.quoteOrderPreview(token, quote.id, body);

  return (
    <>
      <Button aria-expanded={open} onClick={() => setOpen(!open)}>
        Convertir en pedido
      </Button>
      {open && form.error && <PageError error={form.error} />}
      {open && !form.data && !form.error && <p>Cargando…</p>}
      {open && form.data && (
        <ConvertQuoteForm
          form={form.data}
          country={quote.currency === 'CLP' ? 'CL' : 'ARG'}
          currency={quote.currency}
          version={quote.version}
          businessName={quote.company ?? quote.buyer}
          busy={order.busy}
          preview={preview}
          serverErrors={refused}
          onConvert={(body) => {
            setRefused({});
            void order.send(
              () =>
                adminApi.convertQuote(token, quote.id, body, key).catch((failure: unknown) => {
                  setRefused(serverFieldErrors(toStoreApiError(failure)));
                  throw failure;
                }),
              'Pedido creado para el cliente.',
            );
          }}
        />
      )}
      {order.messages}
    </>
  );
}
