import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { NOTIFICATION_KINDS, type NotificationSettings } from '#common/notifications.ts';
import { FieldGroup, primaryButton } from '#web/components/profile/field.tsx';
import { HeadedSection } from '#web/components/ui/screen-parts.tsx';
import { useI18n } from '#web/i18n/i18n-context.tsx';
import { type ApiRequestError, browserSend } from '#web/lib/api-client.ts';
import { useApi } from '#web/lib/api-context.tsx';
import { notificationQueries } from '#web/queries/notifications.ts';

/** A checkbox and its words; `long` words (a line and a help line) start at the box's top. */
function Check({
  name,
  checked,
  onChange,
  long = false,
  children,
}: {
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  long?: boolean;
  children: ReactNode;
}) {
  const box = 'h-5 w-5 shrink-0 accent-rose-700';
  return (
    <label
      className={
        long ? 'mt-2 flex items-start gap-3 text-stone-800' : 'flex items-center gap-3 text-stone-800'
      }
    >
      <input
        type="checkbox"
        className={long ? `${box} mt-0.5` : box}
        name={name}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      {children}
    </label>
  );
}

/** Which kinds a member is told about, and the daily e-mail digest (decisions §10). */
export function NotificationSettingsPanel() {
  const { t } = useI18n();
  const api = useApi();
  const queryClient = useQueryClient();
  const saved = useSuspenseQuery(notificationQueries.settings(api)).data;
  const [draft, setDraft] = useState<NotificationSettings>(saved);
  const save = useMutation({
    mutationFn: (settings: NotificationSettings) =>
      browserSend<NotificationSettings>('POST', '/yka/v2/notifications/settings', settings),
    onSuccess: (settings) => {
      queryClient.setQueryData(notificationQueries.settings(api).queryKey, settings);
      setDraft(settings);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(draft);
  };
  return (
    <HeadedSection
      id="settings"
      title={t('notifications.settings')}
      intro={t('notifications.settings.intro')}
      className="rounded-xl border border-stone-200 p-4 sm:p-5"
      introClassName="mt-1 text-sm text-stone-600"
    >
      <form onSubmit={submit} className="mt-4 flex flex-col gap-5">
        <FieldGroup legend={t('notifications.settings.kinds')}>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {NOTIFICATION_KINDS.map((kind) => (
              <Check
                key={kind}
                name={kind}
                checked={draft.kinds[kind]}
                onChange={(on) => setDraft({ ...draft, kinds: { ...draft.kinds, [kind]: on } })}
              >
                {t(`notifications.setting.${kind}`)}
              </Check>
            ))}
          </div>
        </FieldGroup>
        <FieldGroup legend={t('notifications.settings.email')}>
          <Check
            name="email_digest"
            checked={draft.email_digest}
            onChange={(on) => setDraft({ ...draft, email_digest: on })}
            long
          >
            <span>
              {t('notifications.settings.digest')}
              <span className="block text-sm text-stone-600">{t('notifications.settings.digestHelp')}</span>
            </span>
          </Check>
        </FieldGroup>
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className={primaryButton} disabled={save.isPending}>
            {save.isPending ? t('notifications.settings.saving') : t('notifications.settings.save')}
          </button>
          <p role="status" className="text-sm text-stone-700">
            {save.isSuccess && t('notifications.settings.saved')}
            {save.isError && t('notifications.failed', { message: (save.error as ApiRequestError).message })}
          </p>
        </div>
      </form>
    </HeadedSection>
  );
}
