import { useSuspenseQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { ApiApplicationPassword } from '#common/api-types.ts';
import { formatDate } from '#common/l10n.ts';
import { useI18n } from '#web/i18n/i18n-context.tsx';
import { useApi } from '#web/lib/api-context.tsx';
import {
  useCreateApplicationPassword,
  useRevokeApplicationPassword,
} from '#web/queries/mutations/account.ts';
import { HeadedSection } from '../ui/screen-parts.tsx';
import { accountQueries } from './account-queries.ts';
import { Field, inputClass, primaryButton, secondaryButton } from './field.tsx';

/** The new password, shown once with a copy button (decisions §3: hashed at rest after that). */
function NewPassword({ created }: { created: ApiApplicationPassword }) {
  const { t } = useI18n();
  const [copied, setCopied] = useState(false);
  return (
    <div role="status" className="rounded-lg border border-emerald-300 bg-emerald-50 p-4">
      <p className="text-sm text-stone-800">{t('passwords.new', { name: created.name })}</p>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <code
          className="break-all rounded bg-white px-2 py-1 font-mono text-base text-stone-900"
          data-testid="new-password"
        >
          {created.password}
        </code>
        <button
          type="button"
          className={secondaryButton}
          onClick={() => {
            void navigator.clipboard?.writeText(created.password ?? '').then(() => setCopied(true));
          }}
        >
          {copied ? t('passwords.copied') : t('passwords.copy')}
        </button>
      </div>
    </div>
  );
}

/** Application passwords for apps and scripts (basic auth): list, create, revoke. */
export function ApplicationPasswords() {
  const { t, lang } = useI18n();
  const api = useApi();
  const passwords = useSuspenseQuery(accountQueries.applicationPasswords(api)).data;
  const [name, setName] = useState('');
  const [created, setCreated] = useState<ApiApplicationPassword | null>(null);
  const create = useCreateApplicationPassword();
  const revoke = useRevokeApplicationPassword();
  const busy = create.isPending || revoke.isPending;
  const failure = create.error ?? revoke.error;

  const onCreate = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    revoke.reset();
    create.mutate(name.trim(), {
      onSuccess: (answer) => {
        setCreated(answer);
        setName('');
      },
    });
  };

  const onRevoke = (item: ApiApplicationPassword) => {
    create.reset();
    revoke.mutate(item.uuid, { onSuccess: () => created?.uuid === item.uuid && setCreated(null) });
  };

  return (
    <HeadedSection title={t('passwords.title')} intro={t('passwords.intro')} className="flex flex-col gap-4">
      {created?.password && <NewPassword created={created} />}
      {passwords.length === 0 ? (
        <p className="text-sm text-stone-600">{t('passwords.none')}</p>
      ) : (
        <ul
          className="divide-y divide-stone-200 rounded-lg border border-stone-200"
          aria-label={t('passwords.list')}
        >
          {passwords.map((item) => (
            <li key={item.uuid} className="flex items-center justify-between gap-3 px-4 py-3">
              <div className="min-w-0">
                <p className="truncate font-semibold text-stone-900" data-content="">
                  {item.name}
                </p>
                <p className="text-xs text-stone-600">
                  {t('passwords.created', { date: formatDate(item.created, lang) })} ·{' '}
                  {item.last_used
                    ? t('passwords.lastUsed', { date: formatDate(item.last_used, lang) })
                    : t('passwords.neverUsed')}
                </p>
              </div>
              <button
                type="button"
                className={secondaryButton}
                disabled={busy}
                aria-label={t('passwords.revokeLabel', { name: item.name })}
                onClick={() => onRevoke(item)}
              >
                {t('passwords.revoke')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={onCreate} className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <Field id="app-password-name" label={t('passwords.name')} className="flex-1">
          <input
            id="app-password-name"
            name="app-password-name"
            autoComplete="off"
            maxLength={100}
            value={name}
            onChange={(event) => setName(event.target.value)}
            className={inputClass}
          />
        </Field>
        <button type="submit" className={primaryButton} disabled={busy || !name.trim()}>
          {busy ? t('passwords.creating') : t('passwords.create')}
        </button>
      </form>
      <p role="alert" className="text-sm font-semibold text-red-700 empty:hidden">
        {failure && (failure instanceof Error ? failure.message : t('error.generic'))}
      </p>
    </HeadedSection>
  );
}
