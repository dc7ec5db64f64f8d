import { ConfirmDialog } from '@client/components/admin-list/confirm-dialog';
import { CsvExportLink } from '@client/components/admin-list/csv-export-link';
import { ListPagination } from '@client/components/admin-list/list-pagination';
import { ListStates, NoSearchMatches } from '@client/components/admin-list/list-states';
import { ActionsHeader, ListTable } from '@client/components/admin-list/list-table';
import { SearchBox } from '@client/components/admin-list/search-box';
import { sortableHeaderOf } from '@client/components/admin-list/sortable-header';
import { useKeepPageInRange, useListParams } from '@client/components/admin-list/use-list-params';
import { Button, buttonVariants } from '@client/components/ui/button';
import { toast } from '@client/lib/toast-store';
import { paths } from '@shared/paths';
import { type Court, courtSettingLabels, courtSortKeys, courtSurfaceLabels } from '@shared/schemas/courts';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { courtsCsvUrl, useAdminCourts, useDeleteCourt } from '../api/courts-api';

export function AdminCourtsPage() {
  const list = useListParams(courtSortKeys, 'sortOrder');
  const query = { q: list.q, sort: list.sort, dir: list.dir, page: list.page };
  const courts = useAdminCourts(query);
  const remove = useDeleteCourt();
  const [toDelete, setToDelete] = useState<Court | null>(null);

  // Deleting the last row of the last page: step back to a page that has rows.
  useKeepPageInRange(courts.data, list.page, list.setPage);

  const confirmDelete = async () => {
    if (!toDelete) return;
    await remove.mutateAsync(toDelete.id);
    toast({
      title: 'Location deleted',
      description: `${toDelete.name} was removed from the Court Locations page.`,
    });
    setToDelete(null);
  };

  const header = sortableHeaderOf(list);

  return (
    <div className="mx-auto max-w-7xl space-y-4 px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <SearchBox
          label="Search locations"
          value={list.q}
          onSearch={list.setQuery}
          placeholder="Name, address or notes"
        />
        <div className="flex flex-wrap gap-2">
          <CsvExportLink href={courtsCsvUrl(query)} />
          <Link to={paths.adminCourtNew} className={buttonVariants()}>
            <Plus aria-hidden="true" />
            New location
          </Link>
        </div>
      </div>

      <ListStates
        query={courts}
        errorTitle="Could not load the locations"
        isEmpty={(data) => data.total === 0}
        empty={
          list.q ? (
            <NoSearchMatches message={`No locations match “${list.q}”.`} onClear={() => list.setQuery('')} />
          ) : (
            <>
              <p className="mb-3">There are no court locations yet.</p>
              <Link to={paths.adminCourtNew} className={buttonVariants()}>
                <Plus aria-hidden="true" />
                Add the first location
              </Link>
            </>
          )
        }
      >
        {(data) => (
          <>
            <ListTable
              caption="Court locations"
              head={
                <>
                  {header('name', 'Name')}
                  {header('numberOfCourts', 'Courts')}
                  {header('surface', 'Surface', 'hidden md:table-cell')}
                  <th scope="col" className="hidden px-3 py-2 text-left font-medium md:table-cell">
                    Lights
                  </th>
                  {header('setting', 'Setting', 'hidden md:table-cell')}
                  {header('sortOrder', 'Order', 'hidden lg:table-cell')}
                  {header('updatedAt', 'Updated', 'hidden lg:table-cell')}
                  <ActionsHeader />
                </>
              }
            >
              {data.items.map((court) => (
                <tr key={court.id} className="border-t align-top">
                  <td className="px-3 py-2">
                    <Link
                      to={paths.court(court.slug)}
                      className="font-medium text-link underline-offset-4 hover:underline"
                    >
                      {court.name}
                    </Link>
                    <div className="text-muted-foreground text-xs">{court.address}</div>
                  </td>
                  <td data-label="Courts" className="px-3 py-2">
                    {court.numberOfCourts}
                  </td>
                  <td data-label="Surface" className="hidden px-3 py-2 md:table-cell">
                    {courtSurfaceLabels[court.surface]}
                  </td>
                  <td data-label="Lights" className="hidden px-3 py-2 md:table-cell">
                    {court.hasLights ? 'Yes' : 'No'}
                  </td>
                  <td data-label="Setting" className="hidden px-3 py-2 md:table-cell">
                    {courtSettingLabels[court.setting]}
                  </td>
                  <td data-label="Order" className="hidden px-3 py-2 lg:table-cell">
                    {court.sortOrder}
                  </td>
                  <td data-label="Updated" className="hidden px-3 py-2 lg:table-cell">
                    {new Date(court.updatedAt).toLocaleDateString()}
                  </td>
                  <td className="list-actions px-3 py-2">
                    <div className="flex justify-end gap-1">
                      <Link
                        to={paths.adminCourt(court.id)}
                        className={buttonVariants({ variant: 'ghost', size: 'icon' })}
                        aria-label={`Edit ${court.name}`}
                      >
                        <Pencil aria-hidden="true" />
                      </Link>
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={`Delete ${court.name}`}
                        onClick={() => {
                          remove.reset();
                          setToDelete(court);
                        }}
                      >
                        <Trash2 aria-hidden="true" />
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </ListTable>
            <ListPagination
              page={data.page}
              pageSize={data.pageSize}
              total={data.total}
              onPage={list.setPage}
              noun="locations"
            />
          </>
        )}
      </ListStates>

      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title={`Delete ${toDelete?.name ?? 'this location'}?`}
        description="It disappears from the Court Locations page and cannot be restored. Locations that events still use cannot be deleted."
        confirmLabel="Delete location"
        isPending={remove.isPending}
        error={remove.error?.message ?? null}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
