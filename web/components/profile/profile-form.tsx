import { useSuspenseQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import type { Lang, UpdateMeBody } from '#common/api-types.ts';
import { MEMBER_DESCRIPTION_MAX, MEMBER_NAME_MAX } from '#common/limits.ts';
import { Avatar } from '#web/components/ui/avatar.tsx';
import { LanguageRadios, TermOptions } from '#web/components/ui/choices.tsx';
import { useI18n } from '#web/i18n/i18n-context.tsx';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { useApi } from '#web/lib/api-context.tsx';
import { useSession } from '#web/lib/session-context.tsx';
import { useSaveProfile } from '#web/queries/mutations/account.ts';
import { accountQueries } from './account-queries.ts';
import { describedBy, Field, FieldGroup, inputClass, primaryButton } from './field.tsx';

type Status = { kind: 'saved' } | { kind: 'failed'; message: string } | null;

/** The server names the upload `file`; the form shows it at the photo. */
const FIELD_OF_PARAM: Record<string, string> = { file: 'avatar_media' };

/**
 * Name, about, photo, state and interface language (issue 4). A new photo is uploaded
 * through the media endpoint on Save, then set as the avatar in the same save.
 */
export function ProfileForm({ justSaved = false }: { justSaved?: boolean }) {
  const { t, lang } = useI18n();
  const api = useApi();
  const save = useSaveProfile();
  const { updateSession } = useSession();
  const me = useSuspenseQuery(accountQueries.me(api)).data;
  const locations = useSuspenseQuery(accountQueries.locations(api)).data.data;
  const [name, setName] = useState(me.name);
  const [description, setDescription] = useState(me.description);
  const [location, setLocation] = useState(me.location);
  const [language, setLanguage] = useState<Lang>(me.language ?? lang);
  const [photo, setPhoto] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>(justSaved ? { kind: 'saved' } : null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  useEffect(() => {
    if (!photo) return;
    const url = URL.createObjectURL(photo);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [photo]);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setStatus(null);
    setErrors({});
    const body: UpdateMeBody = { name: name.trim(), description, location, language };
    save.mutate(
      { body, photo },
      {
        onSuccess: (saved) => {
          updateSession({ name: saved.name, avatar_url: saved.yka_avatar_url });
          setPhoto(null);
          // Only a language chosen here switches the interface (its `lang` cookie may differ from
          // the stored preference, and saving a name must not change the page's language).
          if (saved.language !== lang && language !== me.language) {
            window.location.assign(`/lang/${saved.language}?next=${encodeURIComponent('/edit?saved=1')}`);
            return;
          }
          setStatus({ kind: 'saved' });
        },
        onError: (error) => {
          if (error instanceof ApiRequestError) {
            setErrors(
              Object.fromEntries(
                Object.entries(error.params).map(([key, text]) => [FIELD_OF_PARAM[key] ?? key, text]),
              ),
            );
          }
          setStatus({ kind: 'failed', message: error instanceof Error ? error.message : t('error.generic') });
        },
      },
    );
  }

  const fieldProps = (id: string, hint = false) => ({
    id,
    'aria-invalid': errors[id] ? true : undefined,
    'aria-describedby': describedBy(id, hint, errors[id]),
  });

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-5" noValidate>
      <Field id="name" label={t('profile.name')} error={errors.name}>
        <input
          {...fieldProps('name')}
          name="name"
          autoComplete="name"
          required
          maxLength={MEMBER_NAME_MAX}
          value={name}
          onChange={(event) => setName(event.target.value)}
          className={inputClass}
        />
      </Field>
      <Field id="description" label={t('profile.description')} error={errors.description}>
        <textarea
          {...fieldProps('description')}
          name="description"
          rows={4}
          maxLength={MEMBER_DESCRIPTION_MAX}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          className={inputClass}
        />
      </Field>
      <Field
        id="avatar_media"
        label={t('profile.avatar')}
        error={errors.avatar_media}
        hint={t('profile.avatarHint')}
      >
        <div className="mt-2 flex items-center gap-4">
          {preview ? (
            <img
              src={preview}
              alt={t('profile.avatarPreview')}
              width={64}
              height={64}
              className="h-16 w-16 rounded-full object-cover"
            />
          ) : (
            <Avatar src={me.yka_avatar_url} name={me.name} size={64} />
          )}
          {/* The native file button speaks the browser's language; this label speaks the site's. */}
          <input
            {...fieldProps('avatar_media', true)}
            type="file"
            name="file"
            accept="image/jpeg,image/png,image/webp"
            onChange={(event) => setPhoto(event.target.files?.[0] ?? null)}
            className="peer sr-only"
          />
          <label
            htmlFor="avatar_media"
            className="cursor-pointer rounded-full border border-stone-300 px-4 py-1.5 text-sm font-semibold text-stone-800 hover:bg-stone-100 peer-focus-visible:ring-2 peer-focus-visible:ring-rose-300"
          >
            {t('profile.avatarChoose')}
          </label>
          {photo && <span className="min-w-0 truncate text-sm text-stone-600">{photo.name}</span>}
        </div>
      </Field>
      <Field id="location" label={t('profile.location')} error={errors.location}>
        <select
          {...fieldProps('location')}
          name="location"
          value={location}
          onChange={(event) => setLocation(Number(event.target.value))}
          className={inputClass}
        >
          <TermOptions terms={locations} none={t('profile.noLocation')} sorted />
        </select>
      </Field>
      <FieldGroup legend={t('profile.language')}>
        <LanguageRadios
          name="language"
          order={['en', 'hi']}
          value={language}
          labels={{ en: t('profile.english'), hi: t('profile.hindi') }}
          onChange={setLanguage}
        />
        {errors.language && <p className="mt-1 text-sm font-semibold text-red-700">{errors.language}</p>}
      </FieldGroup>
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" className={primaryButton} disabled={save.isPending}>
          {save.isPending ? t('profile.saving') : t('profile.save')}
        </button>
        <a href={`/author/${me.slug}`} className="text-sm font-semibold text-rose-800 hover:underline">
          {t('profile.viewProfile')}
        </a>
      </div>
      <p role="status" className="text-sm font-semibold text-emerald-800 empty:hidden">
        {status?.kind === 'saved' ? t('profile.saved') : ''}
      </p>
      <p role="alert" className="text-sm font-semibold text-red-700 empty:hidden">
        {status?.kind === 'failed' ? t('profile.failed', { message: status.message }) : ''}
      </p>
    </form>
  );
}
