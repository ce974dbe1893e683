import { argentineInChileanMessages, missingMessageKeys } from '@store/contracts/testing';
import { ACCOUNT_MESSAGES } from './messages';

// Only the texts are read here; registering them with the platform is the app's start-up.
jest.mock('@store/platform', () => ({ registerMessages: () => undefined }));

it("speaks Chilean Spanish to Chilean buyers: tú and 'carro', never voseo or 'carrito'", () => {
  expect(argentineInChileanMessages(ACCOUNT_MESSAGES)).toEqual([]);
});

it('has a text for every key the app asks for', () => {
  expect(
    missingMessageKeys('mf-account/src', { account: ACCOUNT_MESSAGES.arg }, 'account'),
  ).toEqual([]);
});
