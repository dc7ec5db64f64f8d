import { Button } from '@client/components/ui/button';
import { errorMessage } from '@client/lib/api-client';
import { Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';

interface Props {
  /** What the file is, for the button and messages: "image", "draws file". */
  label: string;
  accept: string;
  /** The largest file the server takes, checked before sending, with what to say when over. */
  maxBytes: number;
  tooLargeMessage: string;
  /** Sends the file through the feature's upload call (callApi) and answers its stored address. */
  upload: (file: File) => Promise<string>;
  onUploaded: (url: string) => void;
}

/**
 * Uploads a file through a feature's upload call (an event picture or draws file, a team
 * success photo) and hands back its address for the form field next to it. Errors are said
 * next to the button.
 */
export function FileUploadButton({
  label,
  accept,
  maxBytes,
  tooLargeMessage,
  upload: send,
  onUploaded,
}: Props) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<{ kind: 'idle' | 'busy' | 'done' | 'error'; message: string }>({
    kind: 'idle',
    message: '',
  });

  const upload = async (file: File) => {
    if (file.size > maxBytes) {
      setStatus({ kind: 'error', message: tooLargeMessage });
      return;
    }
    setStatus({ kind: 'busy', message: `Uploading ${file.name}…` });
    try {
      // The one request helper: its time-out, and the server's message (or a network one).
      onUploaded(await send(file));
      setStatus({ kind: 'done', message: `${file.name} uploaded.` });
    } catch (error) {
      setStatus({
        kind: 'error',
        message: errorMessage(error, 'The upload failed. Please try again.'),
      });
    } finally {
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-2">
      <input
        ref={input}
        id={id}
        type="file"
        accept={accept}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) void upload(file);
        }}
      />
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={status.kind === 'busy'}
        onClick={() => input.current?.click()}
      >
        <Upload aria-hidden="true" />
        Upload {label}
      </Button>
      <span
        aria-live="polite"
        className={
          status.kind === 'error' ? 'text-destructive-text text-sm' : 'text-muted-foreground text-sm'
        }
      >
        {status.message}
      </span>
    </div>
  );
}
