import type { FastifyRequest } from 'fastify';

/**
 * Whether another site's page sent this request: its `Origin` is neither the site's public
 * origin nor the host the request was sent to (a reader who opened the site at 127.0.0.1
 * rather than at PUBLIC_URL's localhost, or behind a proxy that ends TLS), or is `null` (a
 * sandboxed frame). Signing in is refused such a request: another site's form could otherwise
 * sign a reader in to an account of its choosing (login CSRF). A client that sends no Origin
 * (an app, an old browser) is let through; browsers send it with every form POST.
 */
export function fromForeignOrigin(request: FastifyRequest, siteOrigin: string): boolean {
  const origin = request.headers.origin;
  if (origin === undefined || origin === siteOrigin) return false;
  try {
    return new URL(origin).host !== request.host;
  } catch {
    return true; // `null`, or not an origin at all
  }
}
