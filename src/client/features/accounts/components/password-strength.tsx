import { Button } from '@client/components/ui/button';
import { KeyRound } from 'lucide-react';

/** The full-width submit button of a password form ("Saving..." while it goes). */
export function SavePasswordButton({ isPending, label }: { isPending: boolean; label: string }) {
  return (
    <Button type="submit" className="w-full" disabled={isPending}>
      <KeyRound aria-hidden="true" />
      {isPending ? 'Saving...' : label}
    </Button>
  );
}
