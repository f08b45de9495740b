import type { ApiPost } from '#common/api-types.ts';
import { NOTE_MAX_LENGTH } from '#common/limits.ts';
import { HinglishToggle } from '#web/components/hinglish-toggle.tsx';
import { Field, inputClass } from '#web/components/profile/field.tsx';
import { ScreenTitle } from '#web/components/ui/screen-parts.tsx';
import { useI18n } from '#web/i18n/i18n-context.tsx';
import type { DraftFields } from './draft-store.ts';
import { PublishBar } from './publish-bar.tsx';
import { SaveStatusLine } from './save-status.tsx';
import { useDraft } from './use-draft.ts';
import { usePublish } from './use-publish.ts';
import { LanguagePicker, TopicPicker } from './writing-options.tsx';

/** Create Note (issue 5): short plain text with links; its title is made from its first words. */
export function NoteForm({ userId, post }: { userId: number; post: ApiPost | null }) {
  const { t, lang } = useI18n();
  const draft = useDraft({
    userId,
    kind: 'note',
    post,
    empty: { title: '', content: '', categories: [], locations: [], featured: null, lang, langChosen: false },
    toBody: (fields: DraftFields) => ({
      type: 'note',
      content: fields.content,
      categories: fields.categories,
      lang: fields.lang,
    }),
    onCreated: (saved) =>
      window.history.replaceState(window.history.state, '', `/create-note?post_id=${saved.id}`),
  });
  const { fields, update } = draft;

  const publishing = usePublish(draft.publish, () => !fields.content.trim());

  return (
    <form className="mx-auto flex max-w-2xl flex-col gap-5 px-4 py-6" onSubmit={publishing.onSubmit}>
      <ScreenTitle title={post ? t('note.editTitle') : t('note.title')} intro={t('note.intro')} />
      <SaveStatusLine status={draft.status} restored={draft.restored} />
      <Field id="note-text" label={t('note.label')} aside={<HinglishToggle target="note-text" />}>
        <textarea
          id="note-text"
          lang={fields.lang}
          rows={8}
          maxLength={NOTE_MAX_LENGTH}
          placeholder={t('note.placeholder')}
          aria-describedby="note-count"
          value={fields.content}
          onChange={(event) => update({ content: event.target.value })}
          className={`${inputClass} text-lg`}
        />
        <p id="note-count" className="mt-1 text-right text-xs text-stone-600">
          {t('note.count', { count: fields.content.length, max: NOTE_MAX_LENGTH })}
        </p>
      </Field>
      <TopicPicker value={fields.categories} onChange={(categories) => update({ categories })} />
      <LanguagePicker fields={fields} onChange={(code) => update({ lang: code })} />
      <PublishBar
        publishing={publishing.publishing}
        error={publishing.error}
        published={post?.status === 'publish'}
        mine="/me?type=notes"
      />
    </form>
  );
}
