import type { LocalSession, SignedInSession } from '#common/api-types.ts';

/** Where the browser keeps the local session settings (spec §3). */
export const LOCAL_SESSION_KEY = 'yka_session_settings';

/** Only the five public fields: the nonce and anything secret never reach storage (decisions §3). */
export function toLocalSession(session: LocalSession | SignedInSession): LocalSession {
  const { id, name, slug, avatar_url, version } = session;
  return { id, name, slug, avatar_url, version };
}

export function readLocalSession(): LocalSession | null {
  try {
    const raw = window.localStorage.getItem(LOCAL_SESSION_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<LocalSession> | null;
    return value && typeof value.id === 'number' && typeof value.version === 'string'
      ? toLocalSession(value as LocalSession)
      : null;
  } catch {
    return null; // storage blocked or garbage: behave as if nothing were stored
  }
}

export function writeLocalSession(session: LocalSession | SignedInSession) {
  try {
    window.localStorage.setItem(LOCAL_SESSION_KEY, JSON.stringify(toLocalSession(session)));
  } catch {
    // private mode with storage off: the cookie session still works for this page
  }
}

export function clearLocalSession() {
  try {
    window.localStorage.removeItem(LOCAL_SESSION_KEY);
  } catch {
    // nothing stored that could be cleared
  }
}
