// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { draftKey, type LocalDraft, readDraft, removeDraft, sameFields, writeDraft } from './draft-store.ts';

const draft: LocalDraft = {
  title: 'मेरी पहली कहानी',
  content: '<p>गाँव की सुबह</p>',
  categories: [3, 5],
  locations: [40],
  featured: { id: 9, url: '/wp-content/uploads/a.webp' },
  lang: 'hi',
  langChosen: false,
  postId: null,
  editedAt: 1,
  synced: false,
  draftKey: 'k1-abcdefgh',
};

describe('the local draft copy', () => {
  beforeEach(() => window.localStorage.clear());

  it('keeps a draft per writer, kind and item until removed', () => {
    const key = draftKey(7, 'post', null);
    expect(key).toBe('awaaz_draft_7_post_new');
    writeDraft(key, draft);
    expect(readDraft(key)).toEqual(draft);
    expect(readDraft(draftKey(8, 'post', null))).toBeNull();
    removeDraft(key);
    expect(readDraft(key)).toBeNull();
  });

  it('reads garbage as nothing and repairs odd fields', () => {
    window.localStorage.setItem('x', '{not json');
    expect(readDraft('x')).toBeNull();
    window.localStorage.setItem('y', JSON.stringify({ title: 't', content: 'c', categories: ['a', 2] }));
    expect(readDraft('y')).toMatchObject({ categories: [2], lang: 'en', postId: null, synced: false });
  });

  it('compares what would be saved', () => {
    expect(sameFields(draft, { ...draft, editedAt: 5 } as LocalDraft)).toBe(true);
    expect(sameFields(draft, { ...draft, content: '<p>शाम</p>' })).toBe(false);
    expect(sameFields(draft, { ...draft, featured: null })).toBe(false);
    expect(sameFields(draft, { ...draft, videoUrl: 'https://youtu.be/aqz-KE-bpKQ' })).toBe(false);
    expect(sameFields({ ...draft, videoUrl: '' }, draft)).toBe(true);
  });

  it("keeps a video's link, and only a string", () => {
    const key = draftKey(7, 'video', 12);
    expect(key).toBe('awaaz_draft_7_video_12');
    writeDraft(key, { ...draft, videoUrl: 'https://vimeo.com/76979871' });
    expect(readDraft(key)?.videoUrl).toBe('https://vimeo.com/76979871');
    window.localStorage.setItem(key, JSON.stringify({ title: 't', content: '', videoUrl: 42 }));
    expect(readDraft(key)).not.toHaveProperty('videoUrl');
  });
});
