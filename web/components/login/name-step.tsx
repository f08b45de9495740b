import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { ApiTerm, SignedInSession } from '#common/api-types.ts';
import { useI18n } from '#web/i18n/i18n-context.tsx';
import { browserSend } from '#web/lib/api-client.ts';

/** Topics a new member is offered: the busiest ones, without the newsroom's own. */
const TOPICS = '/wp-json/wp/v2/categories?per_page=12&orderby=count&order=desc&hide_empty=1&parent=0';
const INTERNAL = new Set(['unreviewed', 'unlisted', 'prompts', 'uncategorized']);
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
  const { t, lang } = useI18n();
  const [name, setName] = useState('');
  const [topics, setTopics] = useState<ApiTerm[]>([]);
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();

  useEffect(() => {
    input.current?.focus();
    // a plain fetch: the shared API client's reader is not exported to this lazy chunk
    fetch(TOPICS, { headers: { accept: 'application/json' } })
      .then((response) => response.json() as Promise<ApiTerm[]>)
      .then(
        (terms) => setTopics(terms.filter((term) => !INTERNAL.has(term.slug)).slice(0, 8)),
        (failure: unknown) => console.info('topics failed to load', failure),
      );
  }, []);

  const toggle = (id: number) =>
    setChosen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

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
          ref={input}
          name="name"
          autoComplete="name"
          maxLength={60}
          required
          value={name}
          placeholder={t('welcome.namePlaceholder')}
          onChange={(event) => setName(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={hintId}
          className="mt-1 block w-full rounded-lg border border-stone-300 px-3 py-2.5 text-lg text-stone-900 focus:border-rose-700 focus:outline-none focus:ring-2 focus:ring-rose-200"
        />
      </label>
      {topics.length > 0 && (
        <fieldset className="mt-4">
          <legend className="text-sm font-semibold text-stone-800">{t('welcome.topics')}</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {topics.map((topic) => (
              <label
                key={topic.id}
                className="inline-flex min-h-9 cursor-pointer items-center gap-2 rounded-full border border-stone-300 px-3 text-sm text-stone-800 has-[:checked]:border-rose-700 has-[:checked]:bg-rose-50"
              >
                <input
                  type="checkbox"
                  checked={chosen.has(topic.id)}
                  onChange={() => toggle(topic.id)}
                  className="accent-rose-700"
                />
                {lang === 'hi' && topic.name_hi ? topic.name_hi : topic.name}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <button
        type="submit"
        disabled={saving}
        className="mt-5 w-full rounded-full bg-rose-700 px-5 py-2.5 font-semibold text-white hover:bg-rose-800 disabled:opacity-60"
      >
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
