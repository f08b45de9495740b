import { type FormEvent, useState } from 'react';
import { CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX, CONTACT_SUBJECT_MAX } from '#common/limits.ts';
import { contactEn } from '#web/i18n/contact-en.ts';
import { contactHi } from '#web/i18n/contact-hi.ts';
import type { MessageKey } from '#web/i18n/en.ts';
import { useI18n } from '#web/i18n/i18n-context.tsx';
import { installCatalogue } from '#web/i18n/translate.ts';
import { useRouter } from '#web/lib/router.tsx';
import type { BlockProps } from './registry.ts';

// The form's strings come with its chunk: both languages, since it is small and on one page.
installCatalogue('en', contactEn);
installCatalogue('hi', contactHi);

interface Feedback {
  status: 'mail_sent' | 'validation_failed' | string;
  message: string;
  invalid_fields: { field: string; message: string }[];
}

/** Contact Form 7's fields; `type` 'textarea' is the message box. */
const FIELDS: { name: string; label: MessageKey; type: string; max: number; required: boolean }[] = [
  { name: 'your-name', label: 'contact.name', type: 'text', max: CONTACT_NAME_MAX, required: true },
  { name: 'your-email', label: 'contact.email', type: 'email', max: 200, required: true },
  { name: 'your-subject', label: 'contact.subject', type: 'text', max: CONTACT_SUBJECT_MAX, required: false },
  {
    name: 'your-message',
    label: 'contact.message',
    type: 'textarea',
    max: CONTACT_MESSAGE_MAX,
    required: true,
  },
];

/**
 * The contact form (decisions §7) posting to Contact Form 7's feedback endpoint; the answer's
 * message replaces the form. Without JavaScript the browser posts the form and the server
 * sends the reader back here with `?contact=<status>`.
 */
export default function ContactFormBlock({ attrs }: BlockProps) {
  const { t } = useI18n();
  const { state } = useRouter();
  const fromRedirect = new URLSearchParams(state.location.search).get('contact');
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [sending, setSending] = useState(false);
  const action = `/wp-json/contact-form-7/v1/contact-forms/${Number(attrs.id) || 1}/feedback`;

  if (feedback?.status === 'mail_sent' || fromRedirect === 'mail_sent') {
    return (
      <p role="status" className="not-prose my-6 rounded-lg bg-green-50 p-4 text-green-900">
        {feedback?.message ?? t('contact.sent')}
      </p>
    );
  }

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSending(true);
    try {
      const body = new URLSearchParams(
        new FormData(event.currentTarget) as unknown as Record<string, string>,
      );
      body.delete('_wpcf7_return'); // with JavaScript the answer comes back as JSON, not a redirect
      const response = await fetch(action, { method: 'POST', headers: { accept: 'application/json' }, body });
      const answer = (await response.json()) as Partial<Feedback>;
      setFeedback({
        status: answer.status ?? 'failed',
        message: answer.message ?? t('error.generic'),
        invalid_fields: answer.invalid_fields ?? [],
      });
    } catch {
      setFeedback({ status: 'failed', message: t('error.generic'), invalid_fields: [] });
    } finally {
      setSending(false);
    }
  };
  const errorOf = (name: string) => feedback?.invalid_fields.find((f) => f.field === name)?.message;
  const inputClass =
    'w-full rounded-lg border border-stone-400 px-3 py-2 focus:border-rose-700 focus:outline-none focus:ring-2 focus:ring-rose-200';

  return (
    <form
      action={action}
      method="post"
      onSubmit={handleSubmit}
      className="not-prose my-6 flex flex-col gap-4"
      noValidate={false}
    >
      <input type="hidden" name="_wpcf7_return" value={state.location.pathname} />
      {(feedback || fromRedirect === 'validation_failed') && (
        <p role="alert" className="rounded-lg bg-amber-50 p-3 text-amber-900">
          {feedback?.message ?? t('contact.failed')}
        </p>
      )}
      {FIELDS.map(({ name, label, type, max, required }) => {
        const error = errorOf(name);
        const control = {
          id: `cf-${name}`,
          name,
          maxLength: max,
          required,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? `cf-${name}-error` : undefined,
          className: inputClass,
        };
        return (
          <div key={name} className="flex flex-col gap-1">
            <label htmlFor={`cf-${name}`} className="font-medium text-stone-800">
              {t(label)}
            </label>
            {type === 'textarea' ? <textarea rows={6} {...control} /> : <input type={type} {...control} />}
            {error && (
              <span id={`cf-${name}-error`} className="text-sm text-red-800">
                {error}
              </span>
            )}
          </div>
        );
      })}
      <button
        type="submit"
        disabled={sending}
        className="self-start rounded-full bg-rose-700 px-6 py-2 font-semibold text-white hover:bg-rose-800 disabled:opacity-60"
      >
        {sending ? t('contact.sending') : t('contact.send')}
      </button>
    </form>
  );
}
