import { primaryButton, secondaryButton } from '#web/components/profile/field.tsx';
import { useI18n } from '#web/i18n/i18n-context.tsx';

/**
 * The foot of a writing form: the publish error, a notice, Publish (Update once published,
 * 'Publishing…' while it sends) and the way to the writer's items.
 */
export function PublishBar({
  publishing,
  error,
  published,
  notice,
  mine,
}: {
  publishing: boolean;
  error: string | null;
  published: boolean;
  notice?: string;
  /** the writer's list of this kind of item */
  mine: string;
}) {
  const { t } = useI18n();
  return (
    <>
      <p role="alert" className="text-sm font-semibold text-red-700 empty:hidden">
        {error ?? ''}
      </p>
      {notice && <p className="text-sm text-stone-600">{notice}</p>}
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={primaryButton} disabled={publishing}>
          {publishing ? t('write.publishing') : published ? t('write.update') : t('write.publish')}
        </button>
        <a href={mine} className={secondaryButton}>
          {t('mine.title')}
        </a>
      </div>
    </>
  );
}
