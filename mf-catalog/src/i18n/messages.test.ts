import { voseoInChileanMessages } from '@store/contracts/testing';
import { CATALOG_MESSAGES } from './messages';

// Only the texts are read here; registering them with i18next is the shell's start-up.
jest.mock('@store/platform', () => ({ registerMessages: () => undefined }));

it('speaks Chilean Spanish, never voseo, to Chilean buyers', () => {
  expect(voseoInChileanMessages(CATALOG_MESSAGES)).toEqual([]);
});
