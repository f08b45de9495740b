import { speakableText } from './speakable.ts';

export interface Reading {
  pause(): void;
  resume(): void;
  stop(): void;
}

/**
 * Reads a post aloud with the browser's speech synthesis (issue 17 item 5): the title, then
 * the body, queued as short utterances in the voice's language. `onEnd` runs once, when the
 * last one ends or the reading is stopped. Loaded on the first tap of Listen.
 */
export function readAloud(
  { title, html }: { title: string; html: string },
  voice: SpeechSynthesisVoice,
  onEnd: () => void,
): Reading {
  const synth = window.speechSynthesis;
  synth.cancel();
  const texts = speakableText(title, html);
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    onEnd();
  };
  texts.forEach((text, i) => {
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.voice = voice;
    utterance.lang = voice.lang;
    if (i === texts.length - 1) utterance.onend = end;
    // an error (a cancel too: 'interrupted', 'canceled') ends the whole queue
    utterance.onerror = end;
    synth.speak(utterance);
  });
  if (texts.length === 0) end();
  return {
    pause: () => synth.pause(),
    resume: () => synth.resume(),
    stop: () => {
      if (ended) return;
      synth.cancel();
      end();
    },
  };
}
