import type { ApiPost } from '#common/api-types.ts';

/** The featured image with srcset, sizes and intrinsic size; lazy unless it is above the fold. */
export function PostImage({
  post,
  sizes,
  eager = false,
  className = '',
}: {
  post: ApiPost;
  sizes: string;
  eager?: boolean;
  className?: string;
}) {
  if (!post.featured_image) return null;
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
