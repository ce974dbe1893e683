import { registerMessages, type DomainMessages } from '@store/platform';

/** The few words the session says itself (the API words the rest). */
export const SESSION_MESSAGES: DomainMessages = {
  arg: { notLoggedIn: 'Ingresá con tu cuenta para continuar.' },
  cl: { notLoggedIn: 'Ingresa con tu cuenta para continuar.' },
};

export function registerSessionMessages(): void {
  registerMessages('session', SESSION_MESSAGES);
}
