import { CsvExportLink } from '@client/components/admin-list/csv-export-link';
import { ListPagination } from '@client/components/admin-list/list-pagination';
import { NoSearchMatches } from '@client/components/admin-list/no-search-matches';
import { SearchBox } from '@client/components/admin-list/search-box';
import { sortableHeaderOf } from '@client/components/admin-list/sortable-header';
import { useKeepPageInRange, useListParams } from '@client/components/admin-list/use-list-params';
import { QueryState } from '@client/components/query-state';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { selectClass } from '@client/components/ui/native-select';
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
import { useId } from 'react';
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
const choiceFilters = [
  { key: 'state', label: 'State', options: paymentStates, labels: paymentStateLabels },
  { key: 'method', label: 'Method', options: paymentMethods, labels: paymentMethodLabels },
  { key: 'purpose', label: 'Purpose', options: paymentPurposes, labels: paymentPurposeLabels },
] as const;

function SelectFilter({
  label,
  value,
  options,
  labels,
  onChange,
}: {
  label: string;
  value: string | undefined;
  options: readonly string[];
  labels: Readonly<Record<string, string>>;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <select id={id} className={selectClass} value={value ?? ''} onChange={(e) => onChange(e.target.value)}>
        <option value="">Any</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {labels[o]}
          </option>
        ))}
      </select>
    </div>
  );
}

export function PaymentIntentsPage() {
  const list = useListParams(paymentSortKeys, 'createdAt');
  const [params, setParams] = useSearchParams();
  const fromId = useId();
  const toId = useId();
  const filters = {
    state: pick(params.get('state'), paymentStates),
    method: pick(params.get('method'), paymentMethods),
    purpose: pick(params.get('purpose'), paymentPurposes),
    from: isDate(params.get('from')),
    to: isDate(params.get('to')),
    userId: params.get('userId') || undefined,
  };
  // Newest first unless the visitor picked an order.
  const dir = params.get('dir') ? list.dir : 'desc';
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

  const setFilter = (key: FilterKey, value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(key, value);
      else next.delete(key);
      next.delete('page');
      return next;
    });
  const clearAll = () =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const k of [...filterKeys, 'q', 'page']) next.delete(k);
      return next;
    });

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
          <SearchBox
            label="Search payments"
            value={list.q}
            onSearch={list.setQuery}
            placeholder="Name, e-mail, cheque no."
          />
        </div>
        {choiceFilters.map((f) => (
          <SelectFilter
            key={f.key}
            label={f.label}
            value={filters[f.key]}
            options={f.options}
            labels={f.labels}
            onChange={(v) => setFilter(f.key, v)}
          />
        ))}
        <div className="grid grid-cols-2 gap-2 lg:col-span-1">
          <div className="space-y-1.5">
            <Label htmlFor={fromId}>From</Label>
            <Input
              id={fromId}
              type="date"
              value={filters.from ?? ''}
              onChange={(e) => setFilter('from', e.target.value)}
            />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={toId}>To</Label>
            <Input
              id={toId}
              type="date"
              value={filters.to ?? ''}
              onChange={(e) => setFilter('to', e.target.value)}
            />
          </div>
        </div>
      </form>
      <div className="flex flex-wrap items-center justify-between gap-2">
        {isFiltered ? (
          <Button variant="link" className="px-0" onClick={clearAll}>
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
            <NoSearchMatches message="No payments match these filters." onClear={clearAll} />
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
