import { ConfirmDialog } from '@client/components/admin-list/confirm-dialog';
import { Markdown } from '@client/components/markdown';
import { ErrorAlert } from '@client/components/page-error-alert';
import { Button } from '@client/components/ui/button';
import { errorMessage } from '@client/lib/api-client';
import type { SavedVersion } from '@shared/schemas/content';
import { ChevronDown, ChevronUp, History, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { formatDateTime } from '../format';
import { VersionDiff } from './version-diff';

export type HistoryEntry = SavedVersion;

interface VersionHistoryProps {
  /** "page" or "post", for the texts. */
  noun: string;
  currentVersion: number;
  versions: HistoryEntry[] | undefined;
  isLoading: boolean;
  loadError: string | null;
  onRetry: () => void;
  /** Resolves when restored; rejects with the server's message. */
  onRestore: (entry: HistoryEntry) => Promise<void>;
  /** True while the editor has changes that a restore would replace. */
  hasUnsavedChanges: boolean;
}

/**
 * Every saved version, newest first, each viewable with what it changed from the one before
 * and restorable (after a confirmation).
 */
export function VersionHistory({
  noun,
  currentVersion,
  versions,
  isLoading,
  loadError,
  onRetry,
  onRestore,
  hasUnsavedChanges,
}: VersionHistoryProps) {
  const [openId, setOpenId] = useState<string | null>(null);
  const [toRestore, setToRestore] = useState<HistoryEntry | null>(null);
  const [restore, setRestore] = useState<{ pending: boolean; error: string | null }>({
    pending: false,
    error: null,
  });

  const confirmRestore = async () => {
    if (!toRestore) return;
    setRestore({ pending: true, error: null });
    try {
      await onRestore(toRestore);
      setRestore({ pending: false, error: null });
      setToRestore(null);
    } catch (err) {
      setRestore({ pending: false, error: errorMessage(err, 'Restoring failed.') });
    }
  };

  return (
    <section aria-labelledby="history-heading" className="space-y-3">
      <h2 id="history-heading" className="flex items-center gap-2 font-semibold text-xl">
        <History aria-hidden="true" className="size-5" />
        Version history
      </h2>
      <p className="text-muted-foreground text-sm">
        Every save is kept. Restoring an earlier version makes it the current text again, as a new version:
        nothing is lost.
      </p>
      {isLoading ? (
        <p className="text-muted-foreground text-sm">Loading the history...</p>
      ) : loadError ? (
        <ErrorAlert title="Could not load the history" onRetry={onRetry}>
          <p>{loadError}</p>
        </ErrorAlert>
      ) : !versions || versions.length === 0 ? (
        <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground text-sm">
          No saved versions yet. The first save starts the history.
        </p>
      ) : (
        <ol className="divide-y rounded-lg border">
          {versions.map((entry, index) => {
            // Newest first: the version this one replaced is the next entry.
            const previous = versions[index + 1];
            const isCurrent = entry.version === currentVersion;
            const isOpen = openId === entry.id;
            return (
              <li key={entry.id} className="p-3">
                <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
                  <div className="min-w-0 flex-1">
                    <p className="font-medium">
                      Version {entry.version}
                      {isCurrent ? (
                        <span className="ml-2 rounded-full bg-secondary px-2 py-0.5 font-semibold text-secondary-foreground text-xs">
                          Current
                        </span>
                      ) : null}
                    </p>
                    <p className="text-muted-foreground text-sm">
                      {formatDateTime(entry.savedAt)} by {entry.savedByName}
                      {entry.restoredFromVersion
                        ? ` · restored from version ${entry.restoredFromVersion}`
                        : ''}
                    </p>
                  </div>
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    aria-expanded={isOpen}
                    aria-controls={`version-${entry.id}`}
                    onClick={() => setOpenId(isOpen ? null : entry.id)}
                  >
                    {isOpen ? <ChevronUp aria-hidden="true" /> : <ChevronDown aria-hidden="true" />}
                    {isOpen ? 'Hide' : 'Show'}
                    <span className="sr-only"> version {entry.version}</span>
                  </Button>
                  {isCurrent ? null : (
                    <Button
                      type="button"
                      variant="outline"
                      size="sm"
                      onClick={() => {
                        setRestore({ pending: false, error: null });
                        setToRestore(entry);
                      }}
                    >
                      <RotateCcw aria-hidden="true" />
                      Restore
                      <span className="sr-only"> version {entry.version}</span>
                    </Button>
                  )}
                </div>
                {isOpen ? (
                  <div
                    id={`version-${entry.id}`}
                    className="mt-3 space-y-4 rounded-md border bg-background p-4"
                  >
                    {previous ? (
                      <VersionDiff before={previous} after={entry} />
                    ) : (
                      <p className="text-muted-foreground text-sm">The first saved version.</p>
                    )}
                    <div>
                      <p className="mb-2 font-semibold">{entry.title}</p>
                      <Markdown source={entry.body} />
                    </div>
                  </div>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
      <ConfirmDialog
        role="dialog"
        errorTitle={null}
        open={toRestore !== null}
        onOpenChange={(open) => !open && setToRestore(null)}
        title={`Restore version ${toRestore?.version ?? ''}?`}
        description={
          <>
            <p>
              The {noun} will show the text of version {toRestore?.version} (saved{' '}
              {toRestore ? formatDateTime(toRestore.savedAt) : ''} by {toRestore?.savedByName}) as a new
              version {currentVersion + 1}. The current text stays in the history.
            </p>
            {hasUnsavedChanges ? (
              <p className="mt-2 font-medium text-destructive-text">
                You have unsaved changes in the editor: they will be replaced by the restored text.
              </p>
            ) : null}
          </>
        }
        isDestructive={false}
        confirmLabel={`Restore version ${toRestore?.version ?? ''}`}
        isPending={restore.pending}
        error={restore.error}
        onConfirm={confirmRestore}
      />
    </section>
  );
}
