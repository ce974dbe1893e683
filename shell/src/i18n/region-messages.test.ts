import { voseoInChileanMessages } from '@store/contracts/testing';
import { REGION_MESSAGES } from './region-messages';

// Only the texts are read here; registering them with i18next is the shell's start-up.
jest.mock('@store/platform', () => ({ registerMessages: () => undefined }));

it('speaks Chilean Spanish, never voseo, to Chilean buyers', () => {
  expect(voseoInChileanMessages(REGION_MESSAGES)).toEqual([]);
});
