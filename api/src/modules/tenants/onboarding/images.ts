import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';

export type ImageType = 'png' | 'jpg' | 'webp' | 'svg' | 'ico';

export const IMAGE_MIME: Record<ImageType, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  ico: 'image/x-icon',
};

/** The type by the file's first bytes: a name can say anything. */
export function sniffImage(bytes: Buffer): ImageType | null {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  if (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'webp';
  if (bytes.subarray(0, 4).equals(Buffer.from([0, 0, 1, 0]))) return 'ico';
  const head = bytes
    .subarray(0, 1024)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (/^(<\?xml[^>]*>\s*)?(<!--[^]*?-->\s*)*<svg[\s>]/i.test(head)) return 'svg';
  return null;
}

// Anything in an SVG that could run code or reach another site when the file is opened.
const SVG_DANGERS: [RegExp, string][] = [
  [/<script/i, 'un <script>'],
  [/\son[a-z]+\s*=/i, 'un atributo de evento (onload, onclick...)'],
  [/javascript:/i, 'un enlace javascript:'],
  [/<foreignObject/i, 'un <foreignObject>'],
  [/<!ENTITY/i, 'entidades XML'],
  [/(?:href|src)\s*=\s*["']\s*(?!#|data:image\/)/i, 'un enlace a otro archivo o sitio'],
  [/url\(\s*["']?\s*(?!#|data:image\/)/i, 'una url() a otro archivo o sitio'],
];

export function svgDanger(svg: string): string | null {
  for (const [pattern, what] of SVG_DANGERS) if (pattern.test(svg)) return what;
  return null;
}

export interface LoadedImage {
  bytes: Buffer;
  type: ImageType;
  /** First 8 hex digits of the SHA-256: a new file gets a new name, so caches never serve the old one. */
  hash: string;
}

/** Reads an image a tenant file points to, or says in Spanish why it cannot be used. */
export async function loadImage(
  path: string,
  rule: { types: readonly ImageType[]; maxBytes: number },
): Promise<LoadedImage | string> {
  const info = await stat(path).catch(() => null);
  if (!info?.isFile()) return `no existe el archivo (buscado en ${path}).`;
  if (info.size > rule.maxBytes)
    return `pesa ${Math.ceil(info.size / 1024)} KB; el máximo es ${rule.maxBytes / 1024} KB.`;
  const bytes = await readFile(path);
  const type = sniffImage(bytes);
  const accepted = rule.types.map((t) => t.toUpperCase()).join(', ');
  if (!type || !rule.types.includes(type))
    return `no es una imagen ${accepted} (se mira el contenido, no la extensión).`;
  if (type === 'svg') {
    const danger = svgDanger(bytes.toString('utf8'));
    if (danger) return `el SVG tiene ${danger}; exportalo de nuevo como imagen simple.`;
  }
  return { bytes, type, hash: createHash('sha256').update(bytes).digest('hex').slice(0, 8) };
}
