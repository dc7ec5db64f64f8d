import { ListCell, ListTable } from '@client/components/admin-list/list-table';
import { ColumnHeaders } from '@client/components/column-headers';
import { TitleLink } from '@client/components/page-title-link';
import { paths } from '@shared/paths';
import { formatCents, paymentMethodLabels } from '@shared/payments';
import type { OwedBackItem } from '@shared/schemas/payments';
import type { ReactNode } from 'react';
import { dateText } from './payment-text';

/** Money owed back: since when, to whom, what for, why, how it was paid, and the action. */
export function OwedBackTable({
  items,
  actions,
}: {
  items: OwedBackItem[];
  actions: (owed: OwedBackItem) => ReactNode;
}) {
  return (
    <ListTable
      caption="Money owed back"
      head={
        <ColumnHeaders
          columns={[
            'Owed since',
            'To',
            'For',
            { name: 'Amount', className: 'text-right' },
            'Paid by',
            { name: 'Actions', className: 'text-right' },
          ]}
        />
      }
    >
      {items.map((o) => (
        <tr key={o.id} className="border-t align-top">
          <td className="px-3 py-2">
            <TitleLink to={paths.paymentIntent(o.paymentId)}>{dateText(o.createdAt)}</TitleLink>
          </td>
          <ListCell label="To">
            {o.payerName}
            <div className="text-muted-foreground text-xs">{o.payerEmail}</div>
          </ListCell>
          <ListCell label="For">
            {o.description}
            <div className="text-muted-foreground text-xs">{o.reason}</div>
            {o.cardRefundError ? (
              <div className="text-destructive-text text-xs">Card refund failed: {o.cardRefundError}</div>
            ) : null}
          </ListCell>
          <ListCell label="Amount" className="text-right tabular-nums">
            {formatCents(o.amountCents)}
          </ListCell>
          <ListCell label="Paid by">{paymentMethodLabels[o.method]}</ListCell>
          <td className="list-actions px-3 py-2">
            <div className="flex flex-wrap justify-end gap-1">{actions(o)}</div>
          </td>
        </tr>
      ))}
    </ListTable>
  );
}
