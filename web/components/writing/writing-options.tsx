import { useSuspenseQuery } from '@tanstack/react-query';
import { type ReactNode, useRef, useState } from 'react';
import type { ApiTerm, Lang } from '#common/api-types.ts';
import { termName } from '#common/l10n.ts';
import { POST_TITLE_MAX } from '#common/limits.ts';
import { featuredSize } from '#common/media.ts';
import { accountQueries } from '#web/components/profile/account-queries.ts';
import { Field, FieldGroup, inputClass, secondaryButton } from '#web/components/profile/field.tsx';
import { LanguageRadios, TermOptions } from '#web/components/ui/choices.tsx';
import { useI18n } from '#web/i18n/i18n-context.tsx';
import { useApi } from '#web/lib/api-context.tsx';
import { useSettings } from '#web/lib/use-settings.tsx';
import { uploadImage } from '#web/queries/mutations/writing.ts';
import type { DraftFields } from './draft-store.ts';
import { writingQueries } from './writing-queries.ts';

export const MAX_TOPICS = 3;

/** Topics a writer may pick: not the moderation categories, not the prompt category. */
export function useWritableTopics(): ApiTerm[] {
  const settings = useSettings();
  const topics = useSuspenseQuery(writingQueries.topics(useApi())).data.data;
  const reserved = new Set([
    settings.exclude_categories.unlisted,
    settings.exclude_categories.unreviewed,
    settings.prompt_category,
  ]);
  return topics.filter((term) => !reserved.has(term.id));
}

/** Topic chips (checkboxes), at most three. */
export function TopicPicker({
  value,
  onChange,
  hint = 'write.topicsHint',
}: {
  value: number[];
  onChange: (ids: number[]) => void;
  hint?: 'write.topicsHint' | 'video.topicsHint';
}) {
  const { t, lang } = useI18n();
  const topics = useWritableTopics();
  return (
    <FieldGroup legend={t('write.topics')}>
      <p className="mt-1 text-xs text-stone-600">{t(hint)}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        {topics.map((term) => {
          const checked = value.includes(term.id);
          return (
            <label
              key={term.id}
              className={`cursor-pointer rounded-full border px-3 py-1 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-rose-300 ${
                checked
                  ? 'border-rose-700 bg-rose-700 text-white'
                  : 'border-stone-300 text-stone-800 hover:border-rose-700'
              } ${!checked && value.length >= MAX_TOPICS ? 'opacity-50' : ''}`}
            >
              <input
                type="checkbox"
                className="sr-only"
                checked={checked}
                disabled={!checked && value.length >= MAX_TOPICS}
                onChange={() =>
                  onChange(checked ? value.filter((id) => id !== term.id) : [...value, term.id])
                }
              />
              {termName(term, lang)}
            </label>
          );
        })}
      </div>
    </FieldGroup>
  );
}

/** One state or union territory (the State Feed reads it, decisions §5). */
export function LocationPicker({ value, onChange }: { value: number[]; onChange: (ids: number[]) => void }) {
  const { t } = useI18n();
  const locations = useSuspenseQuery(accountQueries.locations(useApi())).data.data;
  return (
    <Field id="write-location" label={t('write.location')}>
      <select
        id="write-location"
        value={value[0] ?? 0}
        onChange={(event) => {
          const id = Number(event.target.value);
          onChange(id ? [id] : []);
        }}
        className={inputClass}
      >
        <TermOptions terms={locations} none={t('write.noLocation')} sorted />
      </select>
    </Field>
  );
}

/** The language of the text: detected while typing until the writer picks one. */
export function LanguagePicker({
  fields,
  onChange,
  legend = 'write.language',
}: {
  fields: DraftFields;
  onChange: (lang: Lang) => void;
  legend?: 'write.language' | 'video.language';
}) {
  const { t } = useI18n();
  return (
    <FieldGroup legend={t(legend)}>
      <LanguageRadios
        name="write-lang"
        order={['hi', 'en']}
        value={fields.lang}
        labels={{ en: t('write.english'), hi: t('write.hindi') }}
        onChange={onChange}
      />
      {!fields.langChosen && <p className="mt-1 text-xs text-stone-600">{t('write.languageDetected')}</p>}
    </FieldGroup>
  );
}

/** The accepted image types of an upload field (the server decides by decoding, decisions §6). */
const IMAGE_TYPES = 'image/jpeg,image/png,image/webp,image/gif,image/avif';

/**
 * A picked image is uploaded at once, so the draft only holds its id (the cover of a story,
 * the thumbnail of a video). `input` is the file field to reset after each pick.
 */
function useImageUpload(
  onChange: (featured: DraftFields['featured']) => void,
  onError: (message: string) => void,
) {
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);

  async function pick(file: File | undefined) {
    if (!file) return;
    setUploading(true);
    try {
      const item = await uploadImage(file);
      onChange({ id: item.id, url: featuredSize(item).source_url });
    } catch (error) {
      onError(error instanceof Error ? error.message : String(error));
    } finally {
      setUploading(false);
      if (input.current) input.current.value = '';
    }
  }

  return { input, uploading, pick };
}

/**
 * A picture field: its label, what shows the picture (`children`), a button that picks a file
 * (uploaded at once), one that removes the picture, and the hint the file field names.
 */
export function ImageField({
  id,
  label,
  value,
  onChange,
  onError,
  text,
  children,
}: {
  id: string;
  label: string;
  value: DraftFields['featured'];
  onChange: (featured: DraftFields['featured']) => void;
  onError: (message: string) => void;
  text: { choose: string; change: string; remove: string; hint: string };
  children: ReactNode;
}) {
  const { t } = useI18n();
  const { input, uploading, pick } = useImageUpload(onChange, onError);
  return (
    <div>
      <span className="block text-sm font-semibold text-stone-800">{label}</span>
      {children}
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <input
          ref={input}
          id={id}
          type="file"
          accept={IMAGE_TYPES}
          aria-describedby={`${id}-hint`}
          className="peer sr-only"
          onChange={(event) => void pick(event.target.files?.[0])}
        />
        <label
          htmlFor={id}
          className={`${secondaryButton} cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-rose-300`}
        >
          {value ? text.change : text.choose}
        </label>
        {value && (
          <button type="button" className={secondaryButton} onClick={() => onChange(null)}>
            {text.remove}
          </button>
        )}
        {uploading && (
          <span role="status" className="text-sm text-stone-600">
            {t('write.imageUploading')}
          </span>
        )}
      </div>
      <p id={`${id}-hint`} className="mt-1 text-xs text-stone-600">
        {text.hint}
      </p>
    </div>
  );
}

/** The cover image of a story. */
export function FeaturedImagePicker({
  value,
  onChange,
  onError,
}: {
  value: DraftFields['featured'];
  onChange: (featured: DraftFields['featured']) => void;
  onError: (message: string) => void;
}) {
  const { t } = useI18n();
  return (
    <ImageField
      id="write-featured"
      label={t('write.featured')}
      value={value}
      onChange={onChange}
      onError={onError}
      text={{
        choose: t('write.featuredChoose'),
        change: t('write.featuredChange'),
        remove: t('write.featuredRemove'),
        hint: t('write.featuredHint'),
      }}
    >
      {value && (
        <img
          src={value.url}
          alt={t('write.featuredAlt')}
          className="mt-2 aspect-video w-full rounded-lg bg-stone-200 object-cover"
        />
      )}
    </ImageField>
  );
}

/** A story's or a video's title: a textarea so a long title wraps on a phone, kept to one line of text. */
export function TitleInput({
  id,
  placeholder,
  value,
  onChange,
  className,
}: {
  id: string;
  placeholder: string;
  value: string;
  onChange: (title: string) => void;
  className: string;
}) {
  return (
    <textarea
      id={id}
      rows={1}
      maxLength={POST_TITLE_MAX}
      placeholder={placeholder}
      value={value}
      onChange={(event) => onChange(event.target.value.replace(/\n/g, ' '))}
      className={className}
    />
  );
}
