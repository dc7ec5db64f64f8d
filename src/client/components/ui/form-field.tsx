import { Label } from '@client/components/ui/label';
import { cn } from '@client/lib/cn';
import type { ReactNode } from 'react';

interface FieldProps {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  isOptional?: boolean;
  className?: string;
  children: ReactNode;
}

/** Label, control, hint and error wired together for screen readers. */
export function FormField({ id, label, error, hint, isOptional, className, children }: FieldProps) {
  return (
    <div className={cn('space-y-1.5', className)}>
      <Label htmlFor={id}>
        {label}
        {isOptional && <span className="font-normal text-muted-foreground"> (optional)</span>}
      </Label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-muted-foreground text-xs">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-destructive-text text-sm">
          {error}
        </p>
      )}
    </div>
  );
}

/** The aria-describedby of a control inside a FormField with the same id. */
export function describedBy(id: string, error?: unknown, hint = false): string | undefined {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}
