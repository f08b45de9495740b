import { useId, useState } from 'react';
import type { Role } from '#common/api-types.ts';
import { formatDate } from '#common/l10n.ts';
import type { Member } from '#common/newsroom.ts';
import { HinglishToggle } from '#web/components/hinglish-toggle.tsx';
import { pathOf } from '#web/components/post-meta.tsx';
import { Field, inputClass } from '#web/components/profile/field.tsx';
import { Avatar } from '#web/components/ui/avatar.tsx';
import { useI18n } from '#web/i18n/i18n-context.tsx';
import { Name, rich } from '#web/i18n/rich.tsx';
import { useRouter } from '#web/lib/router.tsx';
import { newsroomQueries } from './newsroom-queries.ts';
import { ActionButton, badge, type QueueAction, QueueTab } from './newsroom-ui.tsx';

export const ROLES: Role[] = ['subscriber', 'editor', 'administrator'];
/** A role's name in the catalogue. */
export const roleLabel = (role: Role) => `newsroom.people.role.${role}` as const;

function MemberRow({ member, run, busy }: { member: Member } & QueueAction) {
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
            <span className={`${badge} bg-stone-100 text-stone-800`}>{t(roleLabel(member.role))}</span>
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
              {t(roleLabel(option))}
            </option>
          ))}
        </select>
        <ActionButton
          look="approve"
          disabled={busy || role === member.role}
          onClick={() =>
            void run<Member>(path, { role }, (answer) =>
              t('newsroom.people.roleChanged', { name, role: t(roleLabel(answer.role)) }),
            )
          }
        >
          {t('newsroom.people.changeRole')}
        </ActionButton>
        <ActionButton
          look={member.suspended ? 'plain' : 'danger'}
          disabled={busy}
          confirm={t(member.suspended ? 'newsroom.people.confirmRestore' : 'newsroom.people.confirmSuspend', {
            name,
          })}
          onClick={() =>
            void run(path, { suspended: !member.suspended }, () =>
              t(member.suspended ? 'newsroom.people.restored' : 'newsroom.people.suspendedDone', { name }),
            )
          }
        >
          {t(member.suspended ? 'newsroom.people.restore' : 'newsroom.people.suspend')}
        </ActionButton>
      </div>
    </li>
  );
}

/** People (administrators, decisions §10): find a member, change their role, suspend or restore. */
export function PeopleTab({ search }: { search: URLSearchParams }) {
  const query = search.get('search') ?? '';
  return (
    <QueueTab
      name="people"
      before={<SearchForm query={query} />}
      search={search}
      query={(api, page) => newsroomQueries.people(api, query, page)}
    >
      {(member, action) => <MemberRow key={member.id} member={member} {...action} />}
    </QueueTab>
  );
}

/** The search of People: a GET form, so it works before the page's script runs. */
function SearchForm({ query }: { query: string }) {
  const { t } = useI18n();
  const { navigate } = useRouter();
  const inputId = useId();
  return (
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
      <Field id={inputId} label={t('newsroom.people.search')} className="min-w-0 flex-1">
        <div className="flex items-center gap-2">
          <input id={inputId} name="search" type="search" defaultValue={query} className={inputClass} />
          <HinglishToggle target={inputId} />
        </div>
      </Field>
      <button
        type="submit"
        className="rounded-full bg-rose-700 px-5 py-2 font-semibold text-white hover:bg-rose-800"
      >
        {t('newsroom.people.searchButton')}
      </button>
    </form>
  );
}
