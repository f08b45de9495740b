import { useSuspenseQuery } from '@tanstack/react-query';
import { isEditableItem } from '#common/writing.ts';
import { pathOf } from '#web/components/post-meta.tsx';
import { secondaryButton } from '#web/components/profile/field.tsx';
import { membersHead } from '#web/components/sign-in-required.tsx';
import { MessageScreen } from '#web/components/ui/screen-parts.tsx';
import { loadWritingScreen } from '#web/components/writing/load-writing.ts';
import { VideoForm } from '#web/components/writing/video-form.tsx';
import { writingQueries } from '#web/components/writing/writing-queries.ts';
import { InBrowser, WritingScreen } from '#web/components/writing/writing-screen.tsx';
import { useI18n } from '#web/i18n/i18n-context.tsx';
import { useApi } from '#web/lib/api-context.tsx';
import type { ScreenProps } from '#web/lib/screen.ts';
import { useSettings } from '#web/lib/use-settings.tsx';

export const head = membersHead('screen.createVideo');

export const load = loadWritingScreen({ edits: 'videos', locations: true });

/** A reviewed video is no longer its writer's to change (spec §5); editors may still. */
function NoLongerEditable({ link }: { link: string }) {
  const { t } = useI18n();
  return (
    <MessageScreen title={t('video.editTitle')} body={t('write.cannotEdit')}>
      <a href={pathOf(link)} className={secondaryButton}>
        {t('items.view')}
      </a>
      <a href="/me?type=videos" className={secondaryButton}>
        {t('mine.title')}
      </a>
    </MessageScreen>
  );
}

function EditVideo({ userId, id, editor }: { userId: number; id: number; editor: boolean }) {
  const api = useApi();
  const settings = useSettings();
  const post = useSuspenseQuery(writingQueries.item(api, 'videos', id)).data;
  useSuspenseQuery(writingQueries.topics(api));
  if (!editor && !isEditableItem(post, settings.exclude_categories.unreviewed))
    return <NoLongerEditable link={post.link} />;
  return (
    <InBrowser>
      <VideoForm key={id} userId={userId} post={post} />
    </InBrowser>
  );
}

function NewVideo({ userId }: { userId: number }) {
  // Prefetched by load(); read here so the form never suspends half-way.
  useSuspenseQuery(writingQueries.topics(useApi()));
  return (
    <InBrowser>
      <VideoForm userId={userId} post={null} />
    </InBrowser>
  );
}

/** Add a video (`/create-video`, `?post_id=` edits one; issue 12). */
export default function CreateVideo({ search }: ScreenProps) {
  return (
    <WritingScreen
      search={search}
      create={(session) => <NewVideo userId={session.id} />}
      edit={(session, id) => <EditVideo userId={session.id} id={id} editor={session.role !== 'subscriber'} />}
    />
  );
}
