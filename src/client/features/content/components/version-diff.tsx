import { cn } from '@client/lib/cn';
import { diffLines, hasChanges, withContext } from '@shared/line-diff';
import { useMemo } from 'react';

interface VersionDiffProps {
  before: { version: number; title: string; body: string };
  after: { version: number; title: string; body: string };
}

const prefix = { added: '+', removed: '-', same: ' ' } as const;
const spoken = { added: 'Added: ', removed: 'Removed: ', same: 'Unchanged: ' } as const;

/**
 * What a save changed: the title and the lines of the text that were added or removed, with a
 * little unchanged context. Marked by +/- and screen-reader words, not only by colour.
 */
export function VersionDiff({ before, after }: VersionDiffProps) {
  const lines = useMemo(() => diffLines(before.body, after.body), [before.body, after.body]);
  const shown = useMemo(() => withContext(lines), [lines]);
  const isTitleChanged = before.title !== after.title;
  const label = `Changes from version ${before.version} to version ${after.version}`;

  return (
    <div className="space-y-2">
      <p className="font-semibold text-sm">{label}</p>
      {isTitleChanged ? (
        <p className="text-sm">
          Title: <del className="text-destructive-text">{before.title}</del> <span aria-hidden="true">→</span>
          <span className="sr-only">changed to</span> <ins className="font-medium">{after.title}</ins>
        </p>
      ) : null}
      {hasChanges(lines) ? (
        <ol aria-label={label} className="overflow-x-auto rounded-md border font-mono text-xs leading-5">
          {shown.map((line, index) =>
            line.kind === 'skipped' ? (
              <li key={index} className="bg-muted/50 px-2 py-0.5 text-muted-foreground italic">
                … {line.count} unchanged {line.count === 1 ? 'line' : 'lines'}
              </li>
            ) : (
              <li
                key={index}
                className={cn(
                  'flex gap-2 whitespace-pre-wrap break-words px-2',
                  line.kind === 'added' && 'bg-green-500/15',
                  line.kind === 'removed' && 'bg-red-500/15',
                )}
              >
                <span aria-hidden="true" className="w-3 shrink-0 select-none font-bold">
                  {prefix[line.kind]}
                </span>
                <span>
                  <span className="sr-only">{spoken[line.kind]}</span>
                  {line.text || '\u00a0'}
                </span>
              </li>
            ),
          )}
        </ol>
      ) : (
        <p className="text-muted-foreground text-sm">The text did not change.</p>
      )}
    </div>
  );
}
