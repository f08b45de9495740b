import type { ApiPost, WriteBody } from '#common/api-types.ts';
import { stripTags } from '#common/format.ts';
import { HinglishToggle } from '#web/components/hinglish-toggle.tsx';
import { useI18n } from '#web/i18n/i18n-context.tsx';
import type { DraftFields } from './draft-store.ts';
import { PublishBar } from './publish-bar.tsx';
import { RichEditor } from './rich-editor.tsx';
import { SaveStatusLine } from './save-status.tsx';
import { useDraft } from './use-draft.ts';
import { usePublish } from './use-publish.ts';
import {
  FeaturedImagePicker,
  LanguagePicker,
  LocationPicker,
  TitleInput,
  TopicPicker,
} from './writing-options.tsx';

const EMPTY: DraftFields = {
  title: '',
  content: '',
  categories: [],
  locations: [],
  featured: null,
  lang: 'en',
  langChosen: false,
};

/** What the server renders of a writing screen: the editor and the device's copy live in the browser. */
export function WritingPlaceholder() {
  const { t } = useI18n();
  return (
    <p className="mx-auto max-w-3xl px-4 py-16 text-center text-stone-500" role="status">
      {t('loading')}
    </p>
  );
}

/** Decisions §10: the editor's note stands above the editor until the writer publishes again. */
function SentBackNotice({ note }: { note: string }) {
  const { t } = useI18n();
  return (
    <section
      aria-labelledby="sent-back-heading"
      className="rounded-lg border border-amber-300 bg-amber-50 p-4"
      data-review="sent_back"
    >
      <h2 id="sent-back-heading" className="font-bold text-amber-950">
        {t('write.sentBack')}
      </h2>
      <p className="mt-1 whitespace-pre-line break-words text-stone-900">{note}</p>
      <p className="mt-2 text-sm text-stone-700">{t('write.sentBackHint')}</p>
    </section>
  );
}

/**
 * CommonWritingPage (issue 5): title, the rich-text editor, cover image, topics, state
 * and language, saved as a draft while typing, then published.
 */
export function WritingForm({
  userId,
  post,
  promptId = 0,
}: {
  userId: number;
  post: ApiPost | null;
  promptId?: number;
}) {
  const { t, lang } = useI18n();
  const toBody = (fields: DraftFields): WriteBody => ({
    type: 'post',
    title: fields.title,
    content: fields.content,
    categories: fields.categories,
    locations: fields.locations,
    featured_media: fields.featured?.id ?? 0,
    lang: fields.lang,
    ...(promptId ? { prompt_id: promptId } : {}),
  });
  const draft = useDraft({
    userId,
    kind: 'post',
    post,
    empty: { ...EMPTY, lang },
    toBody,
    // The new draft's address: a reload continues it (the FEP post-writing screen, spec §2).
    onCreated: (saved) => window.history.replaceState(window.history.state, '', `/me?post_id=${saved.id}`),
  });
  const { fields, update } = draft;
  const isPublished = post?.status === 'publish';

  const publishing = usePublish(
    draft.publish,
    () => !fields.title.trim() && !stripTags(fields.content).trim(),
  );

  return (
    <form className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-6" onSubmit={publishing.onSubmit}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-lg font-bold text-stone-900">{post ? t('write.editTitle') : t('write.title')}</h1>
        <SaveStatusLine status={draft.status} restored={draft.restored} />
      </div>
      {post?.review?.state === 'sent_back' && <SentBackNotice note={post.review.note} />}
      <div lang={fields.lang}>
        <label htmlFor="write-title" className="sr-only">
          {t('write.titleLabel')}
        </label>
        <div className="flex items-start gap-2">
          <TitleInput
            id="write-title"
            placeholder={t('write.titlePlaceholder')}
            value={fields.title}
            onChange={(title) => update({ title })}
            className="block w-full resize-none border-0 bg-transparent p-0 font-serif text-3xl [field-sizing:content] font-bold leading-tight text-stone-900 placeholder:text-stone-400 focus:outline-none focus:ring-0"
          />
          <HinglishToggle target="write-title" className="mt-1" />
        </div>
        <RichEditor
          initialHtml={fields.content}
          lang={fields.lang}
          onChange={(content) => update({ content })}
          onError={publishing.setError}
        />
      </div>
      <div className="grid gap-6 border-t border-stone-200 pt-6 md:grid-cols-2">
        <FeaturedImagePicker
          value={fields.featured}
          onChange={(featured) => update({ featured })}
          onError={publishing.setError}
        />
        <div className="flex flex-col gap-5">
          <TopicPicker value={fields.categories} onChange={(categories) => update({ categories })} />
          <LocationPicker value={fields.locations} onChange={(locations) => update({ locations })} />
          <LanguagePicker fields={fields} onChange={(code) => update({ lang: code })} />
        </div>
      </div>
      <PublishBar
        publishing={publishing.publishing}
        error={publishing.error}
        published={isPublished}
        notice={t('write.reviewNotice')}
        mine="/me"
      />
    </form>
  );
}
