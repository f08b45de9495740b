import { useState } from 'react';
import type { ApiPost, WriteBody } from '#common/api-types.ts';
import { stripTags } from '#common/format.ts';
import { completeVideoUrl, parseVideoUrl, providerThumbnail, type VideoRef } from '#common/video.ts';
import { Field, inputClass } from '#web/components/profile/field.tsx';
import { Icon } from '#web/components/ui/icon.tsx';
import { useI18n } from '#web/i18n/i18n-context.tsx';
import type { DraftFields } from './draft-store.ts';
import { PublishBar } from './publish-bar.tsx';
import { RichEditor } from './rich-editor.tsx';
import { SaveStatusLine } from './save-status.tsx';
import { useDraft } from './use-draft.ts';
import { usePublish } from './use-publish.ts';
import { ImageField, LanguagePicker, LocationPicker, TitleInput, TopicPicker } from './writing-options.tsx';

/** The video a typed link names, with a missing `https://` added, or null. */
export function videoOfInput(typed: string | undefined): VideoRef | null {
  return parseVideoUrl(completeVideoUrl(typed ?? ''));
}

/**
 * What readers see before they press play: the writer's own picture, else YouTube's still
 * for the video, else (Vimeo, whose pictures need its API) the dark box of the facade.
 */
function ThumbnailPicker({
  video,
  value,
  onChange,
  onError,
}: {
  video: VideoRef | null;
  value: DraftFields['featured'];
  onChange: (featured: DraftFields['featured']) => void;
  onError: (message: string) => void;
}) {
  const { t } = useI18n();
  const still = video ? providerThumbnail(video) : null;
  const shown = value ? { src: value.url, srcset: '' } : still;
  // A picture that does not load (a removed video, no network) leaves the dark box.
  const [broken, setBroken] = useState<string | null>(null);
  const caption = value
    ? t('video.thumbnailOwn')
    : still
      ? t('video.thumbnailFromYoutube')
      : video
        ? t('video.thumbnailVimeo')
        : t('video.thumbnailNeedsLink');
  return (
    <ImageField
      id="video-thumbnail"
      label={t('video.thumbnail')}
      value={value}
      onChange={onChange}
      onError={onError}
      text={{
        choose: t('video.thumbnailUpload'),
        change: t('video.thumbnailChange'),
        remove: still ? t('video.thumbnailUseYoutube') : t('video.thumbnailRemove'),
        hint: t('video.thumbnailHint'),
      }}
    >
      <div className="relative mt-2 aspect-video w-full overflow-hidden rounded-lg bg-stone-800">
        {shown && broken !== shown.src && (
          <img
            src={shown.src}
            srcSet={shown.srcset || undefined}
            sizes="(min-width: 768px) 360px, 100vw"
            alt={t('video.thumbnailAlt')}
            data-testid="video-thumbnail"
            onError={() => setBroken(shown.src)}
            className="h-full w-full object-cover"
          />
        )}
        <span aria-hidden="true" className="absolute inset-0 flex items-center justify-center">
          <span className="flex h-12 w-12 items-center justify-center rounded-full bg-rose-700 text-white shadow-lg">
            <Icon name="play" size={24} />
          </span>
        </span>
      </div>
      <p className="mt-2 text-sm text-stone-600">{caption}</p>
    </ImageField>
  );
}

/**
 * Add a video (issue 12): a YouTube or Vimeo link checked as it is typed, its picture, a
 * title and a rich-text description, topics, state and language, kept as a draft like a
 * story, then published (a new member's first one goes to review).
 */
export function VideoForm({ userId, post }: { userId: number; post: ApiPost | null }) {
  const { t, lang } = useI18n();
  const toBody = (fields: DraftFields): WriteBody => {
    const url = completeVideoUrl(fields.videoUrl ?? '');
    return {
      type: 'video',
      title: fields.title,
      content: fields.content,
      // A half-typed link is kept on the device only: the server refuses what names no video.
      video_url: parseVideoUrl(url) ? url : '',
      categories: fields.categories,
      locations: fields.locations,
      featured_media: fields.featured?.id ?? 0,
      lang: fields.lang,
    };
  };
  const draft = useDraft({
    userId,
    kind: 'video',
    post,
    empty: {
      title: '',
      content: '',
      categories: [],
      locations: [],
      featured: null,
      lang,
      langChosen: false,
      videoUrl: '',
    },
    toBody,
    onCreated: (saved) =>
      window.history.replaceState(window.history.state, '', `/create-video?post_id=${saved.id}`),
  });
  const { fields, update } = draft;
  const typed = fields.videoUrl ?? '';
  const video = videoOfInput(typed);
  const invalid = typed.trim() !== '' && !video;

  const publishing = usePublish(
    draft.publish,
    () => !fields.title.trim() && !stripTags(fields.content).trim(),
    () => (video ? null : t(invalid ? 'video.urlInvalid' : 'video.urlMissing')),
  );

  const urlMessage = invalid
    ? t('video.urlInvalid')
    : video
      ? t(video.provider === 'youtube' ? 'video.urlYoutube' : 'video.urlVimeo')
      : t('video.urlHint');

  return (
    <form
      noValidate
      className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-6"
      onSubmit={publishing.onSubmit}
    >
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold text-stone-900">
          {post ? t('video.editTitle') : t('video.createTitle')}
        </h1>
        <p className="text-sm text-stone-600">{t('video.intro')}</p>
        <SaveStatusLine status={draft.status} restored={draft.restored} />
      </div>
      <div className="grid gap-6 md:grid-cols-2">
        <div className="flex flex-col gap-5">
          <Field id="video-url" label={t('video.urlLabel')}>
            <input
              id="video-url"
              type="url"
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              placeholder="https://www.youtube.com/watch?v=…"
              value={typed}
              aria-invalid={invalid || undefined}
              aria-describedby="video-url-message"
              onChange={(event) => update({ videoUrl: event.target.value })}
              // A phone keyboard's Go after pasting must not publish the video half-made.
              onKeyDown={(event) => {
                if (event.key === 'Enter') event.preventDefault();
              }}
              className={`${inputClass} ${invalid ? 'border-red-700' : ''}`}
            />
            <p
              id="video-url-message"
              aria-live="polite"
              data-state={invalid ? 'invalid' : video ? 'valid' : 'empty'}
              className={`mt-1 text-sm ${
                invalid ? 'font-semibold text-red-700' : video ? 'text-emerald-800' : 'text-xs text-stone-600'
              }`}
            >
              {urlMessage}
            </p>
          </Field>
          <div lang={fields.lang}>
            <label htmlFor="video-title" className="block text-sm font-semibold text-stone-800" lang={lang}>
              {t('write.titleLabel')}
            </label>
            <TitleInput
              id="video-title"
              placeholder={t('video.titlePlaceholder')}
              value={fields.title}
              onChange={(title) => update({ title })}
              className={`${inputClass} resize-none [field-sizing:content] text-lg font-semibold`}
            />
          </div>
        </div>
        <ThumbnailPicker
          video={video}
          value={fields.featured}
          onChange={(featured) => update({ featured })}
          onError={publishing.setError}
        />
      </div>
      <div lang={fields.lang}>
        <span className="block text-sm font-semibold text-stone-800" lang={lang}>
          {t('video.description')}
        </span>
        <div className="mt-1 rounded-lg border border-stone-300 px-3 focus-within:border-rose-700">
          <RichEditor
            initialHtml={fields.content}
            lang={fields.lang}
            label={t('video.description')}
            placeholder={t('video.descriptionPlaceholder')}
            minHeight="min-h-32"
            onChange={(content) => update({ content })}
            onError={publishing.setError}
          />
        </div>
      </div>
      <div className="grid gap-6 border-t border-stone-200 pt-6 md:grid-cols-2">
        <TopicPicker
          value={fields.categories}
          hint="video.topicsHint"
          onChange={(categories) => update({ categories })}
        />
        <div className="flex flex-col gap-5">
          <LocationPicker value={fields.locations} onChange={(locations) => update({ locations })} />
          <LanguagePicker
            fields={fields}
            legend="video.language"
            onChange={(code) => update({ lang: code })}
          />
        </div>
      </div>
      <PublishBar
        publishing={publishing.publishing}
        error={publishing.error}
        published={post?.status === 'publish'}
        notice={t('video.reviewNotice')}
        mine="/me?type=videos"
      />
    </form>
  );
}
