import { registerMessages } from '@store/platform';

/** The few words the session says itself (the API words the rest). */
export function registerSessionMessages(): void {
  registerMessages('session', {
    arg: { notLoggedIn: 'Ingresá con tu cuenta para continuar.' },
    cl: { notLoggedIn: 'Ingresa con tu cuenta para continuar.' },
  });
}
