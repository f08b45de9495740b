import { useEffect, useRef, useState } from 'react';
import type { ApiPost } from '#common/api-types.ts';
import { useI18n } from '#web/i18n/i18n-context.tsx';
import { type Reading, readAloud } from './speak.ts';

/**
 * The reading under way (issue 17 item 5): Pause or Resume, and Stop. It starts reading when
 * it appears (the tap on Listen loaded it) and stops when it goes; `onDone` gives Listen back.
 */
export function Player({
  post,
  voice,
  className,
  onDone,
}: {
  post: ApiPost;
  voice: SpeechSynthesisVoice;
  className: string;
  onDone: () => void;
}) {
  const { t } = useI18n();
  const [paused, setPaused] = useState(false);
  const reading = useRef<Reading | null>(null);
  const done = useRef(onDone);
  done.current = onDone;
  useEffect(() => {
    const current = readAloud({ title: post.title.rendered, html: post.content.rendered }, voice, () =>
      done.current(),
    );
    reading.current = current;
    return () => current.stop();
  }, [post, voice]);
  return (
    <>
      <button
        type="button"
        className={className}
        onClick={() => {
          if (paused) reading.current?.resume();
          else reading.current?.pause();
          setPaused(!paused);
        }}
      >
        {t(paused ? 'listen.resume' : 'listen.pause')}
      </button>
      <button type="button" className={className} onClick={() => reading.current?.stop()}>
        {t('listen.stop')}
      </button>
    </>
  );
}
