import type { MailContent } from '../mail/index.js';
import type { Environment } from '../tenants/index.js';

type Text = (store: string, name: string, link: string) => MailContent;

interface AccountMailTexts {
  activation: Text;
  passwordReset: Text;
  alreadyRegistered: Text;
  emailChanged: (store: string, name: string, newEmail: string) => MailContent;
}

const hello = (name: string) => (name ? `Hola, ${name}:` : 'Hola:');

const ARG: AccountMailTexts = {
  activation: (store, name, link) => ({
    preview: `Confirmá tu correo para empezar a comprar en ${store}.`,
    title: `Activá tu cuenta de ${store}`,
    paragraphs: [
      hello(name),
      `Gracias por registrarte en ${store}. Para activar tu cuenta, confirmá tu correo electrónico con este botón.`,
    ],
    action: { label: 'Activar mi cuenta', url: link },
    notes: [
      'El enlace vence en 7 días.',
      'Si no creaste una cuenta, ignorá este correo: sin activarla, nadie puede usarla.',
    ],
  }),
  passwordReset: (store, name, link) => ({
    preview: `Elegí una contraseña nueva para tu cuenta de ${store}.`,
    title: `Restablecé tu contraseña de ${store}`,
    paragraphs: [hello(name), 'Recibimos un pedido para cambiar la contraseña de tu cuenta.'],
    action: { label: 'Elegir una contraseña nueva', url: link },
    notes: [
      'El enlace vence en 1 hora y sirve una sola vez.',
      'Si no lo pediste, ignorá este correo: tu contraseña sigue siendo la misma.',
    ],
  }),
  alreadyRegistered: (store, name, link) => ({
    preview: `Ya tenés una cuenta en ${store}.`,
    title: `Ya tenés una cuenta en ${store}`,
    paragraphs: [
      hello(name),
      'Alguien intentó crear una cuenta nueva con este correo, pero ya tenés una. Podés ingresar con tu contraseña, o restablecerla desde la página de ingreso si no la recordás.',
    ],
    action: { label: 'Ingresar', url: link },
    notes: ['Si no fuiste vos, no tenés que hacer nada: tu cuenta no cambió.'],
  }),
  emailChanged: (store, name, newEmail) => ({
    preview: `El correo de tu cuenta de ${store} cambió.`,
    title: `El correo de tu cuenta de ${store} cambió`,
    paragraphs: [
      hello(name),
      `Desde ahora tu cuenta usa el correo ${newEmail}. Los avisos y los enlaces para cambiar la contraseña van a llegar ahí.`,
    ],
    notes: [`Si no hiciste este cambio, contactá a ${store} cuanto antes.`],
  }),
};

const CL: AccountMailTexts = {
  activation: (store, name, link) => ({
    ...ARG.activation(store, name, link),
    preview: `Confirma tu correo para empezar a comprar en ${store}.`,
    title: `Activa tu cuenta de ${store}`,
    paragraphs: [
      hello(name),
      `Gracias por registrarte en ${store}. Para activar tu cuenta, confirma tu correo electrónico con este botón.`,
    ],
    notes: [
      'El enlace vence en 7 días.',
      'Si no creaste una cuenta, ignora este correo: sin activarla, nadie puede usarla.',
    ],
  }),
  passwordReset: (store, name, link) => ({
    ...ARG.passwordReset(store, name, link),
    preview: `Elige una contraseña nueva para tu cuenta de ${store}.`,
    title: `Restablece tu contraseña de ${store}`,
    notes: [
      'El enlace vence en 1 hora y sirve una sola vez.',
      'Si no lo pediste, ignora este correo: tu contraseña sigue siendo la misma.',
    ],
  }),
  alreadyRegistered: (store, name, link) => ({
    ...ARG.alreadyRegistered(store, name, link),
    preview: `Ya tienes una cuenta en ${store}.`,
    title: `Ya tienes una cuenta en ${store}`,
    paragraphs: [
      hello(name),
      'Alguien intentó crear una cuenta nueva con este correo, pero ya tienes una. Puedes ingresar con tu contraseña, o restablecerla desde la página de ingreso si no la recuerdas.',
    ],
    notes: ['Si no fuiste tú, no tienes que hacer nada: tu cuenta no cambió.'],
  }),
  emailChanged: (store, name, newEmail) => ({
    ...ARG.emailChanged(store, name, newEmail),
    paragraphs: [
      hello(name),
      `Desde ahora tu cuenta usa el correo ${newEmail}. Los avisos y los enlaces para cambiar la contraseña llegarán ahí.`,
    ],
    notes: [`Si no hiciste este cambio, contacta a ${store} lo antes posible.`],
  }),
};

export const accountMailTexts = (environment: Environment): AccountMailTexts =>
  environment === 'CL' ? CL : ARG;
