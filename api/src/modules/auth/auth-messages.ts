import type { Environment } from '../tenants/index.js';

/** What the auth module says to buyers, in each locale (arg voseo, cl tuteo). */
const ARG = {
  invalidCredentials: 'El correo electrónico o la contraseña no son correctos.',
  accountLocked:
    'Hubo demasiados intentos fallidos con esta cuenta. Esperá unos minutos o restablecé tu contraseña.',
  accountBlocked:
    'Tu cuenta está bloqueada en esta tienda: no podés ingresar ni hacer pedidos. Comunicate con la tienda para resolverlo.',
  notEcommerceClient: 'Este ingreso es solo para clientes de la tienda.',
  registrationClosed: 'Esta tienda no permite crear cuentas desde el sitio.',
  passwordTooShort: 'La contraseña debe tener al menos 8 caracteres.',
  passwordTooLong: 'La contraseña puede tener como máximo 256 caracteres.',
  passwordCommon: 'Esa contraseña es muy común y fácil de adivinar. Elegí otra.',
  passwordIsEmail: 'La contraseña no puede ser tu correo electrónico.',
  nameRequired: 'Ingresá tu nombre.',
  activationInvalid:
    'El enlace de activación no es válido o ya venció. Pedí uno nuevo desde el ingreso.',
  resetInvalid: 'El enlace para cambiar la contraseña no es válido o ya venció. Pedí uno nuevo.',
  emailTaken: 'Ya hay otra cuenta con ese correo electrónico en esta tienda.',
  currentPasswordRequired: 'Para cambiar el correo electrónico, ingresá tu contraseña actual.',
  currentPasswordWrong: 'La contraseña actual no es correcta.',
  emailChangeWithoutPassword:
    'Tu cuenta no tiene contraseña porque ingresás con Google. Creá una con "¿Olvidaste tu contraseña?" y después cambiá el correo.',
  accountMismatch: 'Los datos no corresponden a tu cuenta.',
  externalUnavailable: 'El ingreso con Google no está disponible en esta tienda.',
  externalFailed: 'No pudimos confirmar tu ingreso con Google. Intentá de nuevo.',
  externalUnverified:
    'Tu cuenta de Google no tiene el correo verificado. Verificalo e intentá de nuevo.',
  externalRedirect: 'La dirección de regreso del ingreso con Google no es de esta tienda.',
};

export type AuthMessages = typeof ARG;

const CL: AuthMessages = {
  ...ARG,
  accountBlocked:
    'Tu cuenta está bloqueada en esta tienda: no puedes ingresar ni hacer pedidos. Comunícate con la tienda para resolverlo.',
  accountLocked:
    'Hubo demasiados intentos fallidos con esta cuenta. Espera unos minutos o restablece tu contraseña.',
  passwordCommon: 'Esa contraseña es muy común y fácil de adivinar. Elige otra.',
  nameRequired: 'Ingresa tu nombre.',
  currentPasswordRequired: 'Para cambiar el correo electrónico, ingresa tu contraseña actual.',
  emailChangeWithoutPassword:
    'Tu cuenta no tiene contraseña porque ingresas con Google. Crea una con "¿Olvidaste tu contraseña?" y luego cambia el correo.',
  activationInvalid:
    'El enlace de activación no es válido o ya venció. Pide uno nuevo desde el ingreso.',
  resetInvalid: 'El enlace para cambiar la contraseña no es válido o ya venció. Pide uno nuevo.',
  externalFailed: 'No pudimos confirmar tu ingreso con Google. Inténtalo de nuevo.',
  externalUnverified:
    'Tu cuenta de Google no tiene el correo verificado. Verifícalo e inténtalo de nuevo.',
};

export const authMessages = (environment: Environment): AuthMessages =>
  environment === 'CL' ? CL : ARG;
