import { voseoInChileanMessages } from '@store/contracts/testing';
import { CART_MESSAGES } from './messages';

// Only the texts are read here; registering them with the platform is the app's start-up.
jest.mock('@store/platform', () => ({ registerMessages: () => undefined }));

it('speaks Chilean Spanish, never voseo, to Chilean buyers', () => {
  expect(voseoInChileanMessages(CART_MESSAGES)).toEqual([]);
});
