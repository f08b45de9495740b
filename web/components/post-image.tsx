import type { ApiPost } from '#common/api-types.ts';
import { useDataSaver } from '#web/lib/data-saver.ts';

/**
 * The featured image with srcset, sizes and intrinsic size; lazy unless it is above the fold.
 * With the data saver on (decisions 014), an article's picture (`tapToLoad`) waits for a tap
 * and a card shows none.
 */
export function PostImage({
  post,
  sizes,
  eager = false,
  className = '',
  tapToLoad = false,
}: {
  post: ApiPost;
  sizes: string;
  eager?: boolean;
  className?: string;
  tapToLoad?: boolean;
}) {
  const saver = useDataSaver();
  if (!post.featured_image) return null;
  if (saver) return tapToLoad ? <saver.PicturePlaceholder post={post} className={className} /> : null;
  return (
    <img
      src={post.featured_image}
      srcSet={post.featured_image_srcset || undefined}
      sizes={sizes}
      width={post.featured_image_width || undefined}
      height={post.featured_image_height || undefined}
      alt=""
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={eager ? 'high' : undefined}
      className={`h-auto w-full bg-stone-200 object-cover ${className}`}
    />
  );
}
