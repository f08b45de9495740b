import { describe, expect, it } from 'vitest';
import { contentProblem, holdReason, normaliseCommentText } from './comments.ts';

const regular = { isEditor: false, hasApprovedComment: true };

describe('comment hold rules (decisions §4)', () => {
  it('holds a first comment, 2+ links and moderation words; never an editor', () => {
    expect(holdReason('hello', { isEditor: false, hasApprovedComment: false }, [])).toBe('first_comment');
    expect(holdReason('hello', regular, [])).toBeNull();
    expect(holdReason('one https://a.example link', regular, [])).toBeNull();
    expect(holdReason('https://a.example and https://b.example/x', regular, [])).toBe('links');
    expect(holdReason('Great Betting Tips here', regular, ['betting tips'])).toBe('moderation_words');
    expect(holdReason('nothing to see', regular, ['', '  '])).toBeNull();
    expect(
      holdReason(
        'https://a.example https://b.example casino',
        { isEditor: true, hasApprovedComment: false },
        ['casino'],
      ),
    ).toBeNull();
  });

  it('normalises text: line breaks kept, control characters gone, trimmed', () => {
    expect(normaliseCommentText('  a\r\nb\u0000\u0007\n\nc  ')).toBe('a\nb\n\nc');
    expect(contentProblem('')).toBe('empty');
    expect(contentProblem('क'.repeat(5000))).toBeNull();
    expect(contentProblem('x'.repeat(5001))).toBe('too_long');
  });
});
