import { useSuspenseQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { Role } from '#common/api-types.ts';
import { formatDate } from '#common/l10n.ts';
import type { Member } from '#common/newsroom.ts';
import { HinglishToggle } from '#web/components/hinglish-toggle.tsx';
import { PageLinks, pageOf } from '#web/components/paged-list.tsx';
import { pathOf } from '#web/components/post-meta.tsx';
import { Avatar } from '#web/components/ui/avatar.tsx';
import { useI18n } from '#web/i18n/i18n-context.tsx';
import { Name, rich } from '#web/i18n/rich.tsx';
import { useApi } from '#web/lib/api-context.tsx';
import { useRouter } from '#web/lib/router.tsx';
import { useNewsroomAction } from '#web/queries/mutations/newsroom.ts';
import { newsroomQueries } from './newsroom-queries.ts';
import {
  actionButton,
  approveButton,
  badge,
  dangerButton,
  Empty,
  StatusLine,
  TabSection,
} from './newsroom-ui.tsx';

type Run = ReturnType<typeof useNewsroomAction>['run'];

const ROLES: Role[] = ['subscriber', 'editor', 'administrator'];
export const ROLE_LABEL = {
  subscriber: 'newsroom.people.role.subscriber',
  editor: 'newsroom.people.role.editor',
  administrator: 'newsroom.people.role.administrator',
} as const;

function MemberRow({ member, run, busy }: { member: Member; run: Run; busy: boolean }) {
  const { t, lang } = useI18n();
  const [role, setRole] = useState<Role>(member.role);
  const selectId = useId();
  const name = member.name || member.slug;
  const path = `people/${member.id}`;
  return (
    <li
      className="flex flex-col gap-3 border-b border-stone-200 pb-4 sm:flex-row sm:items-center"
      data-member={member.id}
    >
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <Avatar src={member.avatar_url} name={name} size={48} />
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2">
            <a
              href={pathOf(member.link)}
              className="truncate font-semibold text-stone-900 hover:underline"
              translate="no"
            >
              {name}
            </a>
            <span className={`${badge} bg-stone-100 text-stone-800`}>{t(ROLE_LABEL[member.role])}</span>
            {member.suspended && (
              <span className={`${badge} bg-red-100 text-red-900`}>{t('newsroom.people.suspended')}</span>
            )}
          </p>
          <p className="text-sm text-stone-600">
            {t('newsroom.people.posts', { count: member.post_count })} ·{' '}
            {t('newsroom.people.joined', { date: formatDate(member.registered_date, lang) })}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={selectId} className="sr-only">
          {rich(t, 'newsroom.people.roleOf', { name: <Name>{name}</Name> })}
        </label>
        <select
          id={selectId}
          value={role}
          onChange={(event) => setRole(event.target.value as Role)}
          className="rounded-lg border border-stone-300 bg-white px-2 py-1 text-sm text-stone-900"
        >
          {ROLES.map((option) => (
            <option key={option} value={option}>
              {t(ROLE_LABEL[option])}
            </option>
          ))}
        </select>
        <button
          type="button"
          className={approveButton}
          disabled={busy || role === member.role}
          onClick={() =>
            void run<Member>(path, { role }, (answer) =>
              t('newsroom.people.roleChanged', { name, role: t(ROLE_LABEL[answer.role]) }),
            )
          }
        >
          {t('newsroom.people.changeRole')}
        </button>
        {member.suspended ? (
          <button
            type="button"
            className={actionButton}
            disabled={busy}
            onClick={() => {
              if (!window.confirm(t('newsroom.people.confirmRestore', { name }))) return;
              void run(path, { suspended: false }, () => t('newsroom.people.restored', { name }));
            }}
          >
            {t('newsroom.people.restore')}
          </button>
        ) : (
          <button
            type="button"
            className={dangerButton}
            disabled={busy}
            onClick={() => {
              if (!window.confirm(t('newsroom.people.confirmSuspend', { name }))) return;
              void run(path, { suspended: true }, () => t('newsroom.people.suspendedDone', { name }));
            }}
          >
            {t('newsroom.people.suspend')}
          </button>
        )}
      </div>
    </li>
  );
}

/** People (administrators, decisions §10): find a member, change their role, suspend or restore. */
export function PeopleTab({ search }: { search: URLSearchParams }) {
  const { t } = useI18n();
  const { navigate } = useRouter();
  const query = search.get('search') ?? '';
  const page = pageOf(search);
  const result = useSuspenseQuery(newsroomQueries.people(useApi(), query, page)).data;
  const { run, busy, status } = useNewsroomAction();
  const inputId = useId();
  return (
    <TabSection intro={t('newsroom.people.intro')}>
      <form
        method="get"
        action="/newsroom/people"
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          const text = String(new FormData(event.currentTarget).get('search') ?? '').trim();
          navigate(text ? `/newsroom/people?search=${encodeURIComponent(text)}` : '/newsroom/people');
        }}
      >
        <div className="min-w-0 flex-1">
          <label htmlFor={inputId} className="block text-sm font-semibold text-stone-800">
            {t('newsroom.people.search')}
          </label>
          <div className="mt-1 flex items-center gap-2">
            <input
              id={inputId}
              name="search"
              type="search"
              defaultValue={query}
              className="block w-full rounded-lg border border-stone-300 px-3 py-2 text-stone-900 focus:border-rose-700 focus:outline-none focus:ring-2 focus:ring-rose-200"
            />
            <HinglishToggle target={inputId} />
          </div>
        </div>
        <button
          type="submit"
          className="rounded-full bg-rose-700 px-5 py-2 font-semibold text-white hover:bg-rose-800"
        >
          {t('newsroom.people.searchButton')}
        </button>
      </form>
      <StatusLine status={status} />
      {result.data.length === 0 ? (
        <Empty text={t('newsroom.people.empty')} />
      ) : (
        <ul className="flex flex-col gap-4">
          {result.data.map((member) => (
            <MemberRow key={member.id} member={member} run={run} busy={busy} />
          ))}
        </ul>
      )}
      <PageLinks search={search} page={page} pages={result.totalPages} />
    </TabSection>
  );
}
