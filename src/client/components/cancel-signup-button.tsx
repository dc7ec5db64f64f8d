import { ConfirmDialog } from '@client/components/admin-list/confirm-dialog';
import { Button } from '@client/components/ui/button';
import { useCancelMyRegistration, useCancelWholeSeries } from '@client/lib/my-registrations';
import { toast } from '@client/lib/toast-store';
import { useState } from 'react';

interface CancelSignupButtonProps {
  /** One sign-up, or the person's whole-series sign-up (every coming session at once). */
  cancels: { registrationId: string } | { wholeSeriesId: string };
  /** The button's text: "Cancel", "Leave the waitlist", "Cancel Sam's sign-up". */
  label: string;
  /** Its accessible name when the text alone is ambiguous (a list of sign-ups). */
  ariaLabel?: string;
  /** "Cancel your sign-up for Summer Mixer?" */
  question: string;
  /** What happens: "Your place goes to the next person on the waitlist." */
  consequence: string;
  /** The toast after it is done. */
  doneText: string;
}

/**
 * Cancelling one of the person's own sign-ups (profile, event pages): never on one tap — a
 * dialog says what happens and asks to confirm (issue 18), like every other destructive action.
 */
export function CancelSignupButton({
  cancels,
  label,
  ariaLabel,
  question,
  consequence,
  doneText,
}: CancelSignupButtonProps) {
  const one = useCancelMyRegistration();
  const series = useCancelWholeSeries();
  const cancel = 'wholeSeriesId' in cancels ? series : one;
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        aria-label={ariaLabel}
        onClick={() => {
          cancel.reset();
          setIsOpen(true);
        }}
      >
        {label}
      </Button>
      <ConfirmDialog
        open={isOpen}
        onOpenChange={setIsOpen}
        title={question}
        description={consequence}
        confirmLabel="Yes, cancel it"
        errorTitle="Not cancelled"
        isPending={cancel.isPending}
        error={cancel.error?.message ?? null}
        onConfirm={async () => {
          if ('wholeSeriesId' in cancels) await series.mutateAsync(cancels.wholeSeriesId);
          else await one.mutateAsync(cancels.registrationId);
          toast({ title: 'Sign-up cancelled', description: doneText });
          setIsOpen(false);
        }}
      />
    </>
  );
}
