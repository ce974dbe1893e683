import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffProofVersion } from '@store/contracts';
import { StoreApiError } from '@store/platform';
import { OrderProofs, type ProofCalls } from './order-proofs';

const SENT: StaffProofVersion = {
  version: 1,
  source: 'generated',
  state: 'changes_requested',
  sentAt: '2026-11-20T15:00:00.000Z',
  comment: 'El logo más grande',
  answeredAt: '2026-11-21T12:00:00.000Z',
  pdf: '/api/admin/orders/42/proofs/1/pdf',
  createdBy: 'taller@promosur.com.ar',
  createdAt: '2026-11-20T14:00:00.000Z',
  sentBy: 'taller@promosur.com.ar',
  byteSize: 2048,
};
const DRAFT: StaffProofVersion = {
  ...SENT,
  version: 2,
  source: 'uploaded',
  state: 'draft',
  sentAt: null,
  comment: null,
  answeredAt: null,
  sentBy: null,
};

const calls = () => ({
  generateProof: jest.fn(async (_token: string, _id: number) => [DRAFT, SENT]),
  uploadProof: jest.fn(async (_token: string, _id: number, _file: File) => [DRAFT, SENT]),
  sendProof: jest.fn(async (_token: string, _id: number, _version: number) => [
    { ...DRAFT, state: 'sent' as const },
    SENT,
  ]),
  proofPdf: jest.fn(
    async (_token: string, _number: string, _proof: StaffProofVersion) => undefined,
  ),
});

function setup(canWrite: boolean, api: ProofCalls = calls(), proofs = [DRAFT, SENT]) {
  const onDone = jest.fn();
  render(
    <OrderProofs
      token="t"
      orderId={42}
      number="0001-00000042"
      proofs={proofs}
      canWrite={canWrite}
      open
      environment="ARG"
      onDone={onDone}
      api={api}
    />,
  );
  return { api, onDone, card: screen.getByRole('region', { name: 'Pruebas de diseño' }) };
}

it('lists every version with its state, who made and sent it, and the buyer’s comment', () => {
  const { card } = setup(false);
  const items = within(card).getAllByRole('listitem');
  expect(items[0]).toHaveTextContent('Versión 2 · PDF subido por taller@promosur.com.ar');
  expect(items[0]).toHaveTextContent('Sin enviar');
  expect(items[1]).toHaveTextContent('El cliente pidió cambios');
  expect(items[1]).toHaveTextContent('Comentario del cliente: «El logo más grande»');
  // Sales reads: no buttons to make or send a version.
  expect(within(card).queryByRole('button', { name: 'Generar prueba' })).toBeNull();
  expect(within(card).queryByRole('button', { name: /Enviar al cliente/ })).toBeNull();
  expect(within(card).getAllByRole('button', { name: /Descargar PDF de la versión/ })).toHaveLength(
    2,
  );
});

it('sends the latest draft and says so', async () => {
  const { card, api, onDone } = setup(true);
  await userEvent.click(
    within(card).getByRole('button', { name: 'Enviar al cliente (versión 2)' }),
  );
  expect(api.sendProof).toHaveBeenCalledWith('t', 42, 2);
  expect(await within(card).findByRole('status')).toHaveTextContent(
    'Versión 2 enviada al cliente por correo.',
  );
  expect(onDone).toHaveBeenCalled();
});

it('refuses a PDF over 10 MB before sending it, and shows the API’s refusal of the rest', async () => {
  const api = calls();
  const { card } = setup(true, api, [SENT]);
  const input = within(card).getByLabelText('Archivo PDF de la prueba');
  // Its size as the browser reports it: the bytes themselves need not be there.
  const big = new File(['%PDF-'], 'grande.pdf', { type: 'application/pdf' });
  Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
  await userEvent.upload(input, big);
  await userEvent.click(within(card).getByRole('button', { name: 'Subir PDF' }));
  expect(await within(card).findByRole('alert')).toHaveTextContent('El PDF supera los 10 MB');
  expect(api.uploadProof).not.toHaveBeenCalled();

  api.uploadProof.mockRejectedValueOnce(
    new StoreApiError('server', 'El archivo no es un PDF: elija el PDF de la prueba.', 422),
  );
  await userEvent.upload(input, new File(['<html>'], 'prueba.pdf', { type: 'application/pdf' }));
  await userEvent.click(within(card).getByRole('button', { name: 'Subir PDF' }));
  expect(await within(card).findByRole('alert')).toHaveTextContent('El archivo no es un PDF');
});
