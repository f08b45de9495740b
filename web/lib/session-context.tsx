import {
  type ComponentType,
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { LocalSession, SignedInSession } from '#common/api-types.ts';
import type { LoginModalProps } from '#web/components/login/login-modal.tsx';
import { useI18n } from '#web/i18n/i18n-context.tsx';
import { loadAccountsCatalogue } from '#web/i18n/translate.ts';
import { browserSend, setWriteNonce } from './api-client.ts';
import { clearLocalSession, readLocalSession, toLocalSession, writeLocalSession } from './local-session.ts';
import { closeAllModals } from './modals.ts';
import { useSettings } from './use-settings.tsx';

export interface LoginRequest {
  /** where to go after signing in; the Newsfeed when absent (spec §4) */
  redirect?: string | null;
}

interface SessionValue {
  /** the signed-in user, or null for a visitor; the same on the server and at hydration */
  session: SignedInSession | null;
  /** opens the login modal, closing other modals first (spec §4) */
  openLogin: (request?: LoginRequest) => void;
  /** after sign-in: keeps the local settings and the nonce */
  signedIn: (session: SignedInSession) => void;
  /** after a profile change: the header and storage follow */
  updateSession: (patch: Partial<LocalSession>) => void;
  /** sends logout (a failure still signs this browser out) and forgets the session */
  signOut: () => Promise<void>;
}

const SessionContext = createContext<SessionValue | null>(null);

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession outside SessionProvider');
  return value;
}

/** Members' paths and the sign-in page: a visitor's click on a link to one opens the login modal instead. */
const MEMBER_PATH =
  /^\/(write|edit|newsfeed|me|create-poll|create-note|create-video|mystatefeed|newsroom(\/\w+)?|sign-in)\/?$/;

/**
 * A redirect target worth carrying to the login modal: a path on this site. The modal checks it
 * again in full (`sameSitePath`, common/redirect.ts) before it navigates; that check lives in
 * the modal's chunk, not on every reader's page.
 */
export function safeRedirect(path: string | null | undefined): string | null {
  return path && /^\/(?![/\\])/.test(path) ? path : null;
}

/** Where a visitor's click on a members' link should lead after sign-in, or undefined if it is not one. */
function loginTarget(anchor: HTMLAnchorElement): string | null | undefined {
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return undefined;
  // the sign-in page's own links (another address, the header's Sign In) stay on the page
  if (window.location.pathname === '/sign-in') return undefined;
  const here = window.location.pathname + window.location.search;
  const marked = anchor.dataset.login;
  if (marked !== undefined) return safeRedirect(marked) ?? here;
  if (!MEMBER_PATH.test(url.pathname)) return undefined;
  return safeRedirect(url.searchParams.get('redirect')) ?? url.pathname + url.search;
}

function sendLogout() {
  return browserSend('POST', '/yka/v2/logout/').catch((error: unknown) => {
    console.info('logout request failed', error); // spec §8: only logged
  });
}

export function SessionProvider({
  initial,
  children,
}: {
  initial: SignedInSession | null;
  children: ReactNode;
}) {
  const [session, setSession] = useState(initial);
  const [login, setLogin] = useState<LoginRequest | null>(null);
  const [Modal, setModal] = useState<ComponentType<LoginModalProps> | null>(null);
  const { lang } = useI18n();
  const settings = useSettings();
  const nonceSet = useRef(false);
  // The nonce is a module value of the browser's API client; on the server it stays unset,
  // as requests of different users share that module.
  if (!nonceSet.current && typeof window !== 'undefined') {
    setWriteNonce(initial?.nonce ?? null);
    nonceSet.current = true;
  }

  const openLogin = useCallback(
    (request: LoginRequest = {}) => {
      closeAllModals();
      setLogin({ redirect: safeRedirect(request.redirect) });
      // The modal and its strings load on first use: the article page does not carry them.
      void Promise.all([import('#web/components/login/login-modal.tsx'), loadAccountsCatalogue(lang)]).then(
        ([module]) => setModal(() => module.default),
      );
    },
    [lang],
  );

  const signedIn = useCallback((next: SignedInSession) => {
    setWriteNonce(next.nonce);
    writeLocalSession(next);
    setSession(next);
  }, []);

  const updateSession = useCallback((patch: Partial<LocalSession>) => {
    setSession((current) => {
      if (!current) return current;
      const next = { ...current, ...patch };
      writeLocalSession(next);
      return next;
    });
  }, []);

  const signOut = useCallback(async () => {
    await sendLogout();
    setWriteNonce(null);
    clearLocalSession();
    setSession(null);
  }, []);

  // Spec §4, on start: stored settings of another site version end the session, even when
  // the logout request fails. A visitor's page with stored settings forgets them.
  useEffect(() => {
    const stored = readLocalSession() ?? (initial && toLocalSession(initial));
    if (stored && stored.version !== settings.version) {
      void signOut().then(() => {
        if (window.location.pathname !== '/logout') window.location.assign('/logout');
      });
      return;
    }
    if (initial) writeLocalSession(initial);
    else clearLocalSession();
  }, []);

  // A visitor's click on Write, Sign In or another members' link opens the login modal. It
  // listens in the capture phase, before the router turns the click into a navigation.
  useEffect(() => {
    if (session) return;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
        return;
      const anchor = (event.target as Element | null)?.closest?.('a');
      if (!anchor) return;
      const target = loginTarget(anchor);
      if (target === undefined) return;
      event.preventDefault();
      openLogin({ redirect: target });
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [session, openLogin]);

  const closeLogin = useCallback(() => setLogin(null), []);
  const value = useMemo(
    () => ({ session, openLogin, signedIn, updateSession, signOut }),
    [session, openLogin, signedIn, updateSession, signOut],
  );
  return (
    <SessionContext.Provider value={value}>
      {children}
      {login && Modal && <Modal redirect={login.redirect ?? null} onClose={closeLogin} signedIn={signedIn} />}
    </SessionContext.Provider>
  );
}
