import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';
import { AppError } from '../../http/errors.js';

/** How long a picture's server has to answer and send it. */
const TIMEOUT_MS = 10_000;

const DOWNLOAD_MESSAGES = {
  unreachable: (host: string) =>
    `No pudimos descargar la foto de ${host}: el servidor no respondió a tiempo o no se puede llegar a él. No se cambió nada.`,
  status: (host: string, status: number) =>
    `${host} no entregó la foto (respondió ${status}). No se cambió nada.`,
  redirect: (host: string) =>
    `${host} redirige la foto a otra dirección, y no seguimos redirecciones: importe la dirección final de la foto. No se cambió nada.`,
  internal: (host: string) =>
    `${host} es una dirección de una red interna (o de esta misma máquina), y las fotos solo se descargan de internet. No se cambió nada.`,
  notImage: (host: string) =>
    `Lo que entrega ${host} en esa dirección no es una imagen. No se cambió nada.`,
  tooBig: (host: string, maxBytes: number) =>
    `La foto de ${host} pesa más de ${maxBytes / 1024 / 1024} MB, el máximo de una foto. No se cambió nada.`,
};

/** The body's bytes, refusing past `maxBytes` without reading the rest. */
async function bodyOf(response: Response, maxBytes: number, host: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  const reader = response.body?.getReader();
  for (;;) {
    const chunk = await reader?.read();
    if (!chunk || chunk.done) break;
    size += chunk.value.byteLength;
    if (size > maxBytes) {
      await reader?.cancel();
      throw new AppError(413, DOWNLOAD_MESSAGES.tooBig(host, maxBytes));
    }
    chunks.push(Buffer.from(chunk.value));
  }
  return Buffer.concat(chunks);
}

/**
 * Refuses a host that resolves to an address off the public internet: loopback, private
 * networks, link-local (a cloud's metadata service at 169.254.169.254), and the other reserved
 * ranges (ipaddr.js names each; only `unicast` is public). Otherwise a catalogue member could make
 * the server fetch from the store's own network. A host whose DNS changes between this check and
 * the download is not caught.
 */
async function refuseInternal(hostname: string, host: string): Promise<void> {
  const name = hostname.replace(/^\[|\]$/g, '');
  const addresses = ipaddr.isValid(name)
    ? [name]
    : await lookup(name, { all: true }).then(
        (found) => found.map(({ address }) => address),
        () => {
          throw AppError.unprocessable(DOWNLOAD_MESSAGES.unreachable(host));
        },
      );
  if (addresses.some((address) => ipaddr.process(address).range() !== 'unicast'))
    throw AppError.unprocessable(DOWNLOAD_MESSAGES.internal(host));
}

/**
 * A picture of the import at an http(s) address, downloaded to be kept as the store's own: within
 * TIMEOUT_MS, `maxBytes` at most (the declared length checked first, then what arrives), an
 * `image/*` type, and no redirect followed (a public address cannot send the server to an
 * internal one), from a host on the public internet only (unless `privateHosts`: the tests' local
 * doubles). The caller checks the bytes themselves as an upload's. Refusals are 422, 413 or 415
 * in Spanish.
 */
export async function downloadPicture(
  address: string,
  options: { maxBytes: number; privateHosts: boolean },
): Promise<Buffer> {
  const { maxBytes } = options;
  const { host, hostname } = new URL(address);
  if (!options.privateHosts) await refuseInternal(hostname, host);
  const signal = AbortSignal.timeout(TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(address, { redirect: 'manual', signal });
  } catch {
    throw AppError.unprocessable(DOWNLOAD_MESSAGES.unreachable(host));
  }
  if (response.status >= 300 && response.status < 400)
    throw AppError.unprocessable(DOWNLOAD_MESSAGES.redirect(host));
  if (!response.ok) throw AppError.unprocessable(DOWNLOAD_MESSAGES.status(host, response.status));
  if (!/^image\//i.test(response.headers.get('content-type') ?? ''))
    throw new AppError(415, DOWNLOAD_MESSAGES.notImage(host));
  if (Number(response.headers.get('content-length') ?? 0) > maxBytes)
    throw new AppError(413, DOWNLOAD_MESSAGES.tooBig(host, maxBytes));
  try {
    return await bodyOf(response, maxBytes, host);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw AppError.unprocessable(DOWNLOAD_MESSAGES.unreachable(host));
  }
}
