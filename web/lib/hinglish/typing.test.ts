// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { attachHinglishTyping, type Choices, type HinglishTyping } from './typing.ts';

let typing: HinglishTyping | undefined;
afterEach(() => {
  typing?.detach();
  document.body.innerHTML = '';
});

/** A field with Hindi typing on it, and the choice lists it showed. */
function setUp(tag: 'input' | 'textarea' = 'input') {
  const field = document.createElement(tag);
  document.body.append(field);
  field.focus();
  const shown: (Choices | null)[] = [];
  typing = attachHinglishTyping(field, (choices) => shown.push(choices));
  return { field, shown, last: () => shown.at(-1) ?? null };
}

/** Types as a keyboard does: a key down, the character in at the caret, an input event. */
function type(field: HTMLInputElement | HTMLTextAreaElement, text: string) {
  for (const ch of text) {
    const down = new KeyboardEvent('keydown', { key: ch, bubbles: true, cancelable: true });
    if (!field.dispatchEvent(down)) continue;
    const at = field.selectionStart ?? field.value.length;
    field.setRangeText(ch, at, field.selectionEnd ?? at, 'end');
    field.dispatchEvent(new InputEvent('input', { inputType: 'insertText', data: ch, bubbles: true }));
  }
}

function press(field: HTMLElement, key: string) {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
  const handled = !field.dispatchEvent(event);
  if (!handled && key === 'Backspace') {
    const input = field as HTMLInputElement;
    const at = input.selectionStart ?? 0;
    input.setRangeText('', at - 1, at, 'end');
    input.dispatchEvent(new InputEvent('input', { inputType: 'deleteContentBackward', bubbles: true }));
  }
}

describe('Hindi typing in a text field', () => {
  it('turns each Latin word into Devanagari when a space or punctuation ends it', () => {
    const { field } = setUp();
    type(field, 'shiksha ka adhikar ');
    expect(field.value).toBe('शिक्षा का अधिकार ');
    type(field, 'kisan,');
    expect(field.value).toBe('शिक्षा का अधिकार किसान,');
  });

  it('offers the spellings of the word being typed, the Latin word last', () => {
    const { field, last } = setUp();
    type(field, 'siksha');
    expect(field.value).toBe('siksha');
    expect(last()).toMatchObject({ word: 'siksha', active: 0, written: false });
    expect(last()!.choices[0]).toBe('सिक्षा');
    expect(last()!.choices.at(-1)).toBe('siksha');
  });

  it('writes another spelling chosen with the arrow keys, before and after the space', () => {
    const { field, last } = setUp();
    type(field, 'siksha');
    const wanted = last()!.choices.indexOf('शिक्षा');
    for (let i = 0; i < wanted; i += 1) press(field, 'ArrowDown');
    type(field, ' ');
    expect(field.value).toBe('शिक्षा ');
    press(field, 'ArrowUp');
    expect(field.value).toBe(`${last()!.choices[wanted - 1]} `);
  });

  it('gives the Latin word back on Backspace right after it was written', () => {
    const { field, last } = setUp();
    type(field, 'kisan ');
    expect(field.value).toBe('किसान ');
    press(field, 'Backspace');
    expect(field.value).toBe('kisan');
    expect(last()).toMatchObject({ word: 'kisan', written: false });
    type(field, ' ');
    expect(field.value).toBe('किसान ');
  });

  it('keeps a word in Latin letters after Escape', () => {
    const { field } = setUp();
    type(field, 'Delhi');
    press(field, 'Escape');
    type(field, ' ');
    expect(field.value).toBe('Delhi ');
  });

  it('writes the word being typed on Enter, and lets the Enter through', () => {
    const { field } = setUp();
    type(field, 'vigyan');
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    expect(field.dispatchEvent(enter)).toBe(true);
    expect(field.value).toBe('विज्ञान');
  });

  it('tells React: every change is an input event on the field', () => {
    const { field } = setUp('textarea');
    const seen: string[] = [];
    field.addEventListener('input', () => seen.push(field.value));
    type(field, 'hai ');
    expect(seen.at(-1)).toBe('है ');
  });

  it('leaves pasted text alone', () => {
    const { field, last } = setUp();
    field.value = 'Hello';
    field.setSelectionRange(5, 5);
    field.dispatchEvent(
      new InputEvent('input', { inputType: 'insertFromPaste', data: 'Hello', bubbles: true }),
    );
    expect(last()).toBeNull();
    type(field, ' ');
    expect(field.value).toBe('Hello ');
  });

  it('picks a choice by index, for a tap on the list', () => {
    const { field, last } = setUp();
    type(field, 'shadi');
    const index = last()!.choices.indexOf('शादी');
    typing!.pick(index);
    expect(field.value).toBe('शादी');
    expect(last()).toMatchObject({ written: true, active: index });
  });
});
