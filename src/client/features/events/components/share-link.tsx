import { Button } from '@client/components/ui/button';
import { Check, Copy, Share2 } from 'lucide-react';
import { useState, useSyncExternalStore } from 'react';

const neverChanges = () => () => {};
const hasShareSheet = () => typeof navigator.share === 'function';
// The server paints public pages (decision 020) and cannot know: no Share button there, nor
// while the app takes the painted page over; it appears right after.
const serverHasShareSheet = () => false;

/**
 * Copies the page address (and offers the phone's share sheet where there is one). `path` is
 * made absolute only in the browser: the page may be rendered on the server.
 */
export function ShareLink({ title, path }: { title: string; path: string }) {
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const canShare = useSyncExternalStore(neverChanges, hasShareSheet, serverHasShareSheet);
  const url = typeof window === 'undefined' ? path : new URL(path, window.location.origin).href;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('yes');
    } catch {
      setCopied('no');
    }
    setTimeout(() => setCopied(null), 4000);
  };

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={copy}>
          {copied === 'yes' ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied === 'yes' ? 'Link copied' : 'Copy link'}
        </Button>
        {canShare && (
          <Button
            type="button"
            variant="outline"
            onClick={() => navigator.share({ title, url }).catch(() => {})}
          >
            <Share2 aria-hidden="true" />
            Share
          </Button>
        )}
      </div>
      <p aria-live="polite" className="text-muted-foreground text-xs">
        {copied === 'no' ? (
          <>
            Copying is blocked here — select the address: <span className="select-all break-all">{url}</span>
          </>
        ) : copied === 'yes' ? (
          'The event link is on your clipboard.'
        ) : null}
      </p>
    </div>
  );
}
