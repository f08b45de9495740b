import type { SignedInSession } from '#common/api-types.ts';
import type { Config } from '#server/config.ts';
import { nonceFor, SESSION_COOKIE, SESSION_DAYS, type SessionUser } from '#server/domain/auth/sessions.ts';
import { avatarUrl } from '../users/present-user.ts';

/** The local session settings plus the nonce (decisions §3), for verify-otp, session and SSR. */
export function presentSession(
  user: SessionUser,
  token: string,
  publicUrl: string,
  version: string,
): SignedInSession {
  return {
    id: user.id,
    name: user.name,
    slug: user.slug,
    avatar_url: avatarUrl({ id: user.id, avatarUrl: user.avatarUrl, slug: user.slug }, publicUrl),
    version,
    nonce: nonceFor(token),
    role: user.role,
  };
}

const secure = (config: Config) => (config.publicUrl.startsWith('https:') ? '; Secure' : '');

/** HttpOnly so page scripts never see the token; Strict so other sites never send it. */
export const sessionCookie = (token: string, config: Config) =>
  `${SESSION_COOKIE}=${token}; Path=/; Max-Age=${SESSION_DAYS * 86_400}; HttpOnly; SameSite=Strict${secure(config)}`;

export const clearedSessionCookie = (config: Config) =>
  `${SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Strict${secure(config)}`;
