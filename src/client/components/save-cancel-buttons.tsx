import { Button } from '@client/components/ui/button';
import { cn } from '@client/lib/cn';
import { Save } from 'lucide-react';

/** An editor form's last row: save ("Saving..." while it runs) and cancel. */
export function SaveCancelButtons({
  isSubmitting,
  submitLabel,
  onCancel,
  className,
}: {
  isSubmitting: boolean;
  submitLabel: string;
  onCancel: () => void;
  className?: string;
}) {
  return (
    <div className={cn('flex flex-wrap gap-2', className)}>
      <Button type="submit" disabled={isSubmitting}>
        <Save aria-hidden="true" />
        {isSubmitting ? 'Saving...' : submitLabel}
      </Button>
      <Button type="button" variant="outline" onClick={onCancel} disabled={isSubmitting}>
        Cancel
      </Button>
    </div>
  );
}
