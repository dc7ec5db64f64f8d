import { Markdown } from '@client/components/markdown';
import { Alert, AlertDescription } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { Label } from '@client/components/ui/label';
import { Textarea } from '@client/components/ui/textarea';
import { errorMessage } from '@client/lib/api-client';
import { useClubText } from '@client/lib/club';
import { cn } from '@client/lib/cn';
import { contentImageMaxBytes, maxBodyLength } from '@shared/schemas/content';
import { AlertTriangle, Eye, ImagePlus, PencilLine } from 'lucide-react';
import { type ChangeEvent, type Ref, useDeferredValue, useId, useRef, useState } from 'react';
import { uploadContentImage } from '../api/content-api';

interface MarkdownEditorProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  error?: string;
  textareaRef?: Ref<HTMLTextAreaElement>;
  /** Rows of the text box. */
  rows?: number;
}

/**
 * Markdown text box with a live preview rendered by the same safe renderer and
 * {{club.…}} resolver as the public pages (side by side on wide screens, Write/Preview tabs on phones), and an
 * "Add image" button that uploads a picture and inserts it at the cursor.
 */
export function MarkdownEditor({
  label,
  value,
  onChange,
  onBlur,
  name,
  error,
  textareaRef,
  rows = 22,
}: MarkdownEditorProps) {
  const id = useId();
  const [mobileView, setMobileView] = useState<'write' | 'preview'>('write');
  // Placeholders resolve exactly as on the public page, so the preview shows what visitors read.
  const preview = useClubText(useDeferredValue(value));
  const localRef = useRef<HTMLTextAreaElement | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const [upload, setUpload] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });

  const setRefs = (node: HTMLTextAreaElement | null) => {
    localRef.current = node;
    if (typeof textareaRef === 'function') textareaRef(node);
    else if (textareaRef) textareaRef.current = node;
  };

  const insertAtCursor = (snippet: string) => {
    const box = localRef.current;
    const start = box?.selectionStart ?? value.length;
    const end = box?.selectionEnd ?? value.length;
    const before = value.slice(0, start);
    const spacer = before && !before.endsWith('\n\n') ? (before.endsWith('\n') ? '\n' : '\n\n') : '';
    const next = `${before}${spacer}${snippet}\n\n${value.slice(end).replace(/^\n+/, '')}`;
    onChange(next);
    requestAnimationFrame(() => {
      const caret = before.length + spacer.length + snippet.length + 2;
      box?.focus();
      box?.setSelectionRange(caret, caret);
    });
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > contentImageMaxBytes) {
      setUpload({ busy: false, error: 'The image is larger than 5 MB. Please choose a smaller one.' });
      return;
    }
    setUpload({ busy: true, error: null });
    try {
      const url = await uploadContentImage(file);
      const alt =
        file.name
          .replace(/\.[^.]+$/, '')
          .replace(/[[\]\\]/g, '')
          .replace(/[-_]+/g, ' ') || 'Image';
      insertAtCursor(`![${alt}](${url})`);
      setUpload({ busy: false, error: null });
    } catch (err) {
      setUpload({
        busy: false,
        error: errorMessage(err, 'The upload failed. Please try again.'),
      });
    }
  };

  const tab = (view: 'write' | 'preview', text: string, Icon: typeof Eye) => (
    <Button
      type="button"
      size="sm"
      variant={mobileView === view ? 'secondary' : 'ghost'}
      aria-pressed={mobileView === view}
      onClick={() => setMobileView(view)}
    >
      <Icon aria-hidden="true" />
      {text}
    </Button>
  );

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <Label htmlFor={`${id}-text`}>{label}</Label>
        <div className="flex flex-wrap items-center gap-1">
          <div className="flex gap-1 lg:hidden">
            {tab('write', 'Write', PencilLine)}
            {tab('preview', 'Preview', Eye)}
          </div>
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={upload.busy}
            onClick={() => fileRef.current?.click()}
          >
            <ImagePlus aria-hidden="true" />
            {upload.busy ? 'Uploading...' : 'Add image'}
          </Button>
          <input
            ref={fileRef}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            className="sr-only"
            tabIndex={-1}
            aria-hidden="true"
            onChange={onFile}
          />
        </div>
      </div>
      {upload.error ? (
        <Alert variant="destructive">
          <AlertTriangle aria-hidden="true" />
          <AlertDescription>{upload.error}</AlertDescription>
        </Alert>
      ) : null}
      <div className="grid gap-4 lg:grid-cols-2">
        <div className={cn(mobileView === 'preview' && 'hidden lg:block')}>
          <Textarea
            id={`${id}-text`}
            ref={setRefs}
            name={name}
            value={value}
            rows={rows}
            maxLength={maxBodyLength}
            spellCheck
            onChange={(e) => onChange(e.target.value)}
            onBlur={onBlur}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-help${error ? ` ${id}-error` : ''}`}
            className="min-h-80 font-mono text-sm leading-relaxed"
          />
          <p id={`${id}-help`} className="mt-1.5 text-muted-foreground text-xs leading-relaxed">
            Markdown: <code>## Heading</code>, <code>**bold**</code>, <code>*italic*</code>,{' '}
            <code>- list item</code>, <code>[link text](https://…)</code>, <code>| table | row |</code>.{' '}
            <code>{'{{club.email}}'}</code>, <code>{'{{club.phone}}'}</code>, <code>{'{{club.name}}'}</code>{' '}
            insert the club details. HTML is shown as plain text.
          </p>
          {error ? (
            <p id={`${id}-error`} className="mt-1 text-destructive-text text-sm">
              {error}
            </p>
          ) : null}
        </div>
        {/* Links in the preview stay put: following one would leave the editor. */}
        <section
          aria-label="Preview"
          onClickCapture={(e) => {
            if ((e.target as Element).closest('a')) e.preventDefault();
          }}
          className={cn(
            'min-h-80 overflow-auto rounded-md border bg-card p-4',
            mobileView === 'write' && 'hidden lg:block',
          )}
        >
          <p
            className="mb-3 font-semibold text-muted-foreground text-xs uppercase tracking-wide"
            aria-hidden="true"
          >
            Preview
          </p>
          {preview.trim() ? (
            <Markdown source={preview} />
          ) : (
            <p className="text-muted-foreground text-sm">Nothing to preview yet.</p>
          )}
        </section>
      </div>
    </div>
  );
}
