import { Button } from '@client/components/ui/button';
import { Check, Copy, Share2 } from 'lucide-react';
import { useState } from 'react';

/** Copies the page address (and offers the phone's share sheet where there is one). */
export function ShareLink({ title, url }: { title: string; url: string }) {
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

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
