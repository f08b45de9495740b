import type { MessageKey } from '#web/i18n/en.ts';
import { useI18n } from '#web/i18n/i18n-context.tsx';
import { useEndSessions } from '#web/queries/mutations/account.ts';
import { HeadedSection } from '../ui/screen-parts.tsx';
import { secondaryButton } from './field.tsx';

/**
 * A button that ends sessions, this one too, then opens `next`: the member's own everywhere
 * (profile), or every member's (the newsroom's Site tab, after a confirmation).
 */
export function EndSessions({
  path,
  next,
  text,
  confirm,
  level = 2,
  className = 'flex flex-col items-start gap-3',
  introClassName,
  buttonClassName = secondaryButton,
}: {
  path: string;
  next: string;
  text: { title: MessageKey; intro: MessageKey; button: MessageKey; working: MessageKey };
  confirm?: MessageKey;
  level?: 2 | 3;
  className?: string;
  introClassName?: string;
  buttonClassName?: string;
}) {
  const { t } = useI18n();
  const end = useEndSessions(path, next);
  return (
    <HeadedSection
      title={t(text.title)}
      intro={t(text.intro)}
      level={level}
      className={className}
      introClassName={introClassName}
    >
      <button
        type="button"
        className={buttonClassName}
        disabled={end.isPending}
        onClick={() => (!confirm || window.confirm(t(confirm))) && end.mutate()}
      >
        {end.isPending ? t(text.working) : t(text.button)}
      </button>
      <p role="alert" className="text-sm font-semibold text-red-700 empty:hidden">
        {end.error && (end.error instanceof Error ? end.error.message : t('error.generic'))}
      </p>
    </HeadedSection>
  );
}

/** Ends every session of the user, this one too, then shows the Logout screen. */
export function SignOutEverywhere() {
  return (
    <EndSessions
      path="/yka/v2/logout-everywhere/"
      next="/logout"
      text={{
        title: 'everywhere.title',
        intro: 'everywhere.intro',
        button: 'everywhere.button',
        working: 'everywhere.working',
      }}
    />
  );
}
