import { argentineInChileanMessages, missingMessageKeys } from '@store/contracts/testing';
import { SESSION_MESSAGES } from '../session/session-messages';
import { SHELL_MESSAGES } from './messages';
import { REGION_MESSAGES } from './region-messages';

// Only the texts are read here; registering them with the platform is the app's start-up.
jest.mock('@store/platform', () => ({ registerMessages: () => undefined }));

it("speaks Chilean Spanish to Chilean buyers: tú and 'carro', never voseo or 'carrito'", () => {
  expect(argentineInChileanMessages(SHELL_MESSAGES)).toEqual([]);
});

it('has a text for every key the shell asks for', () => {
  const namespaces = {
    shell: SHELL_MESSAGES.arg,
    region: REGION_MESSAGES.arg,
    session: SESSION_MESSAGES.arg,
  };
  expect(missingMessageKeys('shell/src', namespaces, 'shell')).toEqual([]);
});
