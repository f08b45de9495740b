import {
  type ClipboardEvent,
  type FormEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import type { SignedInSession } from '#common/api-types.ts';
import { signInDestination } from '#common/sign-in.ts';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { useI18n } from '#web/i18n/i18n-context.tsx';
import { browserSend } from '#web/lib/api-client.ts';
import { codeField, emailField, primaryClass, secondaryClass } from './fields.ts';
import { NameStep } from './name-step.tsx';
import { signInProblemMessage, signInProblemOf } from './sign-in-problems.ts';

/** Seconds before another code may be asked for: the mail usually arrives well before. */
export const RESEND_SECONDS = 30;

/** A pasted or typed code, spaces and dashes removed ("123 456" from some mail apps). */
export function digitsOf(text: string): string {
  return text.replace(/[\s-]/g, '');
}

/**
 * Where sign-in leads (issue 13): back to the page it started from, or the redirect it was
 * given (Write → /write); never back to Logout or to the sign-in page. The header's Sign In is
 * a link to the sign-in page for readers without JavaScript (decisions 016); with it, the
 * link opens this modal and signing in returns to the page.
 * Issue 15: only a same-site address, as the browser reads it.
 */
function destination(redirect: string | null): string {
  const here = window.location.pathname + window.location.search + window.location.hash;
  const chosen = redirect && !/^\/(newsfeed|sign-in)\/?(\?|$)/.test(redirect) ? redirect : here;
  return signInDestination(chosen, window.location.origin) ?? '/newsfeed';
}

/** A full page load of the destination, also when it differs from this page only by its #hash. */
function leaveFor(target: string) {
  const url = new URL(target, window.location.href);
  if (url.pathname + url.search !== window.location.pathname + window.location.search)
    return window.location.assign(url.href);
  window.location.hash = url.hash;
  window.location.reload();
}

const messageOf = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;

/**
 * The login modal (spec §4): step 1 asks for the e-mail, step 2 for the 6-digit code sent
 * to it; a new account (no name yet) gets a third step, the name and topics (NameStep).
 * State: visible (mounted), email, step, typed code, processing, redirect path and error
 * message. After sign-in a full page load goes back to where it started (or the redirect
 * path), so the server renders the signed-in page.
 */
/** A step's intro (the dialog's description) and its one labelled input. */
function Field({
  id,
  intro,
  label,
  children,
}: {
  id: string;
  intro: string;
  label: string;
  children: ReactNode;
}) {
  return (
    <>
      <p id={id} className="mt-2 text-stone-600">
        {intro}
      </p>
      {/* biome-ignore lint/a11y/noLabelWithoutControl: the control is the input passed as children */}
      <label className="mt-4 block text-sm font-semibold text-stone-800">
        {label}
        {children}
      </label>
    </>
  );
}

/** What the session provider hands the modal (it loads this module on first use). */
export interface LoginModalProps {
  redirect: string | null;
  onClose: () => void;
  /** keeps the session, its local settings and the nonce */
  signedIn: (session: SignedInSession) => void;
}

export default function LoginModal({ redirect, onClose, signedIn }: LoginModalProps) {
  const { t } = useI18n();
  const [step, setStep] = useState<1 | 2>(1);
  const [unnamed, setUnnamed] = useState<SignedInSession | null>(null);
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [processing, setProcessing] = useState(false);
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const [resendIn, setResendIn] = useState(0);
  const busy = useRef(false);
  const dialog = useRef<HTMLDivElement>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  const introId = useId();

  // Once signed in, closing the name step is "Not now": the page reloads signed in.
  const signedInNow = useRef(false);
  const finish = useCallback(() => leaveFor(destination(redirect)), [redirect]);
  const dismiss = useCallback(() => (signedInNow.current ? finish() : onClose()), [finish, onClose]);

  // A press on the dimmed page around the dialog closes it.
  useEffect(() => {
    const onPointer = (event: PointerEvent) => {
      if (dialog.current && !dialog.current.contains(event.target as Node)) dismiss();
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [dismiss]);

  useEffect(() => {
    (step === 1 ? emailInput : codeInput).current?.focus();
  }, [step]);

  useEffect(() => {
    if (resendIn <= 0) return;
    const timer = setTimeout(() => setResendIn((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [resendIn]);

  /** A failure in the reader's language where the sign-in page has words for it. */
  function problemText(failure: unknown, step: 'send' | 'verify') {
    const known = signInProblemOf(failure, step);
    return known
      ? signInProblemMessage(t, known.problem, known.left)
      : messageOf(failure, t('error.generic'));
  }

  async function run(task: () => Promise<void>) {
    if (busy.current) return;
    busy.current = true;
    setProcessing(true);
    setError('');
    try {
      await task();
    } finally {
      busy.current = false;
      setProcessing(false);
    }
  }

  const sendCode = (resend: boolean) =>
    run(async () => {
      if (!emailInput.current?.validity.valid && !resend) {
        setError(t('login.emailInvalid'));
        return;
      }
      try {
        await browserSend('POST', '/yka/v2/send-otp/', { email: email.trim() });
        setNotice(resend ? t('login.resent') : '');
        setCode('');
        setStep(2);
        setResendIn(RESEND_SECONDS);
      } catch (failure) {
        setError(problemText(failure, 'send'));
      }
    });

  const verify = (value: string) =>
    run(async () => {
      if (!/^\d{6}$/.test(value)) {
        setError(t('login.codeInvalid'));
        return;
      }
      try {
        const session = await browserSend<SignedInSession>('POST', '/yka/v2/verify-otp/', {
          email: email.trim(),
          otp: value,
        });
        signedIn(session);
        signedInNow.current = true;
        if (!session.name) {
          setUnnamed(session); // decisions §10: the first sign-in asks for a name
          return;
        }
        busy.current = true; // the page is leaving: no second submit meanwhile
        leaveFor(destination(redirect));
        await new Promise(() => {}); // keep "processing" until the next page replaces this one
      } catch (failure) {
        setError(problemText(failure, 'verify'));
        setCode('');
        codeInput.current?.focus();
      }
    });

  const onEmailSubmit = (event: FormEvent) => {
    event.preventDefault();
    void sendCode(false);
  };
  const onCodeSubmit = (event: FormEvent) => {
    event.preventDefault();
    // A wrong code typed in full was tried at once and cleared; a tap on the button after it
    // keeps its message ("4 tries left"), which "The code has 6 digits" would replace.
    if (code === '' && error) {
      codeInput.current?.focus();
      return;
    }
    void verify(code);
  };
  const onCodeChange = (text: string) => {
    const digits = text.replace(/\D/g, '').slice(0, 6);
    setCode(digits);
    // a phone's one-time-code autofill types all six at once: sign in without another tap
    if (digits.length === 6) void verify(digits);
  };
  const onCodePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = digitsOf(event.clipboardData.getData('text'));
    if (!/^\d{6}$/.test(pasted)) return;
    event.preventDefault(); // maxLength would cut "123 456" before it is cleaned
    setCode(pasted);
    void verify(pasted);
  };

  return (
    <Dialog
      title={unnamed ? t('welcome.title') : t('login.title')}
      onClose={dismiss}
      className="max-w-md p-6 pb-8"
      large
      panelRef={dialog}
      describedBy={introId}
      busy={processing}
      closeWithOthers={false}
    >
      {unnamed ? (
        <NameStep session={unnamed} introId={introId} onDone={finish} />
      ) : step === 1 ? (
        <form onSubmit={onEmailSubmit} noValidate>
          <Field id={introId} intro={t('login.intro')} label={t('login.email')}>
            <input
              ref={emailInput}
              {...emailField}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              aria-invalid={error ? true : undefined}
            />
          </Field>
          <button type="submit" className={primaryClass} disabled={processing}>
            {processing ? t('login.sending') : t('login.sendCode')}
          </button>
        </form>
      ) : (
        <form onSubmit={onCodeSubmit} noValidate>
          <Field id={introId} intro={t('login.codeSent', { email: email.trim() })} label={t('login.code')}>
            <input
              ref={codeInput}
              {...codeField}
              value={code}
              onChange={(event) => onCodeChange(event.target.value)}
              onPaste={onCodePaste}
              aria-invalid={error ? true : undefined}
            />
          </Field>
          <button type="submit" className={primaryClass} disabled={processing}>
            {processing ? t('login.verifying') : t('login.verify')}
          </button>
          <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
            <button
              type="button"
              className={secondaryClass}
              onClick={() => {
                setStep(1);
                setError('');
                setNotice('');
              }}
            >
              {t('login.changeEmail')}
            </button>
            <button
              type="button"
              className={secondaryClass}
              disabled={resendIn > 0 || processing}
              onClick={() => void sendCode(true)}
            >
              {resendIn > 0 ? t('login.resendIn', { seconds: resendIn }) : t('login.resend')}
            </button>
          </div>
        </form>
      )}
      <p aria-live="polite" className="mt-3 text-sm text-emerald-800 empty:hidden">
        {notice}
      </p>
      <p role="alert" className="mt-3 text-sm font-semibold text-red-700 empty:hidden">
        {error}
      </p>
    </Dialog>
  );
}
