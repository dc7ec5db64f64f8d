import { ConfirmDialog } from '@client/components/admin-list/confirm-dialog';
import { NoSearchMatches } from '@client/components/admin-list/no-search-matches';
import { SearchBox } from '@client/components/admin-list/search-box';
import { PageSection } from '@client/components/page-section';
import { QueryState } from '@client/components/query-state';
import { Button, buttonVariants } from '@client/components/ui/button';
import { useAuth } from '@client/lib/auth-store';
import { Link } from '@client/lib/router/link';
import { toast } from '@client/lib/toast-store';
import { paths } from '@shared/paths';
import { formatCents } from '@shared/payments';
import type { OwedBackItem, PaymentListItem, TreasurerSummary } from '@shared/schemas/payments';
import { useState } from 'react';
import {
  owedBackCsvUrl,
  useOpenDues,
  useRefundOwedToCard,
  useRefundPayment,
  useTreasurerSummary,
  useVerifyPayment,
} from '../api/payments-api';
import { KeepOwedDialog } from '../components/keep-owed-dialog';
import { OwedBackTable } from '../components/owed-back-table';
import { HandBackDialog, RecordPaymentDialog } from '../components/payment-dialogs';
import { PaymentsTable } from '../components/payments-table';
import { TotalsBar } from '../components/totals-bar';

export function AdminPaymentsPage() {
  const [q, setQ] = useState('');
  const summary = useTreasurerSummary();
  const dues = useOpenDues(q);
  const verify = useVerifyPayment();
  const me = useAuth().user;
  const [recording, setRecording] = useState<PaymentListItem | null>(null);
  const refund = useRefundPayment();
  const [refunding, setRefunding] = useState<TreasurerSummary['toRefund'][number] | null>(null);
  const [refundError, setRefundError] = useState<string | null>(null);
  const [handingBack, setHandingBack] = useState<OwedBackItem | null>(null);
  const [keeping, setKeeping] = useState<OwedBackItem | null>(null);
  const owedToCard = useRefundOwedToCard();
  const [owedRefunding, setOwedRefunding] = useState<OwedBackItem | null>(null);
  const [owedError, setOwedError] = useState<string | null>(null);

  const refundOwedToCard = async () => {
    if (!owedRefunding) return;
    try {
      const result = await owedToCard.mutateAsync(owedRefunding.id);
      toast({
        title: result.isPendingAtStripe ? 'Refund sent to Stripe' : 'Refund recorded',
        description: `${formatCents(owedRefunding.amountCents)} back to ${owedRefunding.payerName}'s card.`,
      });
      setOwedRefunding(null);
    } catch (err) {
      setOwedError((err as Error).message);
    }
  };

  const refundToCard = async () => {
    if (!refunding) return;
    try {
      const result = await refund.mutateAsync({
        id: refunding.id,
        input: { reason: 'Received twice: the due was already settled' },
      });
      toast({
        title: result.isPendingAtStripe ? 'Refund sent to Stripe' : 'Refund recorded',
        description: `${formatCents(refunding.refundableCents)} back to ${refunding.payerName}'s card.`,
      });
      setRefunding(null);
    } catch (err) {
      setRefundError((err as Error).message);
    }
  };

  const verifyEntry = async (p: PaymentListItem) => {
    try {
      await verify.mutateAsync(p.id);
      toast({ title: 'Verified', description: `${formatCents(p.amountCents)} from ${p.payerName}.` });
    } catch (err) {
      toast({ title: 'Not verified', description: (err as Error).message, variant: 'destructive' });
    }
  };

  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-8 sm:px-6">
      <QueryState query={summary} errorTitle="Could not load the totals">
        {(data) => (
          <div className="grid gap-3 lg:grid-cols-2">
            <TotalsBar totals={data.today} label="Today" />
            <TotalsBar totals={data.year} label="This year" />
          </div>
        )}
      </QueryState>

      <section aria-labelledby="dues-heading" className="space-y-3">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 id="dues-heading" className="font-semibold text-lg">
              Open dues and fees
            </h2>
            <p className="text-muted-foreground text-sm">
              {summary.data
                ? `${summary.data.openDuesCount} open, ${formatCents(summary.data.openDuesCents)} in all. `
                : ''}
              Find the person, then record what they handed you.
            </p>
          </div>
          <SearchBox label="Find a person" value={q} onSearch={setQ} placeholder="Name or e-mail" />
        </div>
        <QueryState
          query={dues}
          errorTitle="Could not load the open dues"
          isEmpty={(data) => data.items.length === 0}
          empty={
            q ? (
              <NoSearchMatches message={`Nobody matching “${q}” owes anything.`} onClear={() => setQ('')} />
            ) : (
              <p>Nothing is owed right now.</p>
            )
          }
        >
          {(data) => (
            <PaymentsTable
              caption="Open dues and fees"
              items={data.items}
              actions={(p) => (
                <Button
                  size="sm"
                  onClick={() => setRecording(p)}
                  aria-label={`Record payment from ${p.payerName}`}
                >
                  Record payment
                </Button>
              )}
            />
          )}
        </QueryState>
      </section>

      {summary.data ? (
        <section aria-labelledby="to-refund-heading" className="space-y-3">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <div>
              <h2 id="to-refund-heading" className="font-semibold text-lg">
                To refund
              </h2>
              <p className="text-muted-foreground text-sm">
                Money the club owes back: after a cancellation, a card refund that did not go through, or a
                card payment that arrived twice. Card money goes back through Stripe; cash, cheques and
                transfers are handed back and marked here.
              </p>
            </div>
            {summary.data.owedBack.length > 0 ? (
              <a
                href={owedBackCsvUrl()}
                className={buttonVariants({ variant: 'outline', size: 'sm' })}
                download
              >
                Download CSV
              </a>
            ) : null}
          </div>
          {summary.data.owedBack.length === 0 && summary.data.toRefund.length === 0 ? (
            <div className="rounded-lg border border-dashed p-6 text-center text-sm">
              Nothing is owed back.
            </div>
          ) : null}
          {summary.data.owedBack.length > 0 ? (
            <OwedBackTable
              items={summary.data.owedBack}
              actions={(o) => (
                <>
                  {o.method === 'card_online' ? (
                    <Button
                      size="sm"
                      variant="destructive"
                      onClick={() => {
                        setOwedError(null);
                        setOwedRefunding(o);
                      }}
                      aria-label={`Refund to card: ${formatCents(o.amountCents)} to ${o.payerName}`}
                    >
                      Refund to card
                    </Button>
                  ) : null}
                  {o.method !== 'card_online' || o.cardRefundError ? (
                    <Button
                      size="sm"
                      variant={o.method === 'card_online' ? 'outline' : 'default'}
                      onClick={() => setHandingBack(o)}
                      aria-label={`Mark as handed back: ${formatCents(o.amountCents)} to ${o.payerName}`}
                    >
                      Mark as handed back
                    </Button>
                  ) : null}
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => setKeeping(o)}
                    aria-label={`Keep the fee: ${formatCents(o.amountCents)} of ${o.payerName}`}
                  >
                    Keep the fee
                  </Button>
                </>
              )}
            />
          ) : null}
          {summary.data.toRefund.length > 0 ? (
            <>
              <h3 className="font-medium">Card payments received twice</h3>
              <PaymentsTable
                caption="Money received twice, to refund"
                items={summary.data.toRefund}
                actions={(p) => {
                  const item = summary.data.toRefund.find((x) => x.id === p.id)!;
                  return (
                    <Button
                      size="sm"
                      variant="destructive"
                      onClick={() => {
                        setRefundError(null);
                        setRefunding(item);
                      }}
                      aria-label={`Refund ${formatCents(item.refundableCents)} to ${p.payerName}'s card`}
                    >
                      Refund {formatCents(item.refundableCents)}
                    </Button>
                  );
                }}
              />
            </>
          ) : null}
        </section>
      ) : null}

      <PageSection id="verify-heading" title="To verify" className="space-y-3">
        <p className="text-muted-foreground text-sm">
          Cash, cheques and transfers someone else recorded: check them against the bank and confirm.
        </p>
        {summary.data && summary.data.unverified.length > 0 ? (
          <PaymentsTable
            caption="Entries to verify"
            items={summary.data.unverified}
            actions={(p) =>
              p.recordedById === me?.id ? (
                <span className="text-muted-foreground text-xs">Recorded by you</span>
              ) : (
                <Button
                  size="sm"
                  variant="outline"
                  disabled={verify.isPending}
                  onClick={() => verifyEntry(p)}
                  aria-label={`Verify payment from ${p.payerName}`}
                >
                  Verify
                </Button>
              )
            }
          />
        ) : (
          <div className="rounded-lg border border-dashed p-6 text-center text-sm">
            Everything is verified.
          </div>
        )}
      </PageSection>

      <p className="text-sm">
        To refund, open the payment from{' '}
        <Link
          to={`${paths.paymentIntents}?state=paid`}
          className={buttonVariants({ variant: 'link', className: 'px-0' })}
        >
          Payment Intents
        </Link>
        .
      </p>
      <RecordPaymentDialog payment={recording} onClose={() => setRecording(null)} />
      <HandBackDialog owed={handingBack} onClose={() => setHandingBack(null)} />
      <KeepOwedDialog owed={keeping} onClose={() => setKeeping(null)} />
      <ConfirmDialog
        open={owedRefunding !== null}
        onOpenChange={(open) => !open && setOwedRefunding(null)}
        title={
          owedRefunding
            ? `Refund ${formatCents(owedRefunding.amountCents)} to ${owedRefunding.payerName}'s card?`
            : ''
        }
        description={
          owedRefunding
            ? `Stripe gives it back to the card that paid for ${owedRefunding.description}. If Stripe refuses, it stays on this list.`
            : ''
        }
        confirmLabel="Refund to card"
        isPending={owedToCard.isPending}
        error={owedError}
        onConfirm={refundOwedToCard}
      />
      <ConfirmDialog
        open={refunding !== null}
        onOpenChange={(open) => !open && setRefunding(null)}
        title={refunding ? `Refund ${formatCents(refunding.refundableCents)} to ${refunding.payerName}?` : ''}
        description={
          refunding
            ? `Stripe gives it back to the card that paid it for ${refunding.description}. The refund appears in the ledger when Stripe confirms it.`
            : ''
        }
        confirmLabel="Refund to card"
        isPending={refund.isPending}
        error={refundError}
        onConfirm={refundToCard}
      />
    </div>
  );
}
