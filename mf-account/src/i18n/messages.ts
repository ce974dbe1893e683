import { registerMessages, type DomainMessages } from '@store/platform';

export const ACCOUNT_MESSAGES: DomainMessages = {
  arg: {
    auth: {
      loginTitle: 'Ingresá a tu cuenta',
      registerTitle: 'Creá tu cuenta',
      backHome: 'Volver al inicio',
      storeHome: '{{store}}, inicio',
      loginIntro: 'Ingresá para ver tus pedidos y cotizaciones, y guardar tu carrito.',
      registerIntro: 'Con tu cuenta guardás el carrito y seguís tus pedidos y cotizaciones.',
      toRegister: '¿No tenés cuenta?',
      toRegisterLink: 'Creá una',
      toLogin: '¿Ya tenés cuenta?',
      toLoginLink: 'Ingresá',
      forgot: '¿Olvidaste tu contraseña?',
      submitLogin: 'Ingresar',
      submitRegister: 'Crear cuenta',
      or: 'o',
      google: 'Ingresar con Google',
      googleChecking: 'Confirmando tu ingreso con Google…',
      googleStateInvalid: 'El ingreso con Google no se pudo confirmar. Intentá de nuevo.',
    },
    fields: {
      email: 'Correo electrónico',
      password: 'Contraseña',
      newPassword: 'Contraseña nueva',
      repeatPassword: 'Repetí la contraseña',
      name: 'Nombre y apellido',
      phone: 'Teléfono',
      company: 'Empresa',
      optional: 'Opcional',
      passwordHint: 'Al menos 8 caracteres. Una frase larga es más segura que una palabra rara.',
      showPassword: 'Mostrar contraseña',
      hidePassword: 'Ocultar contraseña',
    },
    errors: {
      emailRequired: 'Ingresá tu correo electrónico.',
      emailInvalid: 'El correo electrónico no es válido: revisá que tenga @ y dominio.',
      passwordRequired: 'Ingresá tu contraseña.',
      passwordShort: 'La contraseña debe tener al menos 8 caracteres.',
      passwordLong: 'La contraseña puede tener como máximo 256 caracteres.',
      passwordsDiffer: 'Las contraseñas no coinciden.',
      nameRequired: 'Ingresá tu nombre.',
      tooLong: 'Puede tener como máximo {{max}} caracteres.',
      phoneInvalid: 'El teléfono solo puede tener números, espacios y los signos + - ( ).',
      currentPasswordRequired: 'Para cambiar el correo electrónico, ingresá tu contraseña actual.',
    },
    feedback: {
      notActiveTitle: 'Tu cuenta todavía no está activa',
      notActiveText:
        'Para ingresar, primero confirmá tu correo con el enlace que te enviamos a {{email}}.',
      registeredTitle: 'Revisá tu correo',
      registeredText:
        'Te enviamos un enlace a {{email}} para activar tu cuenta. Si no lo ves, fijate en la carpeta de correo no deseado.',
      resend: 'Reenviar el correo de activación',
      resent:
        'Listo: si la cuenta está pendiente de activación, te llega un correo nuevo en unos minutos.',
      passwordChangedTitle: 'Tu contraseña cambió',
      passwordChangedText: 'Ya podés ingresar con tu contraseña nueva.',
      toLogin: 'Ir a ingresar',
      home: 'Volver al inicio',
    },
    activate: {
      title: 'Activá tu cuenta',
      checking: 'Activando tu cuenta…',
      doneTitle: '¡Tu cuenta está activa!',
      doneText: 'Ya podés ingresar con tu correo y tu contraseña.',
      failedTitle: 'No pudimos activar tu cuenta',
      missing: 'El enlace está incompleto. Abrilo de nuevo desde el correo o pedí uno nuevo.',
      resendIntro: 'Pedí un enlace nuevo con tu correo:',
      resendSubmit: 'Enviar un enlace nuevo',
    },
    reset: {
      title: 'Recuperá tu contraseña',
      requestIntro:
        'Ingresá el correo de tu cuenta y te enviamos un enlace para elegir una contraseña nueva.',
      requestSubmit: 'Enviar enlace',
      requestedTitle: 'Revisá tu correo',
      requestedText:
        'Si hay una cuenta con {{email}}, te enviamos un enlace para elegir una contraseña nueva. Vence en 1 hora.',
      confirmTitle: 'Elegí una contraseña nueva',
      confirmIntro: 'Para la cuenta {{email}}.',
      confirmSubmit: 'Cambiar contraseña',
      requestAgain: 'Pedir otro enlace',
    },
    profile: {
      title: 'Mi perfil',
      intro: 'Tus datos de contacto para pedidos y cotizaciones.',
      save: 'Guardar cambios',
      saved: 'Guardamos tus datos.',
      currentPassword: 'Contraseña actual',
      currentPasswordHint: 'Por seguridad, confirmá que sos vos.',
      orders: 'Mis pedidos',
      quotes: 'Mis cotizaciones',
      logout: 'Cerrar sesión',
      dangerTitle: 'Eliminar tu cuenta',
      dangerText:
        'Borramos tus datos personales, tus favoritos y tu carrito guardado. Los pedidos que hiciste se conservan, sin tus datos personales.',
      delete: 'Eliminar mi cuenta',
      confirmTitle: '¿Eliminar tu cuenta?',
      confirmText:
        'Vas a perder el acceso con {{email}}. Esto no se puede deshacer. Si más adelante querés comprar de nuevo, podés crear una cuenta nueva.',
      confirmDelete: 'Sí, eliminar mi cuenta',
      cancel: 'Cancelar',
    },
    orders: { title: 'Mis pedidos', detailTitle: 'Detalle del pedido' },
    quotes: { title: 'Mis cotizaciones', detailTitle: 'Cotización' },
  },
  cl: {
    auth: {
      loginTitle: 'Ingresa a tu cuenta',
      registerTitle: 'Crea tu cuenta',
      loginIntro: 'Ingresa para ver tus pedidos y cotizaciones, y guardar tu carrito.',
      registerIntro: 'Con tu cuenta guardas el carrito y sigues tus pedidos y cotizaciones.',
      toRegister: '¿No tienes cuenta?',
      toRegisterLink: 'Crea una',
      toLogin: '¿Ya tienes cuenta?',
      toLoginLink: 'Ingresa',
      googleStateInvalid: 'El ingreso con Google no se pudo confirmar. Inténtalo de nuevo.',
    },
    fields: { repeatPassword: 'Repite la contraseña' },
    errors: {
      emailRequired: 'Ingresa tu correo electrónico.',
      emailInvalid: 'El correo electrónico no es válido: revisa que tenga @ y dominio.',
      passwordRequired: 'Ingresa tu contraseña.',
      nameRequired: 'Ingresa tu nombre.',
      currentPasswordRequired: 'Para cambiar el correo electrónico, ingresa tu contraseña actual.',
    },
    feedback: {
      notActiveText:
        'Para ingresar, primero confirma tu correo con el enlace que te enviamos a {{email}}.',
      registeredTitle: 'Revisa tu correo',
      registeredText:
        'Te enviamos un enlace a {{email}} para activar tu cuenta. Si no lo ves, revisa la carpeta de correo no deseado.',
      resent:
        'Listo: si la cuenta está pendiente de activación, te llegará un correo nuevo en unos minutos.',
      passwordChangedText: 'Ya puedes ingresar con tu contraseña nueva.',
    },
    activate: {
      title: 'Activa tu cuenta',
      doneText: 'Ya puedes ingresar con tu correo y tu contraseña.',
      missing: 'El enlace está incompleto. Ábrelo de nuevo desde el correo o pide uno nuevo.',
      resendIntro: 'Pide un enlace nuevo con tu correo:',
    },
    reset: {
      title: 'Recupera tu contraseña',
      requestIntro:
        'Ingresa el correo de tu cuenta y te enviaremos un enlace para elegir una contraseña nueva.',
      requestedTitle: 'Revisa tu correo',
      confirmTitle: 'Elige una contraseña nueva',
    },
    profile: {
      saved: 'Guardamos tus datos.',
      currentPasswordHint: 'Por seguridad, confirma que eres tú.',
      confirmText:
        'Perderás el acceso con {{email}}. Esto no se puede deshacer. Si más adelante quieres comprar de nuevo, puedes crear una cuenta nueva.',
    },
  },
};

registerMessages('account', ACCOUNT_MESSAGES);
