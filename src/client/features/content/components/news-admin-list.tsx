import { ConfirmDialog } from '@client/components/admin-list/confirm-dialog';
import { CsvExportLink } from '@client/components/admin-list/csv-export-link';
import {
  ActionsHeader,
  ListActionsCell,
  RowAction,
  RowTitleLink,
} from '@client/components/admin-list/list-table';
import { SearchBox } from '@client/components/admin-list/search-box';
import { SortableHeader } from '@client/components/admin-list/sortable-header';
import { useDeleteConfirm } from '@client/components/admin-list/use-delete-confirm';
import { useKeepPageInRange } from '@client/components/admin-list/use-list-params';
import { PagedListTable } from '@client/components/page-list-table';
import { Button, buttonVariants } from '@client/components/ui/button';
import { Label } from '@client/components/ui/label';
import { selectClass } from '@client/components/ui/native-select';
import { cn } from '@client/lib/cn';
import { Link } from '@client/lib/router/link';
import { useSearchParams } from '@client/lib/router/router';
import { paths } from '@shared/paths';
import {
  type AdminNewsPost,
  type AdminNewsQuery,
  type NewsSortKey,
  newsSortKeys,
  newsStatuses,
  newsStatusLabels,
} from '@shared/schemas/content';
import { ExternalLink, Pencil, Plus, Trash2 } from 'lucide-react';
import { useCallback, useId } from 'react';
import { newsCsvUrl, useAdminNews, useDeleteNewsPost } from '../api/content-api';
import { formatDateTime } from '../format';

const statusFilters = ['all', ...newsStatuses] as const;
type StatusFilter = (typeof statusFilters)[number];

const statusClass: Record<AdminNewsPost['status'], string> = {
  draft: 'bg-muted text-muted-foreground',
  scheduled: 'bg-secondary text-secondary-foreground',
  published: 'bg-primary text-primary-foreground',
};

/** Search, status, sort and page of the news list, kept in the URL with the tab. */
function useNewsParams() {
  const [params, setParams] = useSearchParams();
  const sort = params.get('sort');
  const status = params.get('status');
  const page = Number(params.get('page'));
  const query: AdminNewsQuery = {
    q: params.get('q') ?? '',
    status: statusFilters.includes(status as StatusFilter) ? (status as StatusFilter) : 'all',
    sort: newsSortKeys.includes(sort as NewsSortKey) ? (sort as NewsSortKey) : 'updatedAt',
    // Newest first unless asked otherwise.
    dir: params.get('dir') === 'asc' ? 'asc' : 'desc',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
  const update = useCallback(
    (patch: Partial<Record<keyof AdminNewsQuery, string | number>>, replace = false) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('tab', 'news');
          for (const [key, value] of Object.entries(patch)) {
            const isDefault =
              value === '' ||
              (key === 'page' && value === 1) ||
              (key === 'status' && value === 'all') ||
              (key === 'dir' && value === 'desc');
            if (isDefault) next.delete(key);
            else next.set(key, String(value));
          }
          return next;
        },
        { replace },
      ),
    [setParams],
  );
  return { query, update };
}

/** Every news post, drafts included: search, filter, sort, 50 a page, CSV, and actions. */
export function NewsAdminList() {
  const id = useId();
  const { query, update } = useNewsParams();
  const news = useAdminNews(query);
  const remove = useDeleteNewsPost();
  const del = useDeleteConfirm<AdminNewsPost>(remove, (post) => ({
    title: 'Post deleted',
    description: `“${post.title}” and its history were deleted.`,
  }));
  const setQuery = useCallback((q: string) => update({ q, page: 1 }, true), [update]);

  // Deleting the last row of the last page: step back to a page that has rows.
  const setPageReplacing = useCallback((page: number) => update({ page }, true), [update]);
  useKeepPageInRange(news.data, query.page, setPageReplacing);

  const toggleSort = (key: NewsSortKey) =>
    update({ sort: key, dir: query.sort === key && query.dir === 'desc' ? 'asc' : 'desc', page: 1 });

  const header = (key: NewsSortKey, label: string, className?: string) => (
    <SortableHeader
      column={key}
      current={query.sort}
      dir={query.dir}
      onSort={toggleSort}
      className={className}
    >
      {label}
    </SortableHeader>
  );

  const isFiltered = !!query.q || query.status !== 'all';

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex w-full flex-wrap items-end gap-3 sm:w-auto sm:flex-nowrap">
          <div className="w-full sm:w-80">
            <SearchBox
              label="Search news"
              value={query.q ?? ''}
              onSearch={setQuery}
              placeholder="Title, summary or author"
            />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-status`}>Status</Label>
            <select
              id={`${id}-status`}
              className={cn(selectClass, 'w-auto')}
              value={query.status}
              onChange={(e) => update({ status: e.target.value, page: 1 })}
            >
              {statusFilters.map((s) => (
                <option key={s} value={s}>
                  {s === 'all' ? 'All posts' : newsStatusLabels[s]}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <CsvExportLink href={newsCsvUrl(query)} />
          <Link to={paths.adminNewsNew} className={buttonVariants()}>
            <Plus aria-hidden="true" />
            New post
          </Link>
        </div>
      </div>

      <PagedListTable
        query={news}
        list={{ setPage: (page) => update({ page }) }}
        errorTitle="Could not load the news posts"
        empty={
          isFiltered ? (
            <>
              <p>No posts match these filters.</p>
              <Button variant="link" onClick={() => update({ q: '', status: 'all', page: 1 })}>
                Show all posts
              </Button>
            </>
          ) : (
            <>
              <p className="mb-3">There are no news posts yet.</p>
              <Link to={paths.adminNewsNew} className={buttonVariants()}>
                <Plus aria-hidden="true" />
                Write the first post
              </Link>
            </>
          )
        }
        caption="News posts"
        noun="posts"
        head={
          <>
            {header('title', 'Title')}
            <th scope="col" className="px-3 py-2 text-left font-medium">
              Status
            </th>
            {header('publishedAt', 'Publish date', 'hidden md:table-cell')}
            {header('updatedAt', 'Last edited', 'hidden lg:table-cell')}
            <ActionsHeader />
          </>
        }
      >
        {(data) =>
          data.items.map((post) => (
            <tr key={post.id} className="border-t align-top">
              <td className="px-3 py-2">
                <RowTitleLink to={paths.adminNewsPost(post.id)} title={post.title}>
                  /news/{post.slug} · {post.authorName}
                </RowTitleLink>
              </td>
              <td data-label="Status" className="px-3 py-2">
                <span
                  className={cn('rounded-full px-2 py-0.5 font-semibold text-xs', statusClass[post.status])}
                >
                  {newsStatusLabels[post.status]}
                </span>
              </td>
              <td data-label="Publish date" className="hidden px-3 py-2 md:table-cell">
                {post.publishedAt ? formatDateTime(post.publishedAt) : '—'}
              </td>
              <td data-label="Last edited" className="hidden px-3 py-2 lg:table-cell">
                {formatDateTime(post.updatedAt)}
                <div className="text-muted-foreground text-xs">by {post.updatedByName}</div>
              </td>
              <ListActionsCell>
                <RowAction to={paths.adminNewsPost(post.id)} label={`Edit ${post.title}`} icon={Pencil} />
                {post.status === 'published' ? (
                  <RowAction
                    to={paths.newsPost(post.slug)}
                    label={`View ${post.title}`}
                    icon={ExternalLink}
                  />
                ) : null}
                <RowAction label={`Delete ${post.title}`} icon={Trash2} onClick={() => del.ask(post)} />
              </ListActionsCell>
            </tr>
          ))
        }
      </PagedListTable>

      <ConfirmDialog
        role="dialog"
        errorTitle={null}
        {...del.dialog}
        title={`Delete “${del.target?.title ?? ''}”?`}
        description="The post and all its saved versions are deleted for good. To only hide it, unpublish it instead."
        confirmLabel="Delete post"
      />
    </div>
  );
}
