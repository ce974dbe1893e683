/** `Bolígrafo Metálico` -> `boligrafo metalico`: what search and slugs compare. */
export function plainText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** `Taza Cerámica 11 oz` -> `taza-ceramica-11-oz`. */
export function slugify(text: string): string {
  return plainText(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
}

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,79}$/;
export const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

/** Images and videos: a path of this site or an https address; never javascript: or data:. */
export const isSafeUrl = (url: string): boolean =>
  (url.startsWith('/') && !url.startsWith('//') && !url.includes('\\')) ||
  /^https:\/\/[^\s"'<>]+$/.test(url);
