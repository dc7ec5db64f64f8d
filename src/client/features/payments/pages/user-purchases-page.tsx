import { QueryState } from '@client/components/query-state';
import { buttonVariants } from '@client/components/ui/button';
import { Link } from '@client/lib/router/link';
import { useParams } from '@client/lib/router/router';
import { paths } from '@shared/paths';
import { ArrowLeft } from 'lucide-react';
import { useUserPurchases } from '../api/payments-api';
import { PaymentsTable } from '../components/payments-table';
import { TotalsBar } from '../components/totals-bar';

export function UserPurchasesPage() {
  const { userId = '' } = useParams();
  const purchases = useUserPurchases(userId);
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6">
      <Link to={paths.adminPayments} className={buttonVariants({ variant: 'link', className: 'px-0' })}>
        <ArrowLeft aria-hidden="true" />
        Treasurer
      </Link>
      <QueryState
        query={purchases}
        errorTitle="Could not load this person's purchases"
        isEmpty={() => false}
        empty={null}
      >
        {(data) => (
          <>
            <section className="space-y-1">
              <h2 className="font-semibold text-lg">{data.person.name}</h2>
              <p className="text-muted-foreground text-sm">
                {data.person.email}
                {data.person.username ? ` · @${data.person.username}` : ''}
              </p>
            </section>
            <TotalsBar totals={data.totals} label="Totals" />
            {data.payments.length > 0 ? (
              <PaymentsTable
                caption={`Payments of ${data.person.name}`}
                items={data.payments}
                showPayer={false}
              />
            ) : (
              <div className="rounded-lg border border-dashed p-6 text-center text-sm">
                {data.person.name} has not bought or paid anything yet.
              </div>
            )}
          </>
        )}
      </QueryState>
    </div>
  );
}
