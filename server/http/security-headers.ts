import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '#server/config.ts';
import type { SettingsStore } from '#server/domain/settings.ts';

/** Where the video facades load their players after a click (web/screens/single-video.tsx). */
export const VIDEO_PLAYER_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];

/**
 * Features no page of the site uses: a hostile script or a framed player cannot ask for them.
 * Autoplay, fullscreen, picture-in-picture and the sensors stay at their defaults, which the
 * video players' `allow` attribute delegates.
 */
export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'midi=()',
  'display-capture=()',
  'browsing-topics=()',
].join(', ');

interface PolicyInput {
  nonce: string;
  /** origins of the optional analytics and ad scripts of the site settings */
  scriptOrigins: string[];
}

/**
 * A fresh nonce per response, cut from a block of the CSPRNG's bytes: one call into OpenSSL per
 * 256 responses instead of one each (it showed in profiles of the cheapest answers).
 */
const NONCE_BYTES = 16;
let nonceBlock = Buffer.alloc(0);
let nonceAt = 0;
function freshNonce(): string {
  if (nonceAt + NONCE_BYTES > nonceBlock.length) {
    nonceBlock = randomBytes(NONCE_BYTES * 256);
    nonceAt = 0;
  }
  const nonce = nonceBlock.toString('base64', nonceAt, nonceAt + NONCE_BYTES);
  nonceAt += NONCE_BYTES;
  return nonce;
}

/** Helmet reads directives from the raw response; this is what our hook computed for it. */
const policyInputs = new WeakMap<ServerResponse, PolicyInput>();
const inputOf = (res: ServerResponse): PolicyInput =>
  policyInputs.get(res) ?? { nonce: '', scriptOrigins: [] };

function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/**
 * The security headers of decisions §10 on every answer, through @fastify/helmet: a CSP with
 * a fresh nonce per response and no inline script without it, `frame-ancestors 'self'`,
 * nosniff, strict-origin-when-cross-origin, a Permissions-Policy, and HSTS only when the site
 * is served over https (PUBLIC_URL). Pages carry no inline script at all (the bootstrap is a
 * JSON data element), so a page served from the micro-cache works with any nonce.
 */
export async function installSecurityHeaders(app: FastifyInstance, config: Config, settings: SettingsStore) {
  const https = config.publicUrl.startsWith('https:');
  // Before helmet's own onRequest hook, which builds the header from these values. The nonce
  // is helmet's `reply.cspNonce` (an inline script must carry `.script`); styles need none.
  app.addHook('onRequest', async (request, reply) => {
    const nonce = freshNonce();
    reply.cspNonce = { script: nonce, style: nonce };
    let scriptOrigins: string[] = [];
    try {
      const site = await settings.site();
      scriptOrigins = [site.analytics_url, site.ad_script_url]
        .map((url) => (url ? originOf(url) : null))
        .filter((origin): origin is string => origin !== null);
    } catch (error) {
      // The settings are cached; if the database is away, the page fails on its own terms.
      request.log.warn({ err: error }, 'security headers without the settings script origins');
    }
    policyInputs.set(reply.raw, { nonce, scriptOrigins });
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });

  const scriptSources = (_req: unknown, res: ServerResponse) => {
    const { nonce, scriptOrigins } = inputOf(res);
    return [`'nonce-${nonce}'`, ...scriptOrigins].join(' ');
  };
  const extraOrigins = (_req: unknown, res: ServerResponse) => inputOf(res).scriptOrigins.join(' ');
  const insecure = https ? [] : ['http:'];

  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", scriptSources],
        // Styles cannot run code; React's style attributes and TipTap's injected base styles
        // need inline styles, and a nonce in style-src would turn 'unsafe-inline' off.
        'style-src': ["'self'", "'unsafe-inline'"],
        // A post's images may come from any http(s) address (sanitiser rule, decisions §3).
        'img-src': ["'self'", 'data:', 'blob:', 'https:', ...insecure],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'", extraOrigins],
        'frame-src': [...VIDEO_PLAYER_ORIGINS, extraOrigins],
        'media-src': ["'self'", 'https:'],
        // the service worker that keeps saved posts readable offline (/sw.js, decisions 014)
        'worker-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'self'"],
        ...(https ? { 'upgrade-insecure-requests': [] } : {}),
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https ? { maxAge: 31536000, includeSubDomains: false } : false,
    // Uploads and the share card are meant to be shown by feed readers and other sites.
    crossOriginResourcePolicy: false,
    crossOriginEmbedderPolicy: false,
    // Share links open in a new tab without an opener; nothing needs a window reference back.
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    xFrameOptions: { action: 'sameorigin' },
  });
}
