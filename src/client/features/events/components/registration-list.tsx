import { ConfirmDialog } from '@client/components/admin-list/confirm-dialog';
import { Button } from '@client/components/ui/button';
import { cn } from '@client/lib/cn';
import { formatClubDateTime } from '@shared/club-time';
import type { AdminRegistration, CancelRegistrationInput } from '@shared/schemas/events-registrations';
import { ArrowDown, ArrowUp, Check, Trash2, Undo2, UserX } from 'lucide-react';
import { useState } from 'react';
import { CancelEntryDialog } from './cancel-entry-dialog';
import { ContactLinks } from './contact-links';

export type RegistrationAction = 'check-in' | 'undo-check-in' | 'confirm' | 'waitlist' | 'cancel' | 'remove';

interface Props {
  rows: AdminRegistration[];
  timeZone: string;
  /** Resolves when done; rejects with the server's message. `cancel`: the decision about a paid fee. */
  onAction: (
    row: AdminRegistration,
    action: RegistrationAction,
    cancel?: CancelRegistrationInput,
  ) => Promise<void>;
  /** Past events: moving people around no longer makes sense, check-in still does. */
  isOver?: boolean;
  showDivision?: boolean;
}

/**
 * The players of one event as the organiser's check-in desk: confirmed first, then
 * the waitlist in order, then cancellations. Cards rather than a table so it works
 * on a phone at the courts.
 */
export function RegistrationList({ rows, timeZone, onAction, isOver = false, showDivision = false }: Props) {
  const [busyId, setBusyId] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<{
    row: AdminRegistration;
    action: 'remove';
  } | null>(null);
  const [cancelling, setCancelling] = useState<AdminRegistration | null>(null);
  const [confirmError, setConfirmError] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);

  const run = async (row: AdminRegistration, action: RegistrationAction) => {
    setBusyId(row.id);
    setActionError(null);
    try {
      await onAction(row, action);
    } catch (error) {
      setActionError(`${row.name}: ${(error as Error).message}`);
    } finally {
      setBusyId(null);
    }
  };

  const confirmed = rows.filter((r) => r.status === 'confirmed');
  const waiting = rows.filter((r) => r.status === 'waitlisted');
  const cancelled = rows.filter((r) => r.status === 'cancelled');

  const item = (r: AdminRegistration) => {
    const isBusy = busyId === r.id;
    return (
      <li
        key={r.id}
        className={cn('flex flex-wrap items-start justify-between gap-3 p-3', isBusy && 'opacity-60')}
      >
        <div className="min-w-0 flex-1 basis-60 space-y-0.5">
          <p className="font-medium">
            {r.status === 'waitlisted' && (
              <span className="mr-1.5 inline-flex min-w-6 justify-center rounded-full bg-amber-100 px-1.5 font-semibold text-amber-950 text-xs dark:bg-amber-900/60 dark:text-amber-50">
                {r.waitlistPosition}
              </span>
            )}
            {r.name}
            {r.ntrp && <span className="text-muted-foreground"> · {r.ntrp}</span>}
            {r.isWalkIn && (
              <span className="ml-1.5 rounded bg-secondary px-1.5 py-0.5 text-secondary-foreground text-xs">
                walk-in
              </span>
            )}
            {r.confirmBy && (
              // A visitor's place held until confirmed from the e-mail (issue 18).
              <span className="ml-1.5 rounded border border-amber-700 px-1.5 py-0.5 text-amber-950 text-xs dark:border-amber-300 dark:text-amber-50">
                awaiting e-mail confirmation
              </span>
            )}
            {r.checkedInAt && (
              <span className="ml-1.5 inline-flex items-center gap-0.5 rounded bg-ball px-1.5 py-0.5 text-ball-foreground text-xs">
                <Check aria-hidden="true" className="size-3" />
                checked in
              </span>
            )}
          </p>
          {showDivision && r.divisionName && <p className="text-sm">{r.divisionName}</p>}
          {r.signedUpByName && (
            // A family person's e-mail is the account's: say whose, so the organiser knows whom to call.
            <p className="text-sm">
              <span className="text-muted-foreground">Signed up by</span> {r.signedUpByName}
            </p>
          )}
          <p className="flex flex-wrap gap-x-3 text-muted-foreground text-sm">
            <ContactLinks email={r.email} phone={r.phone} layout="inline" />
          </p>
          {(r.partnerName || r.notes) && (
            <p className="text-sm">
              {r.partnerName && <>Partner: {r.partnerName}. </>}
              {r.notes && <span className="text-muted-foreground">“{r.notes}”</span>}
            </p>
          )}
          <p className="text-muted-foreground text-xs">
            {r.status === 'cancelled' && r.cancelledAt
              ? `Cancelled ${formatClubDateTime(r.cancelledAt, timeZone)}`
              : `Signed up ${formatClubDateTime(r.createdAt, timeZone)}`}
          </p>
        </div>
        {r.status !== 'cancelled' && (
          <div className="flex flex-wrap gap-1.5">
            {r.status === 'confirmed' &&
              (r.checkedInAt ? (
                <Button size="sm" variant="outline" disabled={isBusy} onClick={() => run(r, 'undo-check-in')}>
                  <Undo2 aria-hidden="true" />
                  Undo check-in
                  <span className="sr-only"> for {r.name}</span>
                </Button>
              ) : (
                <Button size="sm" disabled={isBusy} onClick={() => run(r, 'check-in')}>
                  <Check aria-hidden="true" />
                  Check in
                  <span className="sr-only"> {r.name}</span>
                </Button>
              ))}
            {!isOver && r.status === 'waitlisted' && (
              <Button size="sm" variant="outline" disabled={isBusy} onClick={() => run(r, 'confirm')}>
                <ArrowUp aria-hidden="true" />
                Confirm
                <span className="sr-only"> {r.name}</span>
              </Button>
            )}
            {!isOver && r.status === 'confirmed' && (
              <Button size="sm" variant="outline" disabled={isBusy} onClick={() => run(r, 'waitlist')}>
                <ArrowDown aria-hidden="true" />
                To waitlist
                <span className="sr-only"> ({r.name})</span>
              </Button>
            )}
            <Button size="sm" variant="ghost" disabled={isBusy} onClick={() => setCancelling(r)}>
              <UserX aria-hidden="true" />
              Cancel
              <span className="sr-only"> {r.name}’s registration</span>
            </Button>
            <Button
              size="sm"
              variant="ghost"
              disabled={isBusy}
              aria-label={`Remove ${r.name}`}
              title="Remove from the list"
              onClick={() => {
                setConfirmError(null);
                setConfirming({ row: r, action: 'remove' });
              }}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
        )}
      </li>
    );
  };

  const section = (title: string, list: AdminRegistration[], empty: string) => (
    <section className="space-y-2" aria-label={title}>
      <h3 className="font-semibold text-lg">
        {title} <span className="font-normal text-muted-foreground">({list.length})</span>
      </h3>
      {list.length === 0 ? (
        <p className="rounded-lg border border-dashed p-4 text-center text-muted-foreground text-sm">
          {empty}
        </p>
      ) : (
        <ul className="divide-y rounded-lg border bg-card">{list.map(item)}</ul>
      )}
    </section>
  );

  return (
    <div className="space-y-6">
      <p aria-live="polite" className={cn('text-destructive-text text-sm', !actionError && 'sr-only')}>
        {actionError ?? ''}
      </p>
      {section('Confirmed', confirmed, 'Nobody is confirmed yet.')}
      {section('Waitlist', waiting, 'Nobody is waiting.')}
      {cancelled.length > 0 && (
        <details className="rounded-lg border bg-card">
          <summary className="cursor-pointer p-3 font-semibold">Cancelled ({cancelled.length})</summary>
          <ul className="divide-y border-t">{cancelled.map(item)}</ul>
        </details>
      )}
      <CancelEntryDialog
        row={cancelling}
        onClose={() => setCancelling(null)}
        onCancel={(row, input) => onAction(row, 'cancel', input)}
      />
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={`Remove ${confirming?.row.name ?? ''} from the list?`}
        description={
          confirming?.row.fee
            ? 'This sign-up has a fee in the ledger, so it is cancelled instead of deleted (no e-mail). A freed place goes to the first person on the waitlist.'
            : 'The registration is deleted without an e-mail (for mistakes and duplicates). A freed place goes to the first person on the waitlist.'
        }
        confirmLabel="Remove"
        isPending={confirming !== null && busyId === confirming.row.id}
        error={confirmError}
        onConfirm={async () => {
          if (!confirming) return;
          setBusyId(confirming.row.id);
          try {
            await onAction(confirming.row, confirming.action);
            setConfirming(null);
          } catch (error) {
            setConfirmError((error as Error).message);
          } finally {
            setBusyId(null);
          }
        }}
      />
    </div>
  );
}
