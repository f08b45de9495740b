import { useQuery } from '@tanstack/react-query';
import { PollWidget } from '#web/components/conversation/poll-widget.tsx';
import { useI18n } from '#web/i18n/i18n-context.tsx';
import { useApi } from '#web/lib/api-context.tsx';
import type { ScreenContext } from '#web/lib/screen.ts';
import { queries } from '#web/queries/keys.ts';
import { blockId, prefetchBlock } from './block-load.ts';
import type { BlockProps } from './registry.ts';

/** `<div data-yka-block="poll" data-id="12">`: a poll by its numeric id (spec §2). */
const pollId = (attrs: Record<string, string>) => blockId(attrs, 'id');

export const load = (ctx: ScreenContext, attrs: Record<string, string>) =>
  prefetchBlock(ctx, pollId(attrs), queries.poll);

export default function PollBlock({ attrs }: BlockProps) {
  const { lang } = useI18n();
  const id = pollId(attrs);
  const found = useQuery({ ...queries.poll(useApi(), id), enabled: id > 0 }).data;
  if (!found) return null;
  return (
    <div className="not-prose my-6">
      <PollWidget pollId={id} lang={lang} />
    </div>
  );
}
