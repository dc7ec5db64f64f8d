import { Button } from '@client/components/ui/button';
import { apiQuery, callApi } from '@client/lib/call-api';
import { paymentsApi } from '@shared/api/payments';
import { formatFee } from '@shared/payments';
import { useMutation, useQuery } from '@tanstack/react-query';

/** "Pay online now" for a fee due in the ledger, shown only when the club takes card payments. */
export function PayFeeOnline({ paymentId, feeCents }: { paymentId: string; feeCents: number }) {
  const config = useQuery(apiQuery(paymentsApi.config));
  const checkout = useMutation({
    mutationFn: () => callApi(paymentsApi.checkout, { params: { id: paymentId } }),
    onSuccess: ({ url }) => window.location.assign(url),
  });
  if (!config.data?.isOnlinePaymentEnabled) return null;
  return (
    <div className="space-y-1">
      <Button onClick={() => checkout.mutate()} disabled={checkout.isPending}>
        {checkout.isPending ? 'Opening the payment page…' : `Pay ${formatFee(feeCents)} online now`}
      </Button>
      {checkout.error ? (
        <p role="alert" className="text-destructive text-sm">
          {checkout.error.message}
        </p>
      ) : null}
    </div>
  );
}
