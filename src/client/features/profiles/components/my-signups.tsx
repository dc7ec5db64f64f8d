import { CancelSignupButton } from '@client/components/cancel-signup-button';
import { TitleLink } from '@client/components/page-title-link';
import { useMyRegistrations } from '@client/lib/my-registrations';
import { formatClubDateTime } from '@shared/club-time';
import { formatFee } from '@shared/payments';
import { CalendarCheck } from 'lucide-react';

/** The owner's upcoming sign-ups for socials and tournaments, each with its page and a cancel action. */
export function MySignups() {
  const mine = useMyRegistrations();
  const list = mine.data?.registrations ?? [];
  // A whole-series sign-up is offered once, on its first coming session.
  const firstOfSeries = new Map<string, string>();
  const seriesCount = new Map<string, number>();
  for (const r of list) {
    if (!r.wholeSeriesId || !r.canCancel) continue;
    if (!firstOfSeries.has(r.wholeSeriesId)) firstOfSeries.set(r.wholeSeriesId, r.id);
    seriesCount.set(r.wholeSeriesId, (seriesCount.get(r.wholeSeriesId) ?? 0) + 1);
  }
  return (
    <section aria-labelledby="my-signups-heading" className="rounded-xl border bg-card p-6 shadow-sm">
      <h2 id="my-signups-heading" className="flex items-center gap-2 font-semibold text-lg">
        <CalendarCheck aria-hidden="true" className="size-5" />
        My upcoming sign-ups
      </h2>
      {mine.isPending ? (
        <p className="mt-3 text-muted-foreground text-sm">Loading your sign-ups...</p>
      ) : mine.isError ? (
        <p className="mt-3 text-sm">Your sign-ups could not be loaded: {mine.error.message}</p>
      ) : list.length === 0 ? (
        <p className="mt-3 text-muted-foreground text-sm">
          You are not signed up for any upcoming social or tournament.
        </p>
      ) : (
        <ul className="mt-3 divide-y">
          {list.map((r) => (
            <li key={r.id} className="flex flex-wrap items-start justify-between gap-2 py-3">
              <div className="min-w-0 text-sm">
                <TitleLink to={r.eventPath}>
                  {r.divisionName ? `${r.eventTitle} — ${r.divisionName}` : r.eventTitle}
                </TitleLink>
                <p>{formatClubDateTime(r.startsAt, mine.data.timeZone)}</p>
                <p className="text-muted-foreground">
                  {r.familyMember ? `${r.familyMember.name}: ` : ''}
                  {r.status === 'waitlisted' ? `Waitlist, number ${r.waitlistPosition}` : 'Signed up'}
                  {r.feeCents > 0 ? ` · ${formatFee(r.feeCents)}, cash on the day` : ''}
                </p>
              </div>
              {r.canCancel && (
                <div className="flex flex-wrap gap-2">
                  {r.wholeSeriesId && firstOfSeries.get(r.wholeSeriesId) === r.id ? (
                    <CancelSignupButton
                      cancels={{ wholeSeriesId: r.wholeSeriesId }}
                      label="Cancel the whole series"
                      ariaLabel={`Cancel the whole series of ${r.eventTitle}`}
                      question={`Cancel every coming session of ${r.eventTitle}?`}
                      consequence={`Your place is released in all ${seriesCount.get(r.wholeSeriesId)} coming sessions at once and goes to each session's waitlist. Open fees are cancelled; fees you paid are given back. You get one e-mail.`}
                      doneText={`${r.eventTitle}: every coming session`}
                    />
                  ) : null}
                  <CancelSignupButton
                    cancels={{ registrationId: r.id }}
                    label="Cancel"
                    ariaLabel={
                      r.familyMember
                        ? `Cancel ${r.familyMember.name}'s sign-up for ${r.eventTitle}`
                        : `Cancel my sign-up for ${r.eventTitle}`
                    }
                    question={
                      r.familyMember
                        ? `Cancel ${r.familyMember.name}'s sign-up for ${r.eventTitle}?`
                        : `Cancel your sign-up for ${r.eventTitle}?`
                    }
                    consequence={
                      r.status === 'waitlisted'
                        ? 'The place on the waitlist is given up; signing up again puts you at its end.'
                        : 'The place goes to the next person on the waitlist; you can sign up again while places are open.'
                    }
                    doneText={r.eventTitle}
                  />
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
