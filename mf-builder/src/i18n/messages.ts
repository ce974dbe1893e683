import { registerMessages, type DomainMessages } from '@store/platform';

export const BUILDER_MESSAGES: DomainMessages = {
  arg: {
    title: 'Personalizá tu producto',
    lead: 'Elegí un producto del catálogo y tocá “Personalizar” para diseñarlo con tu logo.',
  },
  cl: {
    title: 'Personaliza tu producto',
    lead: 'Elige un producto del catálogo y toca “Personalizar” para diseñarlo con tu logo.',
  },
};

registerMessages('builder', BUILDER_MESSAGES);
