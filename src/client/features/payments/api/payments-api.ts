import { useWrite } from '@client/lib/api-writes';
import { apiQuery, apiUrl, callApi, listQuery, recordWrite } from '@client/lib/call-api';
import { paymentsApi } from '@shared/api/payments';
import type { PaymentListQuery } from '@shared/schemas/payments';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';

/** Every cached ledger read, refreshed together after the treasurer changes something. */
const ledgerReads = [
  paymentsApi.list,
  paymentsApi.detail,
  paymentsApi.summary,
  paymentsApi.openDues,
  paymentsApi.userPurchases,
  paymentsApi.status,
];

type ListFilters = Omit<PaymentListQuery, 'page' | 'sort' | 'dir'> &
  Partial<Pick<PaymentListQuery, 'page' | 'sort' | 'dir'>>;

export function usePaymentList(query: PaymentListQuery) {
  return useQuery(listQuery(paymentsApi.list, query));
}

export function paymentsCsvUrl(query: ListFilters): string {
  const { page: _page, ...rest } = query;
  return apiUrl(paymentsApi.csv, { query: rest as PaymentListQuery });
}

export function usePaymentDetail(id: string) {
  return useQuery(apiQuery(paymentsApi.detail, { params: { id } }));
}

/** The payer's view; polls while a card payment waits for Stripe's confirmation. */
export function usePaymentStatus(id: string, isPolling: (state: string | undefined) => boolean) {
  return useQuery({
    ...apiQuery(paymentsApi.status, { params: { id } }),
    enabled: id !== '',
    refetchInterval: (q) => (isPolling(q.state.data?.state) ? 1500 : false),
  });
}

export function useStartCheckout() {
  return useMutation({
    mutationFn: (id: string) => callApi(paymentsApi.checkout, { params: { id } }),
    onSuccess: ({ url }) => {
      window.location.assign(url);
    },
  });
}

export function useTreasurerSummary() {
  return useQuery(apiQuery(paymentsApi.summary));
}

export function useOpenDues(q: string) {
  const query = q ? { q } : {};
  return useQuery({
    ...apiQuery(paymentsApi.openDues, { query }),
    placeholderData: keepPreviousData,
  });
}

export function useRecordPayment() {
  return useWrite(recordWrite(paymentsApi.record), ledgerReads);
}

export function useVerifyPayment() {
  return useWrite((id: string) => callApi(paymentsApi.verify, { params: { id } }), ledgerReads);
}

export function useRefundPayment() {
  return useWrite(recordWrite(paymentsApi.refund), ledgerReads);
}

export function useCancelDues() {
  return useWrite(
    ({ id, reason }: { id: string; reason: string }) =>
      callApi(paymentsApi.cancel, { params: { id }, body: { reason } }),
    ledgerReads,
  );
}

export function useUserPurchases(userId: string) {
  return useQuery(apiQuery(paymentsApi.userPurchases, { params: { userId } }));
}

/** Money owed back handed over in cash, by cheque or by transfer: a new refund entry. */
export function useHandBack() {
  return useWrite(recordWrite(paymentsApi.handBack), ledgerReads);
}

/** The club keeps an owed amount (with why): it leaves the list, and the payer is told. */
export function useKeepOwed() {
  return useWrite(recordWrite(paymentsApi.keepOwed), ledgerReads);
}

/** Owed card money back through Stripe; a refusal keeps it on the list (refetched either way). */
export function useRefundOwedToCard() {
  return useWrite((id: string) => callApi(paymentsApi.refundOwedToCard, { params: { id } }), ledgerReads, {
    isRefreshedOnFailure: true,
  });
}

export function owedBackCsvUrl(): string {
  return apiUrl(paymentsApi.owedBackCsv);
}
