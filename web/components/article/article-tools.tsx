import { useEffect, useState } from 'react';
import type { ApiPost } from '#common/api-types.ts';
import { useI18n } from '#web/i18n/i18n-context.tsx';
import { loadOfflineCatalogue } from '#web/i18n/translate.ts';
import type { Player } from '#web/read-aloud/player.tsx';
import { pathOf } from '../post-meta.tsx';
import { Icon } from '../ui/icon.tsx';
import { canSave, isSaved } from './saved-index.ts';
import { pickVoice } from './voices.ts';

const BUTTON =
  'inline-flex items-center gap-1.5 rounded-full border border-stone-300 px-3 py-1.5 text-sm font-medium text-stone-700 hover:bg-stone-100 disabled:opacity-60';

/**
 * Save for reading offline (issue 17 item 2): the work is in web/offline/save-post.ts, loaded
 * on the first tap, so the article page carries only this button.
 */
function SaveButton({ post }: { post: ApiPost }) {
  const { t, lang } = useI18n();
  const path = pathOf(post.link);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState('');
  useEffect(() => {
    let live = true;
    isSaved(path).then(
      (value) => live && setSaved(value),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [path]);
  const toggle = async () => {
    setBusy(true);
    try {
      // its messages come with it (the offline part of the catalogue)
      const [offline] = await Promise.all([import('#web/offline/save-post.ts'), loadOfflineCatalogue(lang)]);
      if (!canSave()) return setNote(t('save.unsupported'));
      await (saved ? offline.removeSaved(path) : offline.savePost(post, lang)).then(
        () => {
          setNote(t(saved ? 'save.removed' : 'save.done'));
          setSaved(!saved);
        },
        () => setNote(t('save.failed')),
      );
    } catch {
      setNote(t('error.generic')); // the saving code itself did not load
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button type="button" className={BUTTON} onClick={toggle} disabled={busy} data-saved={saved}>
        <Icon name="save" size={18} />
        {t(saved ? 'save.saved' : 'save.save')}
        {saved && <span className="sr-only"> – {t('save.savedHint')}</span>}
      </button>
      <span role="status" className="order-last basis-full text-sm text-stone-600 empty:hidden">
        {note}
      </span>
    </>
  );
}

/**
 * Listen (issue 17 item 5): reads the post with the browser's speech synthesis, in a voice of
 * the post's language. Without such a voice there is no button (it stays hidden; the data
 * saver's page script shows it the same way). The player loads with the first tap.
 */
function ListenButton({ post }: { post: ApiPost }) {
  const { t } = useI18n();
  const [voice, setVoice] = useState<SpeechSynthesisVoice>();
  const [player, setPlayer] = useState<typeof Player | null>(null);
  useEffect(() => {
    const synth = window.speechSynthesis;
    if (!synth) return;
    const find = () => setVoice(pickVoice(synth.getVoices(), post.lang));
    find();
    synth.addEventListener?.('voiceschanged', find);
    return () => synth.removeEventListener?.('voiceschanged', find);
  }, [post.lang]);
  const Playing = player;
  return Playing && voice ? (
    <Playing post={post} voice={voice} className={BUTTON} onDone={() => setPlayer(null)} />
  ) : (
    <button
      type="button"
      className={BUTTON}
      hidden={!voice}
      data-listen={post.lang}
      onClick={() => void import('#web/read-aloud/player.tsx').then((m) => setPlayer(() => m.Player))}
    >
      <Icon name="listen" size={18} />
      {t('listen.listen')}
    </button>
  );
}

/** The article's Save and Listen buttons, under its byline. */
export function ArticleTools({ post }: { post: ApiPost }) {
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="article-tools">
      <SaveButton post={post} />
      <ListenButton post={post} />
    </div>
  );
}
