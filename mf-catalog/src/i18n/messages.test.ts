import { argentineInChileanMessages, missingMessageKeys } from '@store/contracts/testing';
import { DETAIL_MESSAGES } from './detail-messages';
import { LIST_MESSAGES } from './list-messages';
import { CATALOG_MESSAGES } from './messages';

// Only the texts are read here; registering them with the platform is the app's start-up.
jest.mock('@store/platform', () => ({ registerMessages: () => undefined }));

const NAMESPACES = {
  catalog: CATALOG_MESSAGES,
  'catalog-list': LIST_MESSAGES,
  'catalog-detail': DETAIL_MESSAGES,
};

it.each(Object.entries(NAMESPACES))(
  "%s speaks Chilean Spanish to Chilean buyers: tú and 'carro', never voseo or 'carrito'",
  (_namespace, messages) => {
    expect(argentineInChileanMessages(messages)).toEqual([]);
  },
);

it('has a text for every key the app asks for, in the namespaces the file reads', () => {
  const base = Object.fromEntries(
    Object.entries(NAMESPACES).map(([namespace, messages]) => [namespace, messages.arg]),
  );
  expect(missingMessageKeys('mf-catalog/src', base, 'catalog')).toEqual([]);
});
