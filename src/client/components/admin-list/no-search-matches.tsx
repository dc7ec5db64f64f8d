import { Button } from '@client/components/ui/button';
import type { ReactNode } from 'react';

/** "No locations match “x”." with a way back to the full list. */
export function NoSearchMatches({ message, onClear }: { message: ReactNode; onClear: () => void }) {
  return (
    <>
      <p>{message}</p>
      <Button variant="link" onClick={onClear}>
        Clear the search
      </Button>
    </>
  );
}
