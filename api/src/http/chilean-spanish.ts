/**
 * The API's messages are written once, in the Argentine voice of the first tenant; a Chilean
 * buyer must read them in Chilean Spanish (Ingresa, Elige, tienes; never Ingresá, Elegí, tenés).
 * Each voseo form the API's messages use has its Chilean form here, and the words Chileans say
 * otherwise (carrito: carro); `toChilean` is applied to every error a Chilean tenant's request
 * gets, and a test checks that no voseo survives it.
 */
const CHILEAN_FORMS: Record<string, string> = {
  actualizá: 'actualiza',
  carrito: 'carro',
  carritos: 'carros',
  agregá: 'agrega',
  buscás: 'buscas',
  cambiá: 'cambia',
  completá: 'completa',
  confirmá: 'confirma',
  cotizá: 'cotiza',
  creá: 'crea',
  elegí: 'elige',
  eliminá: 'elimina',
  enviá: 'envía',
  escribí: 'escribe',
  esperá: 'espera',
  ingresá: 'ingresa',
  ingresás: 'ingresas',
  intentá: 'intenta',
  mirá: 'mira',
  necesitás: 'necesitas',
  pedí: 'pide',
  personalizá: 'personaliza',
  podés: 'puedes',
  probá: 'prueba',
  querés: 'quieres',
  recargá: 'recarga',
  restablecé: 'restablece',
  revisá: 'revisa',
  revisalo: 'revísalo',
  sos: 'eres',
  subí: 'sube',
  tenés: 'tienes',
  tocá: 'toca',
  usá: 'usa',
  volvé: 'vuelve',
  vos: 'tú',
};

const WORD = /\p{L}+/gu;

/** `text` with every voseo form in its Chilean form, keeping an initial capital. */
export function toChilean(text: string): string {
  return text.replace(WORD, (word) => {
    const chilean = CHILEAN_FORMS[word.toLowerCase()];
    if (!chilean) return word;
    return word[0] === word[0]?.toUpperCase()
      ? chilean[0]?.toUpperCase() + chilean.slice(1)
      : chilean;
  });
}
