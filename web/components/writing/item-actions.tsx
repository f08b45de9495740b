import type { ApiPost } from '#common/api-types.ts';
import { isEditableItem, isViewableItem } from '#common/writing.ts';
import { pathOf } from '#web/components/post-meta.tsx';
import { MoreIcon } from '#web/components/ui/more-icons.tsx';
import { useI18n } from '#web/i18n/i18n-context.tsx';
import { useSettings } from '#web/lib/use-settings.tsx';
import { useDeleteItem } from '#web/queries/mutations/writing.ts';

/** Where an item is edited: posts in the post-writing screen (spec §2), notes and videos in their own. */
export function editPathOf(post: Pick<ApiPost, 'id' | 'type'>): string | null {
  if (post.type === 'post') return `/me?post_id=${post.id}`;
  if (post.type === 'video') return `/create-video?post_id=${post.id}`;
  if (post.type === 'note') return `/create-note?post_id=${post.id}`;
  return null;
}

const action =
  'inline-flex items-center gap-1 rounded-full border border-stone-300 px-3 py-1 text-sm font-semibold text-stone-800 hover:bg-stone-100';

/**
 * The owner's View, Edit and Delete on one of their items (spec §4, §5, §6): View only for
 * published items, Edit only for a note, an unreviewed post or a draft, Delete after
 * 'Are you sure you want to delete this?'.
 */
export function ItemActions({ post, onDeleted }: { post: ApiPost; onDeleted?: () => void }) {
  const { t } = useI18n();
  const settings = useSettings();
  const deletion = useDeleteItem();
  const edit = isEditableItem(post, settings.exclude_categories.unreviewed) ? editPathOf(post) : null;

  function remove() {
    if (window.confirm(t('items.confirmDelete'))) deletion.mutate(post, { onSuccess: () => onDeleted?.() });
  }
  const error = deletion.error
    ? t('items.deleteFailed', { message: deletion.error instanceof Error ? deletion.error.message : '' })
    : null;

  return (
    <div className="flex flex-wrap items-center gap-2" data-actions-for={post.id}>
      {isViewableItem(post) && (
        <a href={pathOf(post.link)} className={action}>
          {t('items.view')}
        </a>
      )}
      {edit && (
        <a href={edit} className={action}>
          <MoreIcon name="pencil-square" size={16} />
          {t('items.edit')}
        </a>
      )}
      <button type="button" className={action} onClick={remove} disabled={deletion.isPending}>
        <MoreIcon name="trash" size={16} />
        {t('items.delete')}
      </button>
      {error && (
        <p role="alert" className="w-full text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
