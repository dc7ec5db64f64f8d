import { buttonVariants } from '@client/components/ui/button-variants';
import { errorMessage } from '@client/lib/api-client';
import { useState } from 'react';
import { useRenewCalendarKey, useRevokeCalendarKey } from './my-week-api';

/**
 * The member's personal calendar address (issue 21 §1): made on request, shown to copy into a
 * calendar app, renewed (the old address stops working) or turned off after a confirmation.
 */
export function MyCalendarFeed({ calendarUrl }: { calendarUrl: string | null }) {
  const renew = useRenewCalendarKey();
  const revoke = useRevokeCalendarKey();
  const [isConfirmingOff, setConfirmingOff] = useState(false);
  const [copied, setCopied] = useState(false);
  const isBusy = renew.isPending || revoke.isPending;
  const failure = renew.error ?? revoke.error;

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  return (
    <div className="space-y-3 text-sm">
      <p>
        Every match of your teams and every social and tournament you signed up for, in your phone’s calendar.
        The address is yours alone: anyone who has it sees your schedule.
      </p>
      {calendarUrl ? (
        <>
          <label htmlFor="my-calendar-url" className="block font-medium">
            My calendar address
          </label>
          <input
            id="my-calendar-url"
            readOnly
            value={calendarUrl}
            onFocus={(e) => e.currentTarget.select()}
            className="w-full rounded-md border bg-background px-3 py-2 font-mono text-xs"
          />
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className={buttonVariants({ size: 'sm' })}
              onClick={() => void copy(calendarUrl)}
            >
              {copied ? 'Copied' : 'Copy address'}
            </button>
            <a
              href={calendarUrl.replace(/^https?:/, 'webcal:')}
              className={buttonVariants({ variant: 'outline', size: 'sm' })}
            >
              Add to my calendar app
            </a>
            <button
              type="button"
              disabled={isBusy}
              className={buttonVariants({ variant: 'outline', size: 'sm' })}
              onClick={() => {
                setCopied(false);
                renew.mutate();
              }}
            >
              New address
            </button>
            <button
              type="button"
              disabled={isBusy}
              className={buttonVariants({ variant: 'outline', size: 'sm' })}
              onClick={() => setConfirmingOff(true)}
            >
              Turn off
            </button>
          </div>
          {isConfirmingOff ? (
            <div role="alertdialog" aria-labelledby="calendar-off-title" className="rounded-lg border p-3">
              <p id="calendar-off-title" className="font-medium">
                Turn off your calendar address?
              </p>
              <p className="mt-1 text-muted-foreground">
                Calendars subscribed to it stop updating. You can make a new address later.
              </p>
              <div className="mt-2 flex gap-2">
                <button
                  type="button"
                  disabled={isBusy}
                  className={buttonVariants({ variant: 'destructive', size: 'sm' })}
                  onClick={() => revoke.mutate(undefined, { onSuccess: () => setConfirmingOff(false) })}
                >
                  Yes, turn it off
                </button>
                <button
                  type="button"
                  className={buttonVariants({ variant: 'outline', size: 'sm' })}
                  onClick={() => setConfirmingOff(false)}
                >
                  Keep it
                </button>
              </div>
            </div>
          ) : null}
          <p className="text-muted-foreground">
            “New address” stops the current one at once: use it if the address was shared by mistake.
          </p>
        </>
      ) : (
        <button
          type="button"
          disabled={isBusy}
          className={buttonVariants({ size: 'sm' })}
          onClick={() => renew.mutate()}
        >
          Make my calendar address
        </button>
      )}
      {failure ? (
        <p role="alert" className="text-destructive">
          {errorMessage(failure)}
        </p>
      ) : null}
    </div>
  );
}
