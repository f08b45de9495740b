import { useSuspenseQuery } from '@tanstack/react-query';
import { stripTags } from '#common/format.ts';
import { BlockContent } from '#web/components/blocks/block-content.tsx';
import { loadBlocks } from '#web/components/blocks/registry.ts';
import type { ApiClient } from '#web/lib/api-client.ts';
import { useApi } from '#web/lib/api-context.tsx';
import { type HeadContext, notFound, type ScreenContext, type ScreenProps } from '#web/lib/screen.ts';
import { queries } from '#web/queries/keys.ts';

const pageQuery = (api: ApiClient, slug: string) => queries.posts(api, 'pages', { slug: [slug] });

export async function load(ctx: ScreenContext) {
  const result = await ctx.queryClient.ensureQueryData(pageQuery(ctx.api, ctx.params.slug ?? ''));
  const page = result.data[0];
  if (!page) throw notFound();
  await loadBlocks(ctx, page.content.rendered);
}

export function head({ api, queryClient, params, settings }: HeadContext) {
  const page = queryClient.getQueryData(pageQuery(api, params.slug ?? '').queryKey)?.data[0];
  const title = page ? stripTags(page.title.rendered) : '';
  return {
    title,
    description: page ? stripTags(page.content.rendered).slice(0, 160) : undefined,
    canonical: page?.link ?? settings.base_url,
  };
}

export default function Page({ params }: ScreenProps) {
  const page = useSuspenseQuery(pageQuery(useApi(), params.slug ?? '')).data.data[0];
  if (!page) return null;
  return (
    <article className="mx-auto max-w-3xl px-4 py-8">
      <h1
        data-content=""
        className="mb-6 break-words font-serif text-3xl font-bold text-stone-900 md:text-4xl"
        dangerouslySetInnerHTML={{ __html: page.title.rendered }}
      />
      <BlockContent html={page.content.rendered} className="article-body" bodyOf={page.id} />
    </article>
  );
}
