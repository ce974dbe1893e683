import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';

/** The host of `host` as a browser compares origins: lower case, the scheme's default port dropped. */
function normalHost(protocol: string, host: string): string | null {
  try {
    return new URL(`${protocol}//${host}`).host;
  } catch {
    return null;
  }
}

/**
 * A page asked on any host but the store's public one (PUBLIC_URL) is sent there first: a
 * browser keeps the buyer's session per origin, and the payment provider, e-mails and the
 * sitemap all return to PUBLIC_URL, so a buyer who opened `127.0.0.1:8080` while PUBLIC_URL is
 * `localhost:8080` paid and came back to a store where nobody was logged in.
 *
 * Only the host is compared, not the scheme: behind a proxy that ends TLS without TRUST_PROXY
 * every request looks like http, and a scheme check would redirect https to itself forever.
 * With TRUST_PROXY the host is the proxy's `X-Forwarded-Host` (its last entry) when it sends one.
 * The redirect is `no-store`: a browser that kept a 301 would loop once PUBLIC_URL changes.
 */
export function publicOriginRedirect(publicUrl: string): onRequestHookHandler {
  const origin = new URL(publicUrl);
  return function redirectToPublicOrigin(
    request: FastifyRequest,
    reply: FastifyReply,
    done: () => void,
  ) {
    if (normalHost(origin.protocol, request.host) === origin.host) return done();
    // Appended to the origin, never resolved against it: `//other.example/x` stays a path here.
    const path = request.url.startsWith('/') ? request.url : '/';
    void reply.header('cache-control', 'no-store').redirect(`${origin.origin}${path}`, 301);
  };
}
