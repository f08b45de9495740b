import { useEffect, useId, useRef, useState } from 'react';
import { useI18n } from '#web/i18n/i18n-context.tsx';
import type { Choices, HinglishTyping } from '#web/lib/hinglish/typing.ts';

/** The reader's choice, kept for every field that offers it. */
const STORAGE_KEY = 'awaaz:hinglish-typing';

const loadTyping = () => import('#web/lib/hinglish/typing.ts');

/**
 * The अ/A button beside a text field (decisions 013): while it is on, words typed in Latin
 * letters turn into Devanagari, with a list of other spellings under the field. `target` is
 * the id of the field, or of a form whose text fields all get it. The typing code and the
 * transliterator load on the first switch-on, so pages pay nothing until then.
 */
export function HinglishToggle({ target, className = '' }: { target: string; className?: string }) {
  const { t } = useI18n();
  const [on, setOn] = useState(false);
  const [choices, setChoices] = useState<Choices | null>(null);
  const typing = useRef<HinglishTyping | null>(null);
  const listId = useId();

  // The stored choice is read after hydration: the server rendered the button off.
  useEffect(() => {
    try {
      if (localStorage.getItem(STORAGE_KEY) === 'on') setOn(true);
    } catch {
      // storage refused (private mode): the button starts off
    }
  }, []);

  useEffect(() => {
    if (!on) return;
    let live = true;
    loadTyping().then(
      ({ attachHinglishTyping }) => {
        const root = document.getElementById(target);
        if (live && root) typing.current = attachHinglishTyping(root, setChoices);
      },
      (error: unknown) => {
        console.info('chunk failed', error);
        if (live) setOn(false);
      },
    );
    return () => {
      live = false;
      typing.current?.detach();
      typing.current = null;
    };
  }, [on, target]);

  function toggle() {
    const next = !on;
    setOn(next);
    try {
      localStorage.setItem(STORAGE_KEY, next ? 'on' : 'off');
    } catch {
      // the choice lasts for this page only
    }
    const root = document.getElementById(target);
    (root instanceof HTMLFormElement ? root.querySelector<HTMLElement>('input, textarea') : root)?.focus();
  }

  return (
    <>
      <button
        type="button"
        aria-pressed={on}
        title={t('hinglish.hint')}
        onClick={toggle}
        className={`shrink-0 rounded-full border px-2.5 py-1.5 text-sm font-semibold ${
          on
            ? 'border-rose-700 bg-rose-700 text-white'
            : 'border-stone-300 bg-white text-stone-700 hover:border-rose-700'
        } ${className}`}
      >
        {/* The accessible name starts with the visible text (axe label-content-name-mismatch). */}
        अ/A<span className="sr-only"> – {t('hinglish.toggle')}</span>
      </button>
      {choices && <ChoiceList id={listId} choices={choices} pick={(i) => typing.current?.pick(i)} />}
    </>
  );
}

/**
 * The spellings of the word at the caret, in a strip under the field: fixed to the window,
 * but beside the button in the page (inside its landmark, and its dialog when there is one).
 */
function ChoiceList({ id, choices, pick }: { id: string; choices: Choices; pick: (index: number) => void }) {
  const { t } = useI18n();
  const box = choices.field.getBoundingClientRect();
  const top = Math.min(box.bottom + 4, window.innerHeight - 56);
  const left = Math.max(8, Math.min(box.left, window.innerWidth - 320));
  return (
    <div
      className="fixed z-50 max-w-[calc(100vw-16px)] rounded-xl border border-stone-300 bg-white p-1 shadow-lg"
      style={{ top, left }}
    >
      <fieldset id={id} className="flex flex-wrap gap-1">
        <legend className="sr-only">{t('hinglish.choices')}</legend>
        {choices.choices.map((choice, i) => (
          <button
            key={choice}
            type="button"
            tabIndex={-1}
            aria-pressed={i === choices.active}
            data-content=""
            translate="no"
            lang={i === choices.choices.length - 1 ? 'en' : 'hi'}
            // the field keeps the focus (and the keyboard stays open on a phone)
            onPointerDown={(event) => event.preventDefault()}
            onClick={() => pick(i)}
            className={`min-h-10 rounded-lg px-3 py-2 text-base ${
              i === choices.active ? 'bg-rose-700 text-white' : 'text-stone-900 hover:bg-stone-100'
            }`}
          >
            {choice}
          </button>
        ))}
      </fieldset>
      <p className="px-2 pb-1 text-xs text-stone-600">{t('hinglish.hint')}</p>
    </div>
  );
}
