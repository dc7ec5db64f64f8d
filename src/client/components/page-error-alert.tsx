import { Alert, AlertDescription, AlertTitle } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { AlertTriangle } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * Something did not work: what (`title`), why (`children`, usually the server's message), and
 * "Try again" when `onRetry` is given. QueryState shows its load errors with it.
 */
export function ErrorAlert({
  title,
  variant = 'destructive',
  onRetry,
  className,
  children,
}: {
  /** None in a dialog whose title already says what failed. */
  title?: ReactNode;
  variant?: 'default' | 'destructive';
  onRetry?: () => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Alert variant={variant} className={className}>
      <AlertTriangle aria-hidden="true" />
      {title ? <AlertTitle>{title}</AlertTitle> : null}
      <AlertDescription>
        {children}
        {onRetry ? (
          <Button variant="outline" size="sm" className="mt-2" onClick={onRetry}>
            Try again
          </Button>
        ) : null}
      </AlertDescription>
    </Alert>
  );
}
