import { PageLoading } from '@client/app/layout/page-loading';
import { ConfirmDialog } from '@client/components/admin-list/confirm-dialog';
import { ListPagination } from '@client/components/admin-list/list-pagination';
import { SearchBox } from '@client/components/admin-list/search-box';
import { SortableHeader } from '@client/components/admin-list/sortable-header';
import { useListParams } from '@client/components/admin-list/use-list-params';
import { Alert, AlertDescription, AlertTitle } from '@client/components/ui/alert';
import { Button, buttonVariants } from '@client/components/ui/button';
import { toast } from '@client/lib/toast-store';
import { paths } from '@shared/paths';
import { type Court, courtSettingLabels, courtSortKeys, courtSurfaceLabels } from '@shared/schemas/courts';
import { AlertTriangle, Download, Pencil, Plus, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { courtsCsvUrl, useAdminCourts, useDeleteCourt } from '../api/courts-api';

export function AdminCourtsPage() {
  const list = useListParams(courtSortKeys, 'sortOrder');
  const query = { q: list.q, sort: list.sort, dir: list.dir, page: list.page };
  const courts = useAdminCourts(query);
  const remove = useDeleteCourt();
  const [toDelete, setToDelete] = useState<Court | null>(null);

  // Deleting the last row of the last page: step back to a page that has rows.
  const lastPage = courts.data ? Math.max(1, Math.ceil(courts.data.total / courts.data.pageSize)) : 1;
  const { setPage } = list;
  useEffect(() => {
    if (courts.data && list.page > lastPage) setPage(lastPage);
  }, [courts.data, list.page, lastPage, setPage]);

  const confirmDelete = async () => {
    if (!toDelete) return;
    await remove.mutateAsync(toDelete.id);
    toast({
      title: 'Location deleted',
      description: `${toDelete.name} was removed from the Court Locations page.`,
    });
    setToDelete(null);
  };

  const header = (column: (typeof courtSortKeys)[number], label: string, className?: string) => (
    <SortableHeader
      column={column}
      current={list.sort}
      dir={list.dir}
      onSort={list.toggleSort}
      className={className}
    >
      {label}
    </SortableHeader>
  );

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
          <a href={courtsCsvUrl(query)} download className={buttonVariants({ variant: 'outline' })}>
            <Download aria-hidden="true" />
            Export CSV
          </a>
          <Link to={paths.adminCourtNew} className={buttonVariants()}>
            <Plus aria-hidden="true" />
            New location
          </Link>
        </div>
      </div>

      {courts.isPending ? (
        <PageLoading />
      ) : courts.isError ? (
        <Alert variant="destructive">
          <AlertTriangle aria-hidden="true" />
          <AlertTitle>Could not load the locations</AlertTitle>
          <AlertDescription>
            <p>{courts.error.message}</p>
            <Button variant="outline" size="sm" className="mt-2" onClick={() => courts.refetch()}>
              Try again
            </Button>
          </AlertDescription>
        </Alert>
      ) : courts.data.total === 0 ? (
        <div className="rounded-lg border border-dashed p-8 text-center">
          {list.q ? (
            <>
              <p>No locations match “{list.q}”.</p>
              <Button variant="link" onClick={() => list.setQuery('')}>
                Clear the search
              </Button>
            </>
          ) : (
            <>
              <p className="mb-3">There are no court locations yet.</p>
              <Link to={paths.adminCourtNew} className={buttonVariants()}>
                <Plus aria-hidden="true" />
                Add the first location
              </Link>
            </>
          )}
        </div>
      ) : (
        <>
          <div className="overflow-x-auto rounded-lg border">
            <table className="w-full text-sm">
              <caption className="sr-only">Court locations</caption>
              <thead className="bg-muted text-muted-foreground">
                <tr>
                  {header('name', 'Name')}
                  {header('numberOfCourts', 'Courts')}
                  {header('surface', 'Surface', 'hidden md:table-cell')}
                  <th scope="col" className="hidden px-3 py-2 text-left font-medium md:table-cell">
                    Lights
                  </th>
                  {header('setting', 'Setting', 'hidden md:table-cell')}
                  {header('sortOrder', 'Order', 'hidden lg:table-cell')}
                  {header('updatedAt', 'Updated', 'hidden lg:table-cell')}
                  <th scope="col" className="px-3 py-2 text-right font-medium">
                    Actions
                  </th>
                </tr>
              </thead>
              <tbody>
                {courts.data.items.map((court) => (
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
                    <td className="px-3 py-2">{court.numberOfCourts}</td>
                    <td className="hidden px-3 py-2 md:table-cell">{courtSurfaceLabels[court.surface]}</td>
                    <td className="hidden px-3 py-2 md:table-cell">{court.hasLights ? 'Yes' : 'No'}</td>
                    <td className="hidden px-3 py-2 md:table-cell">{courtSettingLabels[court.setting]}</td>
                    <td className="hidden px-3 py-2 lg:table-cell">{court.sortOrder}</td>
                    <td className="hidden px-3 py-2 lg:table-cell">
                      {new Date(court.updatedAt).toLocaleDateString()}
                    </td>
                    <td className="px-3 py-2">
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
              </tbody>
            </table>
          </div>
          <ListPagination
            page={courts.data.page}
            pageSize={courts.data.pageSize}
            total={courts.data.total}
            onPage={list.setPage}
            noun="locations"
          />
        </>
      )}

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
