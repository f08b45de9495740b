import type { InputHTMLAttributes } from 'react';
import type { ApiTerm } from '#common/api-types.ts';
import { useI18n } from '#web/i18n/i18n-context.tsx';

/**
 * The topics offered at the name step, as chips marked when ticked (by CSS alone, so the
 * sign-in page's form shows it without a script). The login modal keeps the ticks in its
 * state; the page's form sends each as a `topic` field.
 */
export function TopicChoices({
  topics,
  box,
}: {
  topics: readonly ApiTerm[];
  /** the checkbox's own attributes for a topic */
  box: (topic: ApiTerm) => InputHTMLAttributes<HTMLInputElement>;
}) {
  const { t, lang } = useI18n();
  if (topics.length === 0) return null;
  return (
    <fieldset className="mt-4">
      <legend className="text-sm font-semibold text-stone-800">{t('welcome.topics')}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {topics.map((topic) => (
          <label
            key={topic.id}
            className="inline-flex min-h-9 cursor-pointer items-center gap-2 rounded-full border border-stone-300 px-3 text-sm text-stone-800 has-[:checked]:border-rose-700 has-[:checked]:bg-rose-50"
          >
            <input type="checkbox" className="accent-rose-700" {...box(topic)} />
            {lang === 'hi' && topic.name_hi ? topic.name_hi : topic.name}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
