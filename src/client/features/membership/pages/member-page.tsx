import { QueryGate } from '@client/components/query-state';
import { Button, buttonVariants } from '@client/components/ui/button';
import { FormError } from '@client/components/ui/form-field';
import { useViewer } from '@client/lib/auth-store';
import { Link } from '@client/lib/router/link';
import { useParams } from '@client/lib/router/router';
import { toast } from '@client/lib/toast-store';
import { isAllowed } from '@shared/access';
import { membershipApi } from '@shared/api/membership';
import { memberStateLabels } from '@shared/membership-state';
import { paths } from '@shared/paths';
import { formatFee } from '@shared/payments';
import { reminderKindLabels } from '@shared/schemas/membership';
import type { ReactNode } from 'react';
import { useMember, useMergeMember } from '../api/membership-api';

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2 rounded-xl border bg-card p-4 shadow-sm" aria-label={title}>
      <h2 className="font-semibold text-lg">{title}</h2>
      {children}
    </section>
  );
}

/** A block listing `items`, or saying `empty` when there are none. */
function ListBlock<T>({
  title,
  items,
  empty,
  listClassName = 'space-y-1',
  children,
}: {
  title: string;
  items: T[];
  empty: string;
  listClassName?: string;
  children: (item: T) => ReactNode;
}) {
  return (
    <Block title={title}>
      {items.length === 0 ? (
        <p className="text-muted-foreground">{empty}</p>
      ) : (
        <ul className={listClassName || undefined}>{items.map(children)}</ul>
      )}
    </Block>
  );
}

const date = (iso: string) => new Date(iso).toLocaleDateString();

/** /members/{id}: the person, their family, memberships by year, payments, roles, sign-ups. */
export function MemberPage() {
  const { id = '' } = useParams();
  const member = useMember(id);
  const viewer = useViewer();
  const merge = useMergeMember();
  const mayMerge = isAllowed(membershipApi.merge.access, viewer);
  if (!member.isSuccess) {
    return (
      <QueryGate
        query={member}
        errorTitle="Could not load this member"
        frame={(state) => <div className="mx-auto max-w-4xl px-4 py-8">{state}</div>}
      />
    );
  }
  const m = member.data;
  return (
    <div className="mx-auto max-w-5xl space-y-4 px-4 py-8 sm:px-6">
      <header className="space-y-1">
        <h2 className="font-bold text-2xl">{m.user.name}</h2>
        <p>
          Status: <strong>{memberStateLabels[m.state]}</strong> · Roles: {m.roles.join(', ') || 'none'}
        </p>
        <p className="text-muted-foreground text-sm">
          <a className="text-link underline" href={`mailto:${m.user.email}`}>
            {m.user.email}
          </a>
          {m.profile.phone ? ` · ${m.profile.phone}` : ''} · NTRP {m.profile.ntrpRating ?? '—'}
          {m.profile.ratingType
            ? ` (${m.profile.ratingType}${m.profile.ratingYear ? ` ${m.profile.ratingYear}` : ''})`
            : ''}
          {m.profile.ustaNumber ? ` · USTA ${m.profile.ustaNumber}` : ''}
          {m.profile.birthYear ? ` · born ${m.profile.birthYear}` : ''}
        </p>
        <Link className={buttonVariants({ variant: 'outline', size: 'sm' })} to={paths.members}>
          Back to the members list
        </Link>
      </header>

      {m.duplicates.length > 0 ? (
        <Block title="Possible duplicates">
          <ul className="space-y-2">
            {m.duplicates.map((d) => (
              <li key={d.userId} className="flex flex-wrap items-center justify-between gap-2">
                <span>
                  <Link className="text-link underline" to={paths.member(d.userId)}>
                    {d.name}
                  </Link>{' '}
                  ({d.email}) — {d.reason}
                </span>
                {mayMerge ? (
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={merge.isPending}
                    onClick={async () => {
                      const result = await merge.mutateAsync({ id: d.userId, intoId: m.user.id });
                      toast({
                        title: 'Records merged',
                        description: `Moved ${result.moved.memberships ?? 0} memberships, ${result.moved.payments ?? 0} payments and ${result.moved.signUps ?? 0} sign-ups to ${m.user.name}.`,
                      });
                    }}
                  >
                    Merge {d.name} into this record
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
          {merge.error ? (
            <FormError title="The records were not merged" message={merge.error.message} />
          ) : null}
        </Block>
      ) : null}

      <ListBlock title="Family" items={m.family} empty="No family members." listClassName="">
        {(f) => (
          <li key={f.id}>
            {f.fullName}
            {f.birthYear ? ` (born ${f.birthYear})` : ''}
          </li>
        )}
      </ListBlock>

      <ListBlock title="Memberships by year" items={m.memberships} empty="No memberships.">
        {(x) => (
          <li key={x.id}>
            <strong>{x.year}</strong> {x.typeName}, {formatFee(x.priceCents)} —{' '}
            {x.paymentStatus.replace('_', ' ')}
            {x.activatedAt ? ` since ${date(x.activatedAt)}` : ''}
            {x.waiverReason ? ` (waiver: ${x.waiverReason})` : ''}. Covers{' '}
            {x.people.map((p) => p.fullName).join(', ')}.
          </li>
        )}
      </ListBlock>

      <ListBlock title="Payments" items={m.payments} empty="No payments.">
        {(p) => (
          <li key={p.id}>
            <Link className="text-link underline" to={paths.paymentIntent(p.id)}>
              {date(p.createdAt)}
            </Link>{' '}
            {p.purpose.replace('_', ' ')} {formatFee(p.amountCents)} — {p.method.replace('_', ' ')}, {p.state}
          </li>
        )}
      </ListBlock>

      <ListBlock title="Event sign-ups" items={m.signUps} empty="No sign-ups.">
        {(s) => (
          <li key={s.id}>
            {date(s.createdAt)} {s.event} — {s.status}
          </li>
        )}
      </ListBlock>

      <ListBlock title="Renewal reminders" items={m.reminders} empty="No reminders sent.">
        {(r) => (
          <li key={`${r.year}-${r.kind}`}>
            {date(r.sentAt)} {reminderKindLabels[r.kind] ?? r.kind} ({r.year}) to {r.email}
          </li>
        )}
      </ListBlock>

      <ListBlock title="Role history" items={m.roleLog} empty="No role changes.">
        {(l) => (
          <li key={`${l.at}-${l.role}-${l.action}`}>
            {date(l.at)} {l.action} {l.role} by {l.actor || 'someone'}
          </li>
        )}
      </ListBlock>
    </div>
  );
}
