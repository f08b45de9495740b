import { type FormEvent, type MouseEvent, useEffect, useId, useRef, useState } from 'react';
import type { ApiTerm, SignedInSession } from '#common/api-types.ts';
import { WELCOME_TOPICS_QUERY, welcomeTopics } from '#common/sign-in.ts';
import { useI18n } from '#web/i18n/i18n-context.tsx';
import { browserSend } from '#web/lib/api-client.ts';
import { nameField, primaryClass } from './fields.ts';
import { TopicChoices } from './topic-choices.tsx';

const TOPICS = `/wp-json/wp/v2/categories?${new URLSearchParams(WELCOME_TOPICS_QUERY)}`;
/**
 * A tap this soon after the step appears was meant for the code step's "Sign in", which sat
 * where Continue now is (the code is tried at once when its sixth digit is typed).
 */
export const STRAY_TAP_MS = 1000;
/** Follows a topic as web/lib/social.ts does; not imported, so the modal's chunk stays one file. */
const follow = (id: number) =>
  browserSend('POST', '/yka/v2/action', { action: 'follow', object: 'category', id });

/**
 * The first sign-in's last step (decisions §10, docs/decisions/009): the member chooses the
 * name readers will see (the field starts empty: the address is all we know, and an account
 * is never named after it) and may follow a few topics. "Not now" skips both; the step comes
 * back at the next sign-in while the account has no name.
 */
export function NameStep({
  session,
  introId,
  onDone,
}: {
  session: SignedInSession;
  introId: string;
  onDone: () => void;
}) {
  const { t } = useI18n();
  const [name, setName] = useState('');
  const [topics, setTopics] = useState<ApiTerm[]>([]);
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const shownAt = useRef(Number.POSITIVE_INFINITY);

  useEffect(() => {
    shownAt.current = performance.now();
    input.current?.focus();
    // a plain fetch: the shared API client's reader is not exported to this lazy chunk
    fetch(TOPICS, { headers: { accept: 'application/json' } })
      .then((response) => response.json() as Promise<ApiTerm[]>)
      .then(
        (terms) => setTopics(welcomeTopics(terms)),
        (failure: unknown) => console.info('topics failed to load', failure),
      );
  }, []);

  const toggle = (id: number) =>
    setChosen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  /** A stray tap on Continue with the name still empty only puts the cursor in the field. */
  function onContinueClick(event: MouseEvent) {
    const tapped = event.detail > 0; // Enter in the field submits with a click of detail 0
    if (tapped && !name.trim() && performance.now() - shownAt.current < STRAY_TAP_MS) {
      event.preventDefault();
      input.current?.focus();
    }
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    if (!name.trim()) {
      setError(t('welcome.nameRequired'));
      input.current?.focus();
      return;
    }
    setSaving(true);
    setError('');
    try {
      await browserSend('POST', '/wp/v2/users/me', { name: name.trim() });
      await Promise.all([...chosen].map((id) => follow(id).catch(() => null)));
      onDone();
    } catch (failure) {
      setSaving(false);
      setError(failure instanceof Error && failure.message ? failure.message : t('error.generic'));
    }
  }

  return (
    <form onSubmit={(event) => void save(event)} noValidate data-step="name">
      <p id={introId} className="mt-2 text-stone-600">
        {t('welcome.intro')}
      </p>
      <label className="mt-4 block text-sm font-semibold text-stone-800">
        {t('welcome.name')}
        <input
          {...nameField}
          ref={input}
          value={name}
          placeholder={t('welcome.namePlaceholder')}
          onChange={(event) => setName(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={hintId}
        />
      </label>
      <TopicChoices
        topics={topics}
        box={(topic) => ({ checked: chosen.has(topic.id), onChange: () => toggle(topic.id) })}
      />
      <button type="submit" disabled={saving} onClick={onContinueClick} className={primaryClass}>
        {saving ? t('welcome.saving') : t('welcome.save')}
      </button>
      <button
        type="button"
        onClick={onDone}
        disabled={saving}
        className="mt-3 w-full text-sm font-semibold text-rose-800 underline-offset-2 hover:underline"
      >
        {t('welcome.skip')}
      </button>
      <p id={hintId} className="mt-2 text-center text-xs text-stone-600">
        {t('welcome.skipHint', { slug: session.slug })}
      </p>
      <p role="alert" className="mt-3 text-sm font-semibold text-red-700 empty:hidden">
        {error}
      </p>
    </form>
  );
}
