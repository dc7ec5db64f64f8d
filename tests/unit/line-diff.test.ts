import { diffLines, hasChanges, withContext } from '@shared/line-diff';
import { describe, expect, it } from 'vitest';

const marks = (before: string, after: string) =>
  diffLines(before, after).map(
    (l) => `${l.kind === 'added' ? '+' : l.kind === 'removed' ? '-' : ' '}${l.text}`,
  );

describe('diffLines', () => {
  it('marks unchanged, removed and added lines in order', () => {
    expect(marks('a\nb\nc\nd', 'a\nc\nx\nd')).toEqual([' a', '-b', ' c', '+x', ' d']);
  });

  it('shows a changed line as the old one removed and the new one added', () => {
    expect(marks('# Title\nOld text\nEnd', '# Title\nNew text\nEnd')).toEqual([
      ' # Title',
      '-Old text',
      '+New text',
      ' End',
    ]);
  });

  it('handles empty texts and identical texts', () => {
    expect(marks('', 'one\ntwo')).toEqual(['+one', '+two']);
    expect(marks('one', '')).toEqual(['-one']);
    expect(hasChanges(diffLines('same\ntext', 'same\r\ntext'))).toBe(false);
    expect(hasChanges(diffLines('a', 'b'))).toBe(true);
  });

  it('keeps the longest common lines when lines move', () => {
    const result = marks('a\nb\nc\nd\ne', 'b\nc\na\nd\ne');
    expect(result.filter((l) => l.startsWith(' '))).toHaveLength(4);
    expect(result).toContain('-a');
    expect(result).toContain('+a');
  });

  it('falls back to all removed then all added for a huge middle part', () => {
    const before = Array.from({ length: 2500 }, (_, i) => `old ${i}`).join('\n');
    const after = Array.from({ length: 2500 }, (_, i) => `new ${i}`).join('\n');
    const result = diffLines(`head\n${before}\ntail`, `head\n${after}\ntail`);
    expect(result[0]).toEqual({ kind: 'same', text: 'head' });
    expect(result[1]).toEqual({ kind: 'removed', text: 'old 0' });
    expect(result[2501]).toEqual({ kind: 'added', text: 'new 0' });
    expect(result.at(-1)).toEqual({ kind: 'same', text: 'tail' });
  });
});

describe('withContext', () => {
  it('keeps two unchanged lines around each change and counts the skipped ones', () => {
    const before = ['1', '2', '3', '4', '5', '6', '7', '8', '9'].join('\n');
    const after = ['1', '2', '3', '4', 'five', '6', '7', '8', '9'].join('\n');
    expect(withContext(diffLines(before, after))).toEqual([
      { kind: 'skipped', count: 2 },
      { kind: 'same', text: '3' },
      { kind: 'same', text: '4' },
      { kind: 'removed', text: '5' },
      { kind: 'added', text: 'five' },
      { kind: 'same', text: '6' },
      { kind: 'same', text: '7' },
      { kind: 'skipped', count: 2 },
    ]);
  });
});
