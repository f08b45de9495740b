import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { SignedInSession } from '#common/api-types.ts';
import {
  isSignInProblem,
  NAME_STEP_PATH,
  SIGN_IN_PATH,
  signInPageUrl,
  WELCOME_TOPICS_QUERY,
  welcomeTopics,
} from '#common/sign-in.ts';
import {
  codeField,
  emailField,
  nameField,
  primaryClass,
  secondaryClass,
} from '#web/components/login/fields.ts';
import { signInProblemMessage } from '#web/components/login/sign-in-problems.ts';
import { TopicChoices } from '#web/components/login/topic-choices.tsx';
import { MessageScreen } from '#web/components/ui/screen-parts.tsx';
import { useI18n } from '#web/i18n/i18n-context.tsx';
import { loadAccountsCatalogue } from '#web/i18n/translate.ts';
import type { ApiClient } from '#web/lib/api-client.ts';
import { useApi } from '#web/lib/api-context.tsx';
import type { HeadContext, ScreenContext, ScreenProps } from '#web/lib/screen.ts';
import { safeRedirect, useSession } from '#web/lib/session-context.tsx';
import { queries } from '#web/queries/keys.ts';

const topicsQuery = (api: ApiClient) => queries.terms(api, 'categories', WELCOME_TOPICS_QUERY);

export async function load({ api, queryClient, search, lang }: ScreenContext) {
  await loadAccountsCatalogue(lang);
  // the name step offers topics; without them it still asks for the name
  if (search.get('step') === 'name')
    await queryClient.ensureQueryData(topicsQuery(api)).catch(() => undefined);
}

// the code step's URL holds the reader's e-mail: never indexed, never kept by a cache
export const head = ({ t }: HeadContext) => ({ title: t('login.title'), noindex: true, noStore: true });

/** The page's card: its title, what to do, one form and what went wrong. */
function Card({
  intro,
  problem,
  notice,
  children,
}: {
  intro: string;
  problem: string;
  notice: string;
  children: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <div className="mx-auto max-w-md px-4 py-10">
      <h1 className="text-2xl font-bold text-stone-900">{t('login.title')}</h1>
      <p className="mt-2 text-stone-600">{intro}</p>
      {notice && (
        <p role="status" className="mt-3 text-sm text-emerald-800">
          {notice}
        </p>
      )}
      {problem && (
        <p role="alert" className="mt-3 text-sm font-semibold text-red-700">
          {problem}
        </p>
      )}
      {children}
    </div>
  );
}

/**
 * The sign-in page (decisions 016, *Signing in without the script*): the login modal's two
 * steps as plain forms, which the server answers (server/ssr/sign-in-form.ts). It is where a
 * visitor's Sign in leads when the page's script has not run (Opera Mini, a script that did
 * not arrive over a slow network); with the script, the same links open the modal. Its query
 * holds the step (`email`), the destination (`redirect`) and what went wrong (`error`, `left`).
 */
export default function SignIn({ search }: ScreenProps) {
  const { t } = useI18n();
  const { session } = useSession();
  const redirect = safeRedirect(search.get('redirect'));
  const error = search.get('error');
  const left = Number(search.get('left'));
  const problem = isSignInProblem(error)
    ? signInProblemMessage(t, error, Number.isInteger(left) ? left : 0)
    : '';
  const keepRedirect = redirect ? <input type="hidden" name="redirect" value={redirect} /> : null;
  if (session && !session.name && search.get('step') === 'name')
    return <NameStep session={session} problem={problem} redirect={redirect} keepRedirect={keepRedirect} />;
  if (session)
    return (
      <MessageScreen title={t('login.signedIn')} tall>
        <a
          href={redirect ?? '/newsfeed'}
          className="rounded-full bg-rose-700 px-5 py-2 font-semibold text-white"
        >
          {t('login.continue')}
        </a>
      </MessageScreen>
    );
  const email = search.get('email');

  if (email === null)
    return (
      <Card intro={t('login.intro')} problem={problem} notice="">
        <form method="post" action={SIGN_IN_PATH}>
          {keepRedirect}
          <label className="mt-4 block text-sm font-semibold text-stone-800">
            {t('login.email')}
            <input {...emailField} aria-invalid={problem ? true : undefined} />
          </label>
          <button type="submit" className={primaryClass}>
            {t('login.sendCode')}
          </button>
        </form>
      </Card>
    );

  return (
    <Card
      intro={t('login.codeSent', { email })}
      problem={problem}
      notice={search.get('resent') === '1' ? t('login.resent') : ''}
    >
      <form method="post" action={SIGN_IN_PATH}>
        {keepRedirect}
        <input type="hidden" name="email" value={email} />
        <label className="mt-4 block text-sm font-semibold text-stone-800">
          {t('login.code')}
          <input {...codeField} aria-invalid={problem ? true : undefined} />
        </label>
        <button type="submit" className={primaryClass}>
          {t('login.verify')}
        </button>
      </form>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <a href={signInPageUrl({ redirect })} className={secondaryClass}>
          {t('login.changeEmail')}
        </a>
        <form method="post" action={SIGN_IN_PATH}>
          {keepRedirect}
          <input type="hidden" name="email" value={email} />
          <input type="hidden" name="resend" value="1" />
          <button type="submit" className={secondaryClass}>
            {t('login.resend')}
          </button>
        </form>
      </div>
    </Card>
  );
}

/**
 * The first sign-in's name step as a plain form (decisions 009 and 016), for the new member
 * who signed in on this page: the login modal's NameStep without its script. The form posts to
 * server/ssr/sign-in-form.ts; "Not now" goes on to the destination with the account unnamed.
 */
function NameStep({
  session,
  problem,
  redirect,
  keepRedirect,
}: {
  session: SignedInSession;
  problem: string;
  redirect: string | null;
  keepRedirect: ReactNode;
}) {
  const { t } = useI18n();
  const topics = welcomeTopics(useQuery({ ...topicsQuery(useApi()), retry: false }).data?.data ?? []);
  return (
    <div className="mx-auto max-w-md px-4 py-10">
      <h1 className="text-2xl font-bold text-stone-900">{t('welcome.title')}</h1>
      <p className="mt-2 text-stone-600">{t('welcome.intro')}</p>
      {problem && (
        <p role="alert" className="mt-3 text-sm font-semibold text-red-700">
          {problem}
        </p>
      )}
      <form method="post" action={NAME_STEP_PATH}>
        {keepRedirect}
        <label className="mt-4 block text-sm font-semibold text-stone-800">
          {t('welcome.name')}
          <input
            {...nameField}
            placeholder={t('welcome.namePlaceholder')}
            aria-invalid={problem ? true : undefined}
          />
        </label>
        <TopicChoices topics={topics} box={(topic) => ({ name: 'topic', value: topic.id })} />
        <button type="submit" className={primaryClass}>
          {t('welcome.save')}
        </button>
      </form>
      <a href={redirect ?? '/newsfeed'} className={`${secondaryClass} mt-4 block text-center`}>
        {t('welcome.skip')}
      </a>
      <p className="mt-2 text-center text-xs text-stone-600">
        {t('welcome.skipHint', { slug: session.slug })}
      </p>
    </div>
  );
}
