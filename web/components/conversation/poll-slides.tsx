import { useI18n } from '#web/i18n/i18n-context.tsx';
import { useIdleModule } from '#web/lib/use-idle-module.ts';
import { loadConversation } from './load.ts';

/** PollWithinModal: a button opening the poll slides, once the conversation chunk is in. */
export function PollSlides() {
  const live = useIdleModule(loadConversation[useI18n().lang]);
  return <div className="min-h-10">{live && <live.PollSlidesButton />}</div>;
}
