import { choiceFilter } from '@client/components/admin-list/choice-filter';
import { CsvExportLink } from '@client/components/admin-list/csv-export-link';
import { type ListFilter, ListFilters } from '@client/components/admin-list/list-filters';
import { ListPagination } from '@client/components/admin-list/list-pagination';
import { ListSearchBox } from '@client/components/admin-list/list-search-box';
import { NoSearchMatches } from '@client/components/admin-list/no-search-matches';
import { sortableHeaderOf } from '@client/components/admin-list/sortable-header';
import { useKeepPageInRange, useListParams } from '@client/components/admin-list/use-list-params';
import { QueryState } from '@client/components/query-state';
import { Button } from '@client/components/ui/button';
import { TextField } from '@client/components/ui/form-field';
import { useSearchParams } from '@client/lib/router/router';
import {
  paymentMethodLabels,
  paymentMethods,
  paymentPurposeLabels,
  paymentPurposes,
  paymentStateLabels,
  paymentStates,
} from '@shared/payments';
import { type PaymentListQuery, paymentSortKeys } from '@shared/schemas/payments';
import { paymentsCsvUrl, usePaymentList } from '../api/payments-api';
import { PaymentsTable } from '../components/payments-table';
import { TotalsBar } from '../components/totals-bar';

const filterKeys = ['state', 'method', 'purpose', 'from', 'to', 'userId'] as const;
type FilterKey = (typeof filterKeys)[number];

function pick<T extends string>(value: string | null, allowed: readonly T[]): T | undefined {
  return allowed.includes(value as T) ? (value as T) : undefined;
}

const isDate = (v: string | null) => (v && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : undefined);

/** The filters that choose one of a list of values. */
const choiceFilters: ListFilter<FilterKey>[] = [
  choiceFilter('state', 'State', 'Any', paymentStates, paymentStateLabels),
  choiceFilter('method', 'Method', 'Any', paymentMethods, paymentMethodLabels),
  choiceFilter('purpose', 'Purpose', 'Any', paymentPurposes, paymentPurposeLabels),
];

export function PaymentIntentsPage() {
  // Newest first unless the visitor picked an order.
  const list = useListParams(paymentSortKeys, 'createdAt', { defaultDir: 'desc', filters: filterKeys });
  const [, setParams] = useSearchParams();
  const filters = {
    state: pick(list.filters.state, paymentStates),
    method: pick(list.filters.method, paymentMethods),
    purpose: pick(list.filters.purpose, paymentPurposes),
    from: isDate(list.filters.from),
    to: isDate(list.filters.to),
    userId: list.filters.userId || undefined,
  };
  const { dir } = list;
  const query: PaymentListQuery = {
    q: list.q || undefined,
    ...filters,
    sort: list.sort,
    dir,
    page: list.page,
  };
  const payments = usePaymentList(query);
  useKeepPageInRange(payments.data, list.page, list.setPage);
  const header = sortableHeaderOf({
    sort: list.sort,
    dir,
    toggleSort: (column) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.set('sort', column);
        next.set('dir', list.sort === column && dir === 'desc' ? 'asc' : 'desc');
        next.delete('page');
        return next;
      }),
  });
  const isFiltered = !!list.q || filterKeys.some((k) => filters[k]);

  return (
    <div className="mx-auto max-w-7xl space-y-4 px-4 py-8 sm:px-6">
      <p className="text-muted-foreground text-sm">
        Every payment and payment attempt: dues, event and tournament fees, online and offline, refunds and
        waivers.
      </p>
      <form
        aria-label="Filter payments"
        className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-6"
        onSubmit={(e) => e.preventDefault()}
      >
        <div className="sm:col-span-2">
          <ListSearchBox list={list} label="Search payments" placeholder="Name, e-mail, cheque no." />
        </div>
        <ListFilters list={list} filters={choiceFilters} className="contents" />
        <div className="grid grid-cols-2 gap-2 lg:col-span-1">
          <TextField
            label="From"
            type="date"
            value={filters.from ?? ''}
            onChange={(e) => list.setFilter('from', e.target.value)}
          />
          <TextField
            label="To"
            type="date"
            value={filters.to ?? ''}
            onChange={(e) => list.setFilter('to', e.target.value)}
          />
        </div>
      </form>
      <div className="flex flex-wrap items-center justify-between gap-2">
        {isFiltered ? (
          <Button variant="link" className="px-0" onClick={list.clearFilters}>
            Clear all filters
          </Button>
        ) : (
          <span />
        )}
        <CsvExportLink href={paymentsCsvUrl(query)} />
      </div>

      <QueryState
        query={payments}
        errorTitle="Could not load the payments"
        isEmpty={(data) => data.total === 0}
        empty={
          isFiltered ? (
            <NoSearchMatches message="No payments match these filters." onClear={list.clearFilters} />
          ) : (
            <p>No payments yet. Dues and fees appear here as soon as someone pays or owes them.</p>
          )
        }
      >
        {(data) => (
          <>
            <TotalsBar totals={data.totals} label={`Totals of the ${data.total} matching payments`} />
            <PaymentsTable
              caption="Payments"
              items={data.items}
              head={
                <>
                  {header('createdAt', 'Date')}
                  {header('payerName', 'Payer')}
                  {header('purpose', 'For')}
                  {header('amountCents', 'Amount', 'text-right')}
                  {header('method', 'Method')}
                  {header('state', 'State')}
                </>
              }
            />
            <ListPagination of={data} onPage={list.setPage} noun="payments" />
          </>
        )}
      </QueryState>
    </div>
  );
}
