import { ConfirmDialog } from '@client/components/admin-list/confirm-dialog';
import { CsvExportLink } from '@client/components/admin-list/csv-export-link';
import {
  ActionsHeader,
  ListActionsCell,
  ListCell,
  RowAction,
  RowTitleLink,
} from '@client/components/admin-list/list-table';
import { ListToolbar } from '@client/components/admin-list/list-toolbar';
import { sortableHeaderOf } from '@client/components/admin-list/sortable-header';
import { useDeleteConfirm } from '@client/components/admin-list/use-delete-confirm';
import { useKeepPageInRange, useListParams } from '@client/components/admin-list/use-list-params';
import { ColumnHeaders } from '@client/components/column-headers';
import { PagedListTable } from '@client/components/page-list-table';
import { buttonVariants } from '@client/components/ui/button';
import { Link } from '@client/lib/router/link';
import { paths } from '@shared/paths';
import { type Court, courtSettingLabels, courtSortKeys, courtSurfaceLabels } from '@shared/schemas/courts';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { courtsCsvUrl, useAdminCourts, useDeleteCourt } from '../api/courts-api';

export function AdminCourtsPage() {
  const list = useListParams(courtSortKeys, 'sortOrder');
  const query = { q: list.q, sort: list.sort, dir: list.dir, page: list.page };
  const courts = useAdminCourts(query);
  const remove = useDeleteCourt();
  const del = useDeleteConfirm<Court>(remove, (court) => ({
    title: 'Location deleted',
    description: `${court.name} was removed from the Court Locations page.`,
  }));

  // Deleting the last row of the last page: step back to a page that has rows.
  useKeepPageInRange(courts.data, list.page, list.setPage);

  const header = sortableHeaderOf(list);

  return (
    <div className="mx-auto max-w-7xl space-y-4 px-4 py-8 sm:px-6">
      <ListToolbar list={list} searchLabel="Search locations" placeholder="Name, address or notes">
        <CsvExportLink href={courtsCsvUrl(query)} />
        <Link to={paths.adminCourtNew} className={buttonVariants()}>
          <Plus aria-hidden="true" />
          New location
        </Link>
      </ListToolbar>

      <PagedListTable
        query={courts}
        list={list}
        errorTitle="Could not load the locations"
        noMatches={`No locations match “${list.q}”.`}
        empty={
          <>
            <p className="mb-3">There are no court locations yet.</p>
            <Link to={paths.adminCourtNew} className={buttonVariants()}>
              <Plus aria-hidden="true" />
              Add the first location
            </Link>
          </>
        }
        caption="Court locations"
        head={
          <>
            {header('name', 'Name')}
            {header('numberOfCourts', 'Courts')}
            {header('surface', 'Surface', 'hidden md:table-cell')}
            <ColumnHeaders columns={[{ name: 'Lights', className: 'hidden md:table-cell' }]} />
            {header('setting', 'Setting', 'hidden md:table-cell')}
            {header('sortOrder', 'Order', 'hidden lg:table-cell')}
            {header('updatedAt', 'Updated', 'hidden lg:table-cell')}
            <ActionsHeader />
          </>
        }
        noun="locations"
      >
        {(data) =>
          data.items.map((court) => (
            <tr key={court.id} className="border-t align-top">
              <ListCell>
                <RowTitleLink to={paths.court(court.slug)} title={court.name}>
                  {court.address}
                </RowTitleLink>
              </ListCell>
              <ListCell label="Courts">{court.numberOfCourts}</ListCell>
              <ListCell label="Surface" className="hidden md:table-cell">
                {courtSurfaceLabels[court.surface]}
              </ListCell>
              <ListCell label="Lights" className="hidden md:table-cell">
                {court.hasLights ? 'Yes' : 'No'}
              </ListCell>
              <ListCell label="Setting" className="hidden md:table-cell">
                {courtSettingLabels[court.setting]}
              </ListCell>
              <ListCell label="Order" className="hidden lg:table-cell">
                {court.sortOrder}
              </ListCell>
              <ListCell label="Updated" className="hidden lg:table-cell">
                {new Date(court.updatedAt).toLocaleDateString()}
              </ListCell>
              <ListActionsCell>
                <RowAction to={paths.adminCourt(court.id)} label={`Edit ${court.name}`} icon={Pencil} />
                <RowAction label={`Delete ${court.name}`} icon={Trash2} onClick={() => del.ask(court)} />
              </ListActionsCell>
            </tr>
          ))
        }
      </PagedListTable>

      <ConfirmDialog
        {...del.dialog}
        title={`Delete ${del.target?.name ?? 'this location'}?`}
        description="It disappears from the Court Locations page and cannot be restored. Locations that events still use cannot be deleted."
        confirmLabel="Delete location"
      />
    </div>
  );
}
