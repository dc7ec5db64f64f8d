import { PageLoading } from '@client/components/page-loading';
import { buttonVariants } from '@client/components/ui/button';
import { useAuth } from '@client/lib/auth-store';
import { usePageHead } from '@client/lib/page-head';
import { Link } from '@client/lib/router/link';
import { useLocation } from '@client/lib/router/router';
import { paths } from '@shared/paths';
import { formatFee } from '@shared/payments';
import type { JoinOutcome, JoinResult, MembershipSummary } from '@shared/schemas/membership';
import { Banknote, CheckCircle2, Hourglass, MailCheck } from 'lucide-react';
import { useMyMemberships } from '../api/membership-api';

export interface RegistrationSuccessState {
  result: JoinResult;
}

function isState(value: unknown): value is RegistrationSuccessState {
  return !!value && typeof value === 'object' && 'result' in value;
}

function outcomeOf(m: MembershipSummary): JoinOutcome {
  if (m.paymentStatus === 'paid') return 'paid';
  if (m.paymentStatus === 'waived') return 'waiver_granted';
  if (m.paymentStatus === 'waiver_requested') return 'waiver_pending';
  return m.paymentChoice === 'online' ? 'online_checkout' : 'offline_pending';
}

/** /registration/success: what happened to a membership form, and what comes next. */
export function RegistrationSuccessPage() {
  usePageHead({ description: 'Your {{club.shortName}} membership sign-up has been received.' });
  const location = useLocation();
  const auth = useAuth();
  const state = isState(location.state) ? location.state : null;
  const mine = useMyMemberships(!state && !!auth.user);
  if (state)
    return (
      <Outcome
        membership={state.result.membership}
        outcome={state.result.outcome}
        sentTo={state.result.verificationSentTo}
      />
    );
  if (auth.user && mine.isPending) return <PageLoading />;
  const latest = mine.data?.memberships.find((m) => m.paymentStatus !== 'cancelled');
  if (latest) return <Outcome membership={latest} outcome={outcomeOf(latest)} sentTo={null} />;
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <section className="space-y-4 rounded-xl border bg-card p-6 shadow-sm" aria-labelledby="done-heading">
        <h2 id="done-heading" className="font-bold text-2xl">
          No membership form was sent
        </h2>
        <p>Fill in the membership form to join or renew.</p>
        <Link to={paths.formsMembership} className={buttonVariants()}>
          Membership form
        </Link>
      </section>
    </div>
  );
}

function Outcome({
  membership: m,
  outcome,
  sentTo,
}: {
  membership: MembershipSummary;
  outcome: JoinOutcome;
  sentTo: string | null;
}) {
  const what = `${m.typeName} membership ${m.year}`;
  const covered = m.people.map((p) => p.fullName).join(', ');
  const content = {
    paid: {
      icon: <CheckCircle2 aria-hidden="true" className="size-10 text-link" />,
      title: 'Welcome! Your membership is active',
      lines: [`Your ${what} is paid and active.`],
    },
    online_checkout: {
      icon: <Hourglass aria-hidden="true" className="size-10 text-link" />,
      title: 'Your payment is not finished yet',
      lines: [
        `Your ${what} waits for its online payment of ${formatFee(m.priceCents)}. Open the form again to pay.`,
      ],
    },
    offline_pending: {
      icon: <Banknote aria-hidden="true" className="size-10 text-link" />,
      title: 'Almost there: pay by cash or cheque',
      lines: [
        `Your ${what} is saved and waits for your payment of ${formatFee(m.priceCents)}.`,
        m.payeeInstructions,
        m.payBy
          ? `Please pay by ${m.payBy}. Your membership starts when the treasurer records your payment.`
          : '',
      ],
    },
    waiver_granted: {
      icon: <CheckCircle2 aria-hidden="true" className="size-10 text-link" />,
      title: 'Your no-pay membership is active',
      lines: [`Your ${what} is recorded as a waiver (${m.waiverReason ?? 'no payment'}) and is active.`],
    },
    waiver_pending: {
      icon: <Hourglass aria-hidden="true" className="size-10 text-link" />,
      title: 'Your no-pay membership waits for approval',
      lines: [
        `Your ${what} without payment (${m.waiverReason ?? ''}) waits for the treasurer's approval. Its status shows on your profile.`,
      ],
    },
  }[outcome];
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <section className="space-y-4 rounded-xl border bg-card p-6 shadow-sm" aria-labelledby="done-heading">
        {content.icon}
        <h2 id="done-heading" className="font-bold text-2xl">
          {content.title}
        </h2>
        {content.lines.filter(Boolean).map((line) => (
          <p key={line}>{line}</p>
        ))}
        <p className="text-muted-foreground text-sm">Covers: {covered}</p>
        {sentTo ? (
          <p className="flex items-start gap-2 rounded-md border bg-muted p-3">
            <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <span>
              We created your account and sent a link to <strong>{sentTo}</strong>. Open it within one hour to
              confirm your address; then you can sign in.
            </span>
          </p>
        ) : null}
        <Link to={paths.home} className={buttonVariants({ variant: 'outline' })}>
          Back to the home page
        </Link>
      </section>
    </div>
  );
}
