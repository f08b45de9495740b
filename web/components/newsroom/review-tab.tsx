import { useSuspenseQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { ApiPost, ApiTerm } from '#common/api-types.ts';
import { stripTags } from '#common/format.ts';
import { REVIEW_NOTE_MAX } from '#common/newsroom.ts';
import { BlockContent } from '#web/components/blocks/block-content.tsx';
import {
  embeddedAuthor,
  embeddedCategories,
  PostDate,
  pathOf,
  termName,
} from '#web/components/post-meta.tsx';
import { FieldGroup } from '#web/components/profile/field.tsx';
import { useI18n } from '#web/i18n/i18n-context.tsx';
import { Name, rich } from '#web/i18n/rich.tsx';
import { useApi } from '#web/lib/api-context.tsx';
import { useSettings } from '#web/lib/use-settings.tsx';
import { newsroomQueries } from './newsroom-queries.ts';
import { ActionButton, FormButtons, type QueueAction, QueueTab } from './newsroom-ui.tsx';

/** What Send back and Change topics get: the post, the action, and a way to close. */
type ReviewFormProps = { post: ApiPost; onCancel: () => void } & QueueAction;

/** Topics an editor may give a post: not the unlisted, unreviewed or prompt categories. */
function useChoosableTopics(): ApiTerm[] {
  const settings = useSettings();
  const all = useSuspenseQuery(newsroomQueries.topics(useApi())).data.data;
  const hidden = [
    settings.exclude_categories.unlisted,
    settings.exclude_categories.unreviewed,
    settings.prompt_category,
  ];
  return all.filter((term) => !hidden.includes(term.id));
}

function SendBackForm({ post, run, busy, onCancel }: ReviewFormProps) {
  const { t } = useI18n();
  const id = useId();
  const [note, setNote] = useState('');
  const title = stripTags(post.title.rendered);
  return (
    <form
      className="flex flex-col gap-2 rounded-lg bg-stone-50 p-3"
      onSubmit={(event) => {
        event.preventDefault();
        void run(`posts/${post.id}/send-back`, { note: note.trim() }, () =>
          t('newsroom.review.sentBack', { title }),
        );
      }}
    >
      <label htmlFor={id} className="text-sm font-semibold text-stone-800">
        {t('newsroom.review.noteLabel')}
      </label>
      <textarea
        id={id}
        value={note}
        maxLength={REVIEW_NOTE_MAX}
        rows={3}
        required
        aria-describedby={`${id}-hint`}
        onChange={(event) => setNote(event.target.value)}
        className="block w-full rounded-lg border border-stone-300 px-3 py-2 text-stone-900 focus:border-rose-700 focus:outline-none focus:ring-2 focus:ring-rose-200"
      />
      <p id={`${id}-hint`} className="text-xs text-stone-600">
        {t('newsroom.review.noteHint', { max: REVIEW_NOTE_MAX })}
      </p>
      <FormButtons
        submit={t('newsroom.review.sendBackSubmit')}
        disabled={busy || note.trim() === ''}
        onCancel={onCancel}
      />
    </form>
  );
}

function TopicsForm({ post, run, busy, onCancel }: ReviewFormProps) {
  const { t, lang } = useI18n();
  const topics = useChoosableTopics();
  const [chosen, setChosen] = useState<number[]>(post.categories ?? []);
  const title = stripTags(post.title.rendered);
  const choosable = new Set(topics.map((term) => term.id));
  return (
    <form
      className="rounded-lg bg-stone-50 p-3"
      onSubmit={(event) => {
        event.preventDefault();
        void run(`posts/${post.id}/topics`, { categories: chosen.filter((id) => choosable.has(id)) }, () =>
          t('newsroom.review.topicsChanged', { title }),
        );
      }}
    >
      <FieldGroup legend={t('newsroom.review.topicsLegend', { title })}>
        <div className="mt-2 grid max-h-64 grid-cols-1 gap-1 overflow-y-auto sm:grid-cols-3">
          {topics.map((term) => (
            <label key={term.id} className="flex items-center gap-2 text-sm text-stone-800">
              <input
                type="checkbox"
                checked={chosen.includes(term.id)}
                onChange={(event) =>
                  setChosen((current) =>
                    event.target.checked ? [...current, term.id] : current.filter((id) => id !== term.id),
                  )
                }
              />
              {termName(term, lang)}
            </label>
          ))}
        </div>
      </FieldGroup>
      <FormButtons submit={t('newsroom.review.saveTopics')} disabled={busy} onCancel={onCancel} spaced />
    </form>
  );
}

function ReviewItem({ post, run, busy }: { post: ApiPost } & QueueAction) {
  const { t, lang } = useI18n();
  const settings = useSettings();
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState<'send-back' | 'topics' | null>(null);
  const bodyId = useId();
  const title = stripTags(post.title.rendered);
  const author = embeddedAuthor(post);
  const topics = embeddedCategories(post, [
    settings.exclude_categories.unlisted,
    settings.exclude_categories.unreviewed,
  ]);
  return (
    <li className="flex flex-col gap-3 border-b border-stone-200 pb-5" data-review-item={post.id}>
      <div>
        <h3 className="text-lg font-bold text-stone-900">
          <a
            href={pathOf(post.link)}
            className="hover:underline"
            data-content=""
            dangerouslySetInnerHTML={{ __html: post.title.rendered }}
          />
        </h3>
        <p className="mt-1 flex flex-wrap gap-x-2 text-sm text-stone-600">
          <span>{rich(t, 'newsroom.by', { name: <Name>{author?.name || author?.slug || ''}</Name> })}</span>
          <span aria-hidden="true">·</span>
          <PostDate post={post} />
        </p>
        <p className="mt-1 text-sm text-stone-700">
          {topics.length > 0
            ? t('newsroom.review.topics', { topics: topics.map((term) => termName(term, lang)).join(', ') })
            : t('newsroom.review.noTopics')}
        </p>
      </div>
      <div>
        <button
          type="button"
          className="text-sm font-semibold text-rose-800 underline"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? t('newsroom.review.hide') : t('newsroom.review.read')}
        </button>
        <div id={bodyId} hidden={!open} className="mt-3 rounded-lg border border-stone-200 bg-white p-4">
          {open && <BlockContent html={post.content.rendered} className="article-body" />}
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <ActionButton
          look="approve"
          disabled={busy}
          onClick={() =>
            void run(`posts/${post.id}/approve`, {}, () => t('newsroom.review.approved', { title }))
          }
        >
          {t('newsroom.review.approve')}
        </ActionButton>
        {(['send-back', 'topics'] as const).map((name) => (
          <ActionButton
            key={name}
            aria-expanded={form === name}
            onClick={() => setForm(form === name ? null : name)}
          >
            {t(name === 'send-back' ? 'newsroom.review.sendBack' : 'newsroom.review.changeTopics')}
          </ActionButton>
        ))}
        <ActionButton
          look="danger"
          disabled={busy}
          confirm={t('newsroom.review.confirmTrash', { title })}
          onClick={() =>
            void run(`posts/${post.id}/trash`, {}, () => t('newsroom.review.trashed', { title }))
          }
        >
          {t('newsroom.review.trash')}
        </ActionButton>
      </div>
      {form === 'send-back' && (
        <SendBackForm post={post} run={run} busy={busy} onCancel={() => setForm(null)} />
      )}
      {form === 'topics' && <TopicsForm post={post} run={run} busy={busy} onCancel={() => setForm(null)} />}
    </li>
  );
}

/** Review (decisions §10): published posts no editor has read, oldest first. */
export function ReviewTab({ search }: { search: URLSearchParams }) {
  return (
    <QueueTab name="review" query={newsroomQueries.review} search={search} gap="gap-5">
      {(post, action) => <ReviewItem key={post.id} post={post} {...action} />}
    </QueueTab>
  );
}
