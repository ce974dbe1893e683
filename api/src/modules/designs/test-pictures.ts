import { randomUUID } from 'node:crypto';
import sharp from 'sharp';

/** Pictures for the builder's tests, drawn by sharp (librsvg), anti-aliased like real logos. */

/** A transparent logo of three inks (red disc, blue bar, black ring), edges smoothed. */
export const threeInkLogo = (size = 600) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">
        <circle cx="35" cy="40" r="22" fill="#c62828"/>
        <rect x="55" y="20" width="30" height="60" rx="7" fill="#1e4fa3" transform="rotate(12 70 50)"/>
        <circle cx="50" cy="50" r="45" fill="none" stroke="#111111" stroke-width="5"/>
      </svg>`,
    ),
  )
    .png()
    .toBuffer();

/** A photo-like gradient: every pixel a different colour. */
export const gradientPhoto = () =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200"><defs>
        <linearGradient id="a" x1="0" x2="1"><stop offset="0" stop-color="#ff0000"/><stop offset=".5" stop-color="#00ff00"/><stop offset="1" stop-color="#0000ff"/></linearGradient>
        <linearGradient id="b" y1="0" y2="1" x1="0" x2="0"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".9"/></linearGradient>
      </defs><rect width="300" height="200" fill="url(#a)"/><rect width="300" height="200" fill="url(#b)"/></svg>`,
    ),
  )
    .jpeg()
    .toBuffer();

/** A multipart body of files (name, declared type, bytes), as the builder uploads them. */
export function multipart(files: [string, string, Buffer][]) {
  const boundary = `----store${randomUUID()}`;
  const chunks = files.flatMap(([filename, type, bytes]) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from('\r\n'),
  ]);
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), type: `multipart/form-data; boundary=${boundary}` };
}
