import { useState } from 'react';
import type { ApiPost } from '#common/api-types.ts';
import { stripTags } from '#common/format.ts';
import { parseVideoUrl, videoEmbedUrl } from '#common/video.ts';
import { ArticleView } from '#web/components/article/article-view.tsx';
import { itemHead, loadItem, useItem } from '#web/components/article/load-item.ts';
import { PostImage } from '#web/components/post-image.tsx';
import { Icon } from '#web/components/ui/icon.tsx';
import { useI18n } from '#web/i18n/i18n-context.tsx';
import { rich } from '#web/i18n/rich.tsx';
import type { ScreenContext, ScreenProps } from '#web/lib/screen.ts';

export const load = (ctx: ScreenContext) => loadItem(ctx, 'videos', ctx.params.slug ?? '');

export const head = itemHead('videos');

/** A light facade: the poster and a play button; the player loads only on click (decisions §2). */
function VideoFacade({ post }: { post: ApiPost }) {
  const { t } = useI18n();
  const [playing, setPlaying] = useState(false);
  const video = parseVideoUrl(post.video_url);
  const src = video ? videoEmbedUrl(video) : null;
  const title = stripTags(post.title.rendered);
  if (playing && src) {
    return (
      <iframe
        src={src}
        title={title}
        className="aspect-video w-full rounded-xl"
        allow="accelerometer; autoplay; encrypted-media; picture-in-picture"
        allowFullScreen
      />
    );
  }
  return (
    <button
      type="button"
      onClick={() => (src ? setPlaying(true) : window.open(post.video_url, '_blank', 'noopener'))}
      className="group relative block aspect-video w-full overflow-hidden rounded-xl bg-stone-900"
    >
      <span className="sr-only">
        {rich(t, 'video.play', {
          title: (
            <span lang={post.lang} data-content="">
              {title}
            </span>
          ),
        })}
      </span>
      <PostImage
        post={post}
        sizes="(min-width: 768px) 720px, 100vw"
        eager
        className="aspect-video opacity-90"
      />
      <span className="absolute inset-0 flex items-center justify-center">
        <span className="flex h-16 w-16 items-center justify-center rounded-full bg-rose-700 text-white shadow-lg group-hover:scale-105">
          <Icon name="play" size={32} />
        </span>
      </span>
    </button>
  );
}

export default function SingleVideo({ params }: ScreenProps) {
  const post = useItem('videos', params);
  if (!post) return null;
  return (
    <ArticleView post={post} showImage={false}>
      <div className="mt-6">
        <VideoFacade post={post} />
      </div>
    </ArticleView>
  );
}
