/**
 * Hindi typing in Latin letters (decisions 013), word by word: while a Latin word is typed its
 * Devanagari spellings are offered; a space or a punctuation mark writes the chosen one; the
 * arrow keys (or a tap) choose another; Backspace right after gives the Latin word back;
 * Escape keeps it in Latin. Works on any text field inside `root` (a field or a form),
 * controlled by React or not: the text is changed with setRangeText and an `input` event, so
 * React's onChange sees it. Loaded on demand (HinglishToggle), with the transliterator.
 */
import { devanagariChoices } from './transliterate.ts';

type Field = HTMLInputElement | HTMLTextAreaElement;

/** What the choice list shows: the spellings of the word at the caret. */
export interface Choices {
  field: Field;
  /** the word as typed in Latin letters (also the last choice) */
  word: string;
  choices: string[];
  active: number;
  /** false while the word is still being typed, true once a spelling is in the field */
  written: boolean;
}

export interface HinglishTyping {
  /** writes choice `index` in place of the word */
  pick(index: number): void;
  detach(): void;
}

const LATIN_WORD = /[A-Za-z]+$/;
/** What ends a word, as typed (a space, a line break, punctuation of both scripts). */
const ENDS_WORD = /^[\s.,!?;:।॥"'()[\]{}\-/]$/;
const TEXT_INPUT = new Set(['text', 'search', '']);

interface State extends Choices {
  /** where the word starts and ends in the field's value */
  start: number;
  end: number;
  /** just after the separator that wrote it (Backspace there restores the Latin word) */
  after: number;
}

function isField(target: EventTarget | null): target is Field {
  return (
    target instanceof HTMLTextAreaElement ||
    (target instanceof HTMLInputElement && TEXT_INPUT.has(target.getAttribute('type') ?? ''))
  );
}

/** Hindi typing on the text fields inside `root`; `show` gets the choice list to draw, or null. */
export function attachHinglishTyping(
  root: HTMLElement,
  show: (choices: Choices | null) => void,
): HinglishTyping {
  let state: State | null = null;
  /** a word the reader kept in Latin letters (Escape): its field and start */
  let kept: { field: Field; start: number } | null = null;
  let applying = false;

  const publish = (next: State | null) => {
    state = next;
    show(
      next && {
        field: next.field,
        word: next.word,
        choices: next.choices,
        active: next.active,
        written: next.written,
      },
    );
  };

  /** Replaces [start, end) of the field's text, tells React, and puts the caret at `caret`. */
  function replace(field: Field, start: number, end: number, text: string, caret: number) {
    applying = true;
    try {
      field.setRangeText(text, start, end, 'end');
      field.setSelectionRange(caret, caret);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    } finally {
      applying = false;
    }
  }

  /** Writes the active spelling of the word being typed; `separator` is already after it. */
  function write(current: State, separator: number) {
    const choice = current.choices[current.active] ?? current.word;
    const end = current.start + choice.length;
    replace(current.field, current.start, current.end, choice, end + separator);
    publish({ ...current, end, after: end + separator, written: true });
  }

  function onInput(event: Event) {
    const field = event.target;
    if (applying || !isField(field) || (event as InputEvent).isComposing) return;
    const caret = field.selectionStart ?? 0;
    if (caret !== field.selectionEnd) return publish(null);
    const input = event as InputEvent;
    const typed = input.inputType === 'insertLineBreak' ? '\n' : (input.data ?? '');
    const before = field.value.slice(0, caret);
    if (input.inputType?.startsWith('insert') && typed.length === 1 && ENDS_WORD.test(typed)) {
      const word = LATIN_WORD.exec(before.slice(0, -1));
      if (
        word &&
        state &&
        !state.written &&
        state.field === field &&
        state.start === word.index &&
        state.word === word[0]
      )
        return write({ ...state, end: caret - 1 }, 1);
      return publish(null);
    }
    const word = LATIN_WORD.exec(before);
    const atWordEnd = !/^[A-Za-z]/.test(field.value.slice(caret));
    const typing = input.inputType?.startsWith('insert') || input.inputType?.startsWith('delete');
    if (!word || !atWordEnd || !typing || input.inputType === 'insertFromPaste') return publish(null);
    if (kept?.field === field && kept.start === word.index) return publish(null);
    kept = null;
    publish(pending(field, word));
  }

  function pending(field: Field, word: RegExpExecArray): State {
    const latin = word[0];
    const choices = [...devanagariChoices(latin).filter((c) => c !== latin), latin];
    const end = word.index + latin.length;
    return { field, word: latin, choices, active: 0, written: false, start: word.index, end, after: end };
  }

  function onKeyDown(event: KeyboardEvent) {
    const current = state;
    if (!current || event.target !== current.field || event.isComposing) return;
    const field = current.field;
    const caret = field.selectionStart ?? 0;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        const active = (current.active + step + current.choices.length) % current.choices.length;
        if (!current.written) return publish({ ...current, active });
        const choice = current.choices[active]!;
        const end = current.start + choice.length;
        const after = end + (current.after - current.end);
        replace(field, current.start, current.end, choice, after);
        return publish({ ...current, active, end, after });
      }
      case 'Enter':
        // the word being typed is written first; the Enter itself goes on (a search is sent)
        if (!current.written && caret === current.end) write(current, 0);
        return publish(null);
      case 'Escape':
        event.preventDefault();
        event.stopPropagation(); // a dialog around the field stays open
        if (!current.written) kept = { field, start: current.start };
        return publish(null);
      case 'Backspace':
        if (
          current.written &&
          caret === field.selectionEnd &&
          (caret === current.after || caret === current.end)
        ) {
          event.preventDefault();
          const end = current.start + current.word.length;
          replace(field, current.start, caret, current.word, end);
          publish({ ...current, active: 0, end, after: end, written: false });
        }
        return;
      default:
    }
  }

  const close = () => publish(null);
  root.addEventListener('input', onInput);
  root.addEventListener('keydown', onKeyDown);
  root.addEventListener('focusout', close);
  root.addEventListener('pointerdown', close);

  return {
    pick(index) {
      const current = state;
      if (!current || index < 0 || index >= current.choices.length) return;
      current.field.focus();
      if (!current.written) return write({ ...current, active: index }, 0);
      const choice = current.choices[index]!;
      const end = current.start + choice.length;
      const after = end + (current.after - current.end);
      replace(current.field, current.start, current.end, choice, after);
      publish({ ...current, active: index, end, after });
    },
    detach() {
      root.removeEventListener('input', onInput);
      root.removeEventListener('keydown', onKeyDown);
      root.removeEventListener('focusout', close);
      root.removeEventListener('pointerdown', close);
      publish(null);
    },
  };
}
