/*
 * A small line diff (longest common subsequence) for the content version history: editors
 * see which lines a save added or removed. Texts are club pages of a few hundred lines, so the
 * quadratic table is cheap; the common head and tail are cut off first, and a middle too large
 * for the table is shown as all removed then all added rather than taking long.
 */

export type DiffLine =
  | { kind: 'same'; text: string }
  | { kind: 'added'; text: string }
  | { kind: 'removed'; text: string };

/** A run of unchanged lines left out of a diff shown with context. */
export interface SkippedLines {
  kind: 'skipped';
  count: number;
}

/** Largest middle part (lines before × lines after) compared line by line. */
const maxTableCells = 4_000_000;

function splitLines(text: string): string[] {
  return text === '' ? [] : text.replace(/\r\n?/g, '\n').split('\n');
}

/** Every line of `before` and `after`, in order, marked same, removed or added. */
export function diffLines(before: string, after: string): DiffLine[] {
  const a = splitLines(before);
  const b = splitLines(after);
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (
    tail < a.length - head &&
    tail < b.length - head &&
    a[a.length - 1 - tail] === b[b.length - 1 - tail]
  )
    tail++;

  const result: DiffLine[] = a.slice(0, head).map((text) => ({ kind: 'same', text }));
  const midA = a.slice(head, a.length - tail);
  const midB = b.slice(head, b.length - tail);
  const n = midA.length;
  const m = midB.length;

  if (n * m > maxTableCells) {
    for (const text of midA) result.push({ kind: 'removed', text });
    for (const text of midB) result.push({ kind: 'added', text });
  } else {
    // lengths[i * (m + 1) + j]: length of the LCS of midA[i..] and midB[j..].
    const width = m + 1;
    const lengths = new Uint32Array((n + 1) * width);
    for (let i = n - 1; i >= 0; i--) {
      for (let j = m - 1; j >= 0; j--) {
        lengths[i * width + j] =
          midA[i] === midB[j]
            ? lengths[(i + 1) * width + j + 1]! + 1
            : Math.max(lengths[(i + 1) * width + j]!, lengths[i * width + j + 1]!);
      }
    }
    let i = 0;
    let j = 0;
    while (i < n && j < m) {
      if (midA[i] === midB[j]) {
        result.push({ kind: 'same', text: midA[i]! });
        i++;
        j++;
      } else if (lengths[(i + 1) * width + j]! >= lengths[i * width + j + 1]!) {
        result.push({ kind: 'removed', text: midA[i++]! });
      } else {
        result.push({ kind: 'added', text: midB[j++]! });
      }
    }
    while (i < n) result.push({ kind: 'removed', text: midA[i++]! });
    while (j < m) result.push({ kind: 'added', text: midB[j++]! });
  }

  for (const text of a.slice(a.length - tail)) result.push({ kind: 'same', text });
  return result;
}

/** The changed lines with `context` unchanged lines around each change; longer runs are skipped. */
export function withContext(lines: readonly DiffLine[], context = 2): Array<DiffLine | SkippedLines> {
  const isNearChange = lines.map(() => false);
  lines.forEach((line, index) => {
    if (line.kind === 'same') return;
    for (let k = Math.max(0, index - context); k <= Math.min(lines.length - 1, index + context); k++)
      isNearChange[k] = true;
  });
  const shown: Array<DiffLine | SkippedLines> = [];
  lines.forEach((line, index) => {
    if (isNearChange[index]) {
      shown.push(line);
      return;
    }
    const last = shown[shown.length - 1];
    if (last?.kind === 'skipped') last.count++;
    else shown.push({ kind: 'skipped', count: 1 });
  });
  return shown;
}

export function hasChanges(lines: readonly DiffLine[]): boolean {
  return lines.some((line) => line.kind !== 'same');
}
