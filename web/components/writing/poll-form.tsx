import { type FormEvent, useState } from 'react';
import type { CreatePollBody } from '#common/api-types.ts';
import { POLL_OPTION_MAX, POLL_OPTIONS_MAX, POLL_OPTIONS_MIN, POLL_QUESTION_MAX } from '#common/limits.ts';
import { detectLang } from '#common/writing.ts';
import { HinglishToggle } from '#web/components/hinglish-toggle.tsx';
import { pathOf } from '#web/components/post-meta.tsx';
import {
  describedBy,
  Field,
  FieldGroup,
  inputClass,
  primaryButton,
  secondaryButton,
} from '#web/components/profile/field.tsx';
import { TermOptions } from '#web/components/ui/choices.tsx';
import { useI18n } from '#web/i18n/i18n-context.tsx';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { useRouter } from '#web/lib/router.tsx';
import { useCreatePoll } from '#web/queries/mutations/writing.ts';
import { useWritableTopics } from './writing-options.tsx';

/** Create Poll (issue 5): a question, 2 to 6 options and a topic. */
export function PollForm() {
  const { t, lang } = useI18n();
  const { navigate } = useRouter();
  const creating = useCreatePoll();
  const topics = useWritableTopics();
  const [question, setQuestion] = useState('');
  const [options, setOptions] = useState(['', '']);
  const [topic, setTopic] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setFieldErrors({});
    const labels = options.map((option) => option.trim());
    if (!question.trim()) return setFieldErrors({ question: t('poll.needQuestion') });
    if (labels.length < POLL_OPTIONS_MIN || labels.some((label) => !label))
      return setFieldErrors({ options: t('poll.needOptions') });
    const body: CreatePollBody = {
      question: question.trim(),
      options: labels,
      categories: topic ? [topic] : [],
      lang: detectLang(`${question} ${labels.join(' ')}`, lang),
    };
    creating.mutate(body, {
      onSuccess: (created) => navigate(pathOf(created.post.link)),
      onError: (failure) => {
        if (failure instanceof ApiRequestError) setFieldErrors(failure.params);
        setError(failure instanceof Error ? failure.message : String(failure));
      },
    });
  }

  return (
    <form id="poll-form" onSubmit={onSubmit} className="flex flex-col gap-5" noValidate>
      <div className="flex items-center justify-between gap-2">
        <h1 className="text-2xl font-bold text-stone-900">{t('poll.createTitle')}</h1>
        <HinglishToggle target="poll-form" />
      </div>
      <Field id="poll-question" label={t('poll.question')} error={fieldErrors.question}>
        <textarea
          id="poll-question"
          rows={2}
          maxLength={POLL_QUESTION_MAX}
          placeholder={t('poll.questionPlaceholder')}
          aria-invalid={fieldErrors.question ? true : undefined}
          aria-describedby={describedBy('poll-question', false, fieldErrors.question)}
          value={question}
          onChange={(event) => setQuestion(event.target.value.replace(/\n/g, ' '))}
          className={inputClass}
        />
      </Field>
      <FieldGroup
        legend={t('poll.options')}
        aria-describedby={fieldErrors.options ? 'poll-options-error' : undefined}
      >
        <ol className="mt-2 flex flex-col gap-2">
          {options.map((option, i) => (
            <li key={i} className="flex items-center gap-2">
              <input
                aria-label={t('poll.option', { n: i + 1 })}
                placeholder={t('poll.option', { n: i + 1 })}
                maxLength={POLL_OPTION_MAX}
                value={option}
                onChange={(event) =>
                  setOptions(options.map((value, j) => (j === i ? event.target.value : value)))
                }
                className={`${inputClass} mt-0`}
              />
              {options.length > POLL_OPTIONS_MIN && (
                <button
                  type="button"
                  aria-label={t('poll.removeOption', { n: i + 1 })}
                  className="rounded-full px-3 py-2 text-stone-600 hover:bg-stone-100"
                  onClick={() => setOptions(options.filter((_, j) => j !== i))}
                >
                  ×
                </button>
              )}
            </li>
          ))}
        </ol>
        {options.length < POLL_OPTIONS_MAX && (
          <button
            type="button"
            className={`${secondaryButton} mt-3`}
            onClick={() => setOptions([...options, ''])}
          >
            + {t('poll.addOption')}
          </button>
        )}
        {fieldErrors.options && (
          <p id="poll-options-error" className="mt-1 text-sm font-semibold text-red-700">
            {fieldErrors.options}
          </p>
        )}
      </FieldGroup>
      <Field id="poll-topic" label={t('poll.topic')} error={fieldErrors.categories}>
        <select
          id="poll-topic"
          value={topic}
          onChange={(event) => setTopic(Number(event.target.value))}
          className={inputClass}
        >
          <TermOptions terms={topics} none={t('poll.noTopic')} />
        </select>
      </Field>
      <section aria-labelledby="poll-about" className="rounded-lg bg-stone-50 p-4">
        <h2 id="poll-about" className="text-sm font-bold text-stone-900">
          {t('poll.aboutTitle')}
        </h2>
        <p className="mt-1 text-sm text-stone-700">{t('poll.about')}</p>
      </section>
      <p role="alert" className="text-sm font-semibold text-red-700 empty:hidden">
        {error ?? ''}
      </p>
      <div>
        <button type="submit" className={primaryButton} disabled={creating.isPending}>
          {creating.isPending ? t('poll.creating') : t('poll.create')}
        </button>
      </div>
    </form>
  );
}
