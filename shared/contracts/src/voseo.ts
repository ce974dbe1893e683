/**
 * Finds Argentine voseo in a text a Chilean buyer would read (Chile says 'Personaliza',
 * 'Elige', 'toca', 'Mira', never 'Personalizá', 'Elegí', 'tocá', 'Mirá'). For tests only: the
 * `cl` messages of every app, the API's Chilean texts and the Chilean seed are scanned with it.
 */

/** Words that end in a stressed vowel (or vowel + s) without being voseo. */
const NOT_VOSEO = new Set([
  ...['está', 'allá', 'ahí', 'aquí', 'así', 'sí', 'mí', 'sé', 'qué', 'café', 'bebé', 'acá'],
  ...['ají', 'maní', 'rubí', 'esquí', 'colibrí', 'piqué', 'esté', 'dé', 'té', 'vendrá'],
  ...['más', 'además', 'después', 'país', 'inglés', 'atrás', 'demás', 'través', 'interés'],
  ...['jamás', 'detrás', 'compás', 'francés', 'japonés', 'portugués', 'estés', 'cortés'],
  // The same for tú and vos.
  ...['estás', 'das', 'vas'],
  // Short futures the length rule below leaves out (vos says 'ves', 'sos', 'vas' in the present).
  ...['verá', 'verás', 'será', 'serás', 'irá', 'irás', 'dará', 'darás'],
]);

/** The future (llegará, perderás, recibiré) is the same for tú and vos. */
const FUTURE = /[aei]r(á|ás|é)$/;

/** The voseo imperative with a pronoun loses its written accent: Personalizalo (Personalízalo). */
const VOSEO_WITH_PRONOUN =
  /^(personaliz|agreg|eleg|ingres|escrib|mir|toc|cotiz|descarg|us|guard|prob|cambi|complet|revis|sum|hac|ped|pon|llev|arm|compr|busc|encontr)[aei](lo|la|los|las|le|les|me|nos)$/;

const WORD = /[\p{L}]+/gu;

/** The voseo words of `text`, as written (empty when the text is Chilean Spanish). */
export function voseoIn(text: string): string[] {
  return (text.match(WORD) ?? []).filter((word) => {
    const lower = word.toLowerCase();
    if (NOT_VOSEO.has(lower)) return false;
    if (lower === 'vos' || lower === 'sos') return true;
    if (VOSEO_WITH_PRONOUN.test(lower)) return true;
    if (lower.length >= 7 && FUTURE.test(lower)) return false;
    if (lower.length > 2 && /[áéí]$/.test(lower)) return true;
    return lower.length > 3 && /[áéí]s$/.test(lower);
  });
}

type MessageTree = { [key: string]: string | MessageTree };

function flatten(tree: MessageTree, prefix = ''): Map<string, string> {
  const texts = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') texts.set(path, value);
    else for (const [inner, text] of flatten(value, path)) texts.set(inner, text);
  }
  return texts;
}

/**
 * The voseo a Chilean buyer would read in an app's messages: each key resolved as the platform's
 * messages do for `cl` (its override, else the `arg` text), as `key: word` lines.
 */
export function voseoInChileanMessages(messages: { arg: object; cl?: object }): string[] {
  return [...chileanTexts(messages)].flatMap(([key, text]) =>
    voseoIn(text).map((word) => `${key}: ${word}`),
  );
}

/** Each key's text as a Chilean buyer reads it: its `cl` override, else the `arg` text. */
function chileanTexts(messages: { arg: object; cl?: object }): Map<string, string> {
  const texts = flatten(messages.arg as MessageTree);
  for (const [key, text] of flatten((messages.cl ?? {}) as MessageTree)) texts.set(key, text);
  return texts;
}

/** Words Argentines say that Chileans say otherwise, with the Chilean word. */
const ARGENTINE_WORDS: Record<string, string> = { carrito: 'carro', carritos: 'carros' };

/**
 * What a Chilean buyer would read as Argentine in an app's messages (each key resolved as for
 * `cl`): its voseo, and the words Chile says otherwise ('carrito': Chile says 'carro'), as
 * `key: word` lines.
 */
export function argentineInChileanMessages(messages: { arg: object; cl?: object }): string[] {
  const words = [...chileanTexts(messages)].flatMap(([key, text]) =>
    (text.match(WORD) ?? [])
      .filter((word) => ARGENTINE_WORDS[word.toLowerCase()])
      .map((word) => `${key}: ${word} (${ARGENTINE_WORDS[word.toLowerCase()]})`),
  );
  return [...voseoInChileanMessages(messages), ...words];
}
