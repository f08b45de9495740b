import { useSuspenseQuery } from '@tanstack/react-query';
import { accountQueries, loadMember } from '#web/components/profile/account-queries.ts';
import { ApplicationPasswords } from '#web/components/profile/application-passwords.tsx';
import { ProfileForm } from '#web/components/profile/profile-form.tsx';
import { SignOutEverywhere } from '#web/components/profile/sign-out-everywhere.tsx';
import { membersHead, SignInRequired } from '#web/components/sign-in-required.tsx';
import { MoreIcon } from '#web/components/ui/more-icons.tsx';
import { useI18n } from '#web/i18n/i18n-context.tsx';
import { loadAccountsCatalogue } from '#web/i18n/translate.ts';
import { useApi } from '#web/lib/api-context.tsx';
import type { ScreenContext, ScreenProps } from '#web/lib/screen.ts';
import { useSession } from '#web/lib/session-context.tsx';

export const head = membersHead('screen.editProfile');

/**
 * The owner's data comes with the cookie; a visitor's request answers 401 and the screen
 * then asks them to sign in, so that answer is not an error of the page.
 */
export async function load(ctx: ScreenContext) {
  const { api, queryClient, lang } = ctx;
  await loadAccountsCatalogue(lang);
  if (!(await loadMember(ctx))) return;
  await Promise.all([
    queryClient.ensureQueryData(accountQueries.locations(api)),
    queryClient.ensureQueryData(accountQueries.applicationPasswords(api)),
  ]);
}

function Editor({ justSaved }: { justSaved: boolean }) {
  const { t } = useI18n();
  const me = useSuspenseQuery(accountQueries.me(useApi())).data;
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-10">
      <div>
        <h1 className="text-2xl font-bold text-stone-900">{t('profile.title')}</h1>
        <p className="mt-2 text-sm text-stone-600">{t('profile.intro', { email: me.email })}</p>
      </div>
      <ProfileForm justSaved={justSaved} />
      {/* Issue 12: few members need them, so they wait behind a disclosure that opens without JavaScript. */}
      <details className="group rounded-lg border border-stone-200" data-advanced="">
        <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-lg px-4 py-3 hover:bg-stone-50 [&::-webkit-details-marker]:hidden">
          <span>
            <span className="block text-lg font-bold text-stone-900">{t('profile.advanced')}</span>
            <span className="block text-sm text-stone-600">{t('profile.advancedHint')}</span>
          </span>
          <MoreIcon
            name="dropdown-arrow"
            className="shrink-0 text-stone-600 transition-transform group-open:rotate-180"
          />
        </summary>
        <div className="border-t border-stone-200 p-4">
          <ApplicationPasswords />
        </div>
      </details>
      <a
        href="/notifications#settings"
        className="flex items-center justify-between gap-3 rounded-lg border border-stone-200 px-4 py-3 hover:bg-stone-50"
      >
        <span>
          <span className="block text-lg font-bold text-stone-900">{t('profile.notifications')}</span>
          <span className="block text-sm text-stone-600">{t('profile.notificationsHint')}</span>
        </span>
        <MoreIcon name="arrow-right" className="shrink-0 text-stone-600" />
      </a>
      <SignOutEverywhere />
    </div>
  );
}

export default function EditProfile({ search }: ScreenProps) {
  const { session } = useSession();
  if (!session) return <SignInRequired />;
  return <Editor justSaved={search.get('saved') === '1'} />;
}
