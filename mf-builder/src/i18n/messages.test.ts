import { argentineInChileanMessages, missingMessageKeys } from '@store/contracts/testing';
import { BUILDER_MESSAGES } from './messages';

// Only the texts are read here; registering them with the platform is the app's start-up.
jest.mock('@store/platform', () => ({ registerMessages: () => undefined }));

it("speaks Chilean Spanish to Chilean buyers: tú and 'carro', never voseo or 'carrito'", () => {
  expect(argentineInChileanMessages(BUILDER_MESSAGES)).toEqual([]);
});

it('has a text for every key the app asks for', () => {
  expect(
    missingMessageKeys('mf-builder/src', { builder: BUILDER_MESSAGES.arg }, 'builder'),
  ).toEqual([]);
});
