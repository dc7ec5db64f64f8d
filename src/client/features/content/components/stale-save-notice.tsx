import { Markdown } from '@client/components/markdown';
import { Alert, AlertDescription, AlertTitle } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { errorMessage } from '@client/lib/api-client';
import { AlertTriangle, GitCompare, Save, Undo2 } from 'lucide-react';
import { useState } from 'react';

interface SavedText {
  version: number;
  title: string;
  body: string;
}

interface StaleSaveNoticeProps<T extends SavedText> {
  /** The server's explanation of the refused save. */
  message: string;
  fetchLatest: () => Promise<T>;
  /** Save the editor's text on top of the latest version (the latest stays in the history). */
  onOverwrite: (latest: T) => void;
  /** Throw away the editor's text and continue from the latest version. */
  onDiscardMine: (latest: T) => void;
}

/**
 * Shown when someone else saved while this editor was open (409). The editor keeps
 * what was typed; here the editor can look at the other version, then choose.
 */
export function StaleSaveNotice<T extends SavedText>({
  message,
  fetchLatest,
  onOverwrite,
  onDiscardMine,
}: StaleSaveNoticeProps<T>) {
  const [latest, setLatest] = useState<T | null>(null);
  const [state, setState] = useState<{ loading: boolean; error: string | null }>({
    loading: false,
    error: null,
  });

  const load = async () => {
    setState({ loading: true, error: null });
    try {
      setLatest(await fetchLatest());
      setState({ loading: false, error: null });
    } catch (err) {
      setState({
        loading: false,
        error: errorMessage(err, 'Could not load the latest version.'),
      });
    }
  };

  return (
    <Alert variant="destructive">
      <AlertTriangle aria-hidden="true" />
      <AlertTitle>Not saved: someone else changed this in the meantime</AlertTitle>
      <AlertDescription className="space-y-3">
        <p>{message}</p>
        {state.error ? <p>{state.error}</p> : null}
        {latest ? (
          <div className="space-y-3 text-foreground">
            <div className="max-h-96 overflow-auto rounded-md border bg-background p-4">
              <p className="mb-2 font-semibold">
                Latest saved version {latest.version}: {latest.title}
              </p>
              <Markdown source={latest.body} />
            </div>
            <div className="flex flex-wrap gap-2">
              <Button type="button" size="sm" onClick={() => onOverwrite(latest)}>
                <Save aria-hidden="true" />
                Save my text anyway
              </Button>
              <Button type="button" size="sm" variant="outline" onClick={() => onDiscardMine(latest)}>
                <Undo2 aria-hidden="true" />
                Discard my changes and load it
              </Button>
            </div>
            <p className="text-muted-foreground text-xs">
              Either way the other version stays in the history and can be restored.
            </p>
          </div>
        ) : (
          <Button type="button" size="sm" variant="outline" disabled={state.loading} onClick={load}>
            <GitCompare aria-hidden="true" />
            {state.loading ? 'Loading...' : 'Compare with the latest version'}
          </Button>
        )}
      </AlertDescription>
    </Alert>
  );
}
