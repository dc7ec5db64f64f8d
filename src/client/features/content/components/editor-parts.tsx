import { BackLink } from '@client/components/page-back-link';
import { ErrorAlert } from '@client/components/page-error-alert';
import { Button } from '@client/components/ui/button';
import { ApiError } from '@client/lib/api-client';
import { formErrorOf, formErrorPath, submitWith } from '@client/lib/apply-server-errors';
import { Link } from '@client/lib/router/link';
import { toast } from '@client/lib/toast-store';
import type { UseQueryResult } from '@tanstack/react-query';
import { ExternalLink, Save } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { StaleSaveNotice } from './stale-save-notice';
import { type HistoryEntry, VersionHistory } from './version-history';

/*
 * The parts the page editor and the news editor share: the links above the form, the save
 * error (with the stale-version choices), the save bar and the version history.
 */

const linkClass = 'inline-flex items-center gap-1 text-link text-sm underline-offset-4 hover:underline';

interface EditorLink {
  to: string;
  label: string;
}

/** Back to the list, and (when there is one) to the public page. */
export function EditorLinks({ back, view }: { back: EditorLink; view: EditorLink | null }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <BackLink to={back.to}>{back.label}</BackLink>
      {view ? (
        <Link to={view.to} className={linkClass}>
          <ExternalLink aria-hidden="true" className="size-4" />
          {view.label}
        </Link>
      ) : null}
    </div>
  );
}

export interface SaveError {
  message: string;
  /** Someone else saved since this editor loaded (409 STALE_VERSION). */
  isStale: boolean;
}

/**
 * An editor's save through submitWith: field messages go next to their fields; anything else
 * becomes `saveError`, and a stale save calls `onStale` (the history has a newer version).
 */
export function useSaveError<T extends FieldValues>(form: UseFormReturn<T>, onStale: () => void) {
  const [isStale, setIsStale] = useState(false);
  const save = (call: () => Promise<unknown>) => {
    setIsStale(false);
    return submitWith(
      form,
      async () => {
        try {
          await call();
        } catch (err) {
          if (err instanceof ApiError && err.code === 'STALE_VERSION') {
            setIsStale(true);
            onStale();
          }
          throw err;
        }
      },
      { fallback: 'Saving failed. Please try again.' },
    );
  };
  const clearSaveError = () => {
    form.clearErrors(formErrorPath as Path<T>);
    setIsStale(false);
  };
  const message = formErrorOf(form);
  const saveError: SaveError | null = message ? { message, isStale } : null;
  return { saveError, clearSaveError, save };
}

interface SavedText {
  version: number;
  title: string;
  body: string;
}

interface SaveErrorNoticeProps<T extends SavedText> {
  error: SaveError | null;
  /** "post" or "page": "The post was not saved". */
  noun: string;
  /** The latest saved text; without it a stale save shows as a plain error. */
  fetchLatest: (() => Promise<T>) | null;
  onOverwrite: (latest: T) => void;
  onDiscardMine: (latest: T) => void;
}

/** Why the save failed; the editor's text is kept either way. */
export function SaveErrorNotice<T extends SavedText>({
  error,
  noun,
  fetchLatest,
  onOverwrite,
  onDiscardMine,
}: SaveErrorNoticeProps<T>) {
  if (!error) return null;
  if (error.isStale && fetchLatest) {
    return (
      <StaleSaveNotice
        message={error.message}
        fetchLatest={fetchLatest}
        onOverwrite={onOverwrite}
        onDiscardMine={onDiscardMine}
      />
    );
  }
  return (
    <ErrorAlert title={`The ${noun} was not saved`}>
      <p>{error.message}</p>
      <p className="mt-1">Your text is still in the editor.</p>
    </ErrorAlert>
  );
}

/** The save button, and the editor's state beside it (read out when it changes). */
export function SaveBar({
  isSubmitting,
  label,
  status,
}: {
  isSubmitting: boolean;
  label: string;
  status: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button type="submit" disabled={isSubmitting}>
        <Save aria-hidden="true" />
        {isSubmitting ? 'Saving...' : label}
      </Button>
      <p className="text-muted-foreground text-sm" aria-live="polite">
        {status}
      </p>
    </div>
  );
}

interface EditorHistoryProps<T extends SavedText> {
  noun: string;
  versions: UseQueryResult<{ currentVersion: number; versions: HistoryEntry[] }, Error>;
  /** The editor's version, until the history has loaded. */
  version: number;
  hasUnsavedChanges: boolean;
  /** Restores an older version; resolves with the text saved from it. */
  restore: (entry: HistoryEntry) => Promise<T>;
  /** The editor continues from the restored text. */
  onRestored: (saved: T) => void;
}

/** The version history of the text being edited, from its versions query. */
export function EditorHistory<T extends SavedText>({
  noun,
  versions,
  version,
  hasUnsavedChanges,
  restore,
  onRestored,
}: EditorHistoryProps<T>) {
  return (
    <VersionHistory
      noun={noun}
      currentVersion={versions.data?.currentVersion ?? version}
      versions={versions.data?.versions}
      isLoading={versions.isPending}
      loadError={versions.isError ? versions.error.message : null}
      onRetry={() => versions.refetch()}
      hasUnsavedChanges={hasUnsavedChanges}
      onRestore={async (entry) => {
        const saved = await restore(entry);
        onRestored(saved);
        toast({
          title: 'Version restored',
          description: `Version ${entry.version} is the current text again (now version ${saved.version}).`,
        });
      }}
    />
  );
}
