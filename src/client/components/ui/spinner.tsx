import { cn } from '@client/lib/cn';
import { LoaderCircle } from 'lucide-react';

export interface SpinnerProps {
  /** Announced to assistive technology and shown next to the icon unless hideLabel. */
  label?: string;
  hideLabel?: boolean;
  className?: string;
}

export function Spinner({ label = 'Loading...', hideLabel = false, className }: SpinnerProps) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn('inline-flex items-center gap-2 text-muted-foreground', className)}
    >
      <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />
      <span className={hideLabel ? 'sr-only' : 'text-sm'}>{label}</span>
    </div>
  );
}
