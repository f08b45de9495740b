import type { Lang } from '#common/api-types.ts';

/** The part of a `SpeechSynthesisVoice` the choice needs. */
interface VoiceLike {
  lang: string;
}

/**
 * The voice that reads a post aloud (decisions 014): for Hindi a hi-IN voice, else any Hindi
 * one; for English an Indian English voice, else any English one. Undefined when the browser
 * has none: then there is no Listen button.
 */
export function pickVoice<V extends VoiceLike>(voices: readonly V[], lang: Lang): V | undefined {
  const tag = (voice: V) => voice.lang.replace('_', '-').toLowerCase();
  return (
    voices.find((voice) => tag(voice) === `${lang}-in`) ??
    voices.find((voice) => tag(voice).split('-')[0] === lang)
  );
}
