import { ListCell, ListTable } from '@client/components/admin-list/list-table';
import { ColumnHeaders } from '@client/components/column-headers';
import { TitleLink } from '@client/components/page-title-link';
import { paths } from '@shared/paths';
import { paymentMethodLabels } from '@shared/payments';
import type { PaymentListItem } from '@shared/schemas/payments';
import type { ReactNode } from 'react';
import { StateBadge } from './payment-state-badge';
import { amountText, dateText } from './payment-text';

/** Payments as a table (cards on a phone); `head`/`cells` add columns such as actions. */
export function PaymentsTable({
  caption,
  items,
  head,
  actions,
  showPayer = true,
}: {
  caption: string;
  items: PaymentListItem[];
  head?: ReactNode;
  actions?: (payment: PaymentListItem) => ReactNode;
  showPayer?: boolean;
}) {
  return (
    <ListTable
      caption={caption}
      head={
        head ?? (
          <ColumnHeaders
            columns={[
              'Date',
              showPayer && 'Payer',
              'For',
              { name: 'Amount', className: 'text-right' },
              'Method',
              'State',
              !!actions && { name: 'Actions', className: 'text-right' },
            ]}
          />
        )
      }
    >
      {items.map((p) => (
        <PaymentRow key={p.id} payment={p} showPayer={showPayer} actions={actions} />
      ))}
    </ListTable>
  );
}

export function PaymentRow({
  payment: p,
  showPayer = true,
  actions,
}: {
  payment: PaymentListItem;
  showPayer?: boolean;
  actions?: (payment: PaymentListItem) => ReactNode;
}) {
  return (
    <tr className="border-t align-top">
      <td className="px-3 py-2">
        <TitleLink to={paths.paymentIntent(p.id)}>{dateText(p.settledAt ?? p.createdAt)}</TitleLink>
      </td>
      {showPayer ? (
        <ListCell label="Payer">
          {p.payerName}
          <div className="text-muted-foreground text-xs">{p.payerEmail}</div>
        </ListCell>
      ) : null}
      <ListCell label="For">
        {p.refundOfPaymentId ? 'Refund: ' : ''}
        {p.description}
      </ListCell>
      <ListCell label="Amount" className="text-right tabular-nums">
        {amountText(p)}
      </ListCell>
      <ListCell label="Method">
        {paymentMethodLabels[p.method]}
        {p.chequeNumber ? <div className="text-muted-foreground text-xs">No. {p.chequeNumber}</div> : null}
      </ListCell>
      <ListCell label="State">
        <StateBadge state={p.state} />
      </ListCell>
      {actions ? (
        <td className="list-actions px-3 py-2">
          <div className="flex justify-end gap-1">{actions(p)}</div>
        </td>
      ) : null}
    </tr>
  );
}
