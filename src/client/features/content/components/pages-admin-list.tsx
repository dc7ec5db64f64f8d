import { ActionsHeader, ListTable } from '@client/components/admin-list/list-table';
import { NoSearchMatches } from '@client/components/admin-list/no-search-matches';
import { SearchBox } from '@client/components/admin-list/search-box';
import { SortableHeader } from '@client/components/admin-list/sortable-header';
import { QueryState } from '@client/components/query-state';
import { Button, buttonVariants } from '@client/components/ui/button';
import { Link } from '@client/lib/router/link';
import { paths } from '@shared/paths';
import type { ContentPageSummary } from '@shared/schemas/content';
import { Download, ExternalLink, Pencil } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useAdminPages } from '../api/content-api';
import { downloadCsv } from '../download-csv';
import { formatDateTime } from '../format';

type SortKey = 'title' | 'updatedAt' | 'version';
const sorters: Record<SortKey, (a: ContentPageSummary, b: ContentPageSummary) => number> = {
  title: (a, b) => a.title.localeCompare(b.title),
  updatedAt: (a, b) => (a.updatedAt ?? '').localeCompare(b.updatedAt ?? ''),
  version: (a, b) => a.version - b.version,
};

/** The club's editable pages: search, sort, CSV, and a link to each editor. */
export function PagesAdminList() {
  const pages = useAdminPages();
  const [q, setQ] = useState('');
  const [sort, setSort] = useState<{ key: SortKey | null; dir: 'asc' | 'desc' }>({ key: null, dir: 'asc' });

  const rows = useMemo(() => {
    const needle = q.toLowerCase();
    const found = (pages.data ?? []).filter(
      (p) => !needle || p.title.toLowerCase().includes(needle) || p.path.includes(needle),
    );
    if (!sort.key) return found; // the club's own order
    const by = sorters[sort.key];
    return [...found].sort((a, b) => (sort.dir === 'asc' ? by(a, b) : by(b, a)));
  }, [pages.data, q, sort]);

  const toggleSort = (key: SortKey) =>
    setSort((s) => ({ key, dir: s.key === key && s.dir === 'asc' ? 'desc' : 'asc' }));

  const exportCsv = () =>
    downloadCsv(
      `club-pages-${new Date().toISOString().slice(0, 10)}.csv`,
      ['Title', 'Address', 'Version', 'Last updated', 'Updated by'],
      rows.map((p) => [p.title, p.path, p.version, p.updatedAt, p.updatedByName]),
    );

  const header = (key: SortKey, label: string, className?: string) => (
    <SortableHeader
      column={key}
      current={sort.key ?? ('' as SortKey)}
      dir={sort.dir}
      onSort={toggleSort}
      className={className}
    >
      {label}
    </SortableHeader>
  );

  if (!pages.isSuccess) {
    // Loading or the load error: the list below needs the rows.
    return (
      <QueryState query={pages} errorTitle="Could not load the pages">
        {() => null}
      </QueryState>
    );
  }

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <SearchBox label="Search pages" value={q} onSearch={setQ} placeholder="Title or address" />
        <Button variant="outline" onClick={exportCsv} disabled={rows.length === 0}>
          <Download aria-hidden="true" />
          Export CSV
        </Button>
      </div>
      {rows.length === 0 ? (
        <div className="rounded-lg border border-dashed p-8 text-center">
          <NoSearchMatches message={`No pages match “${q}”.`} onClear={() => setQ('')} />
        </div>
      ) : (
        <ListTable
          caption="Club pages"
          head={
            <>
              {header('title', 'Page')}
              {header('updatedAt', 'Last updated', 'hidden sm:table-cell')}
              {header('version', 'Version', 'hidden md:table-cell')}
              <ActionsHeader />
            </>
          }
        >
          {rows.map((page) => (
            <tr key={page.key} className="border-t align-top">
              <td className="px-3 py-2">
                <div className="font-medium">{page.title}</div>
                <div className="text-muted-foreground text-xs">{page.path}</div>
              </td>
              <td data-label="Last updated" className="hidden px-3 py-2 sm:table-cell">
                {page.updatedAt ? (
                  <>
                    {formatDateTime(page.updatedAt)}
                    {page.updatedByName ? (
                      <div className="text-muted-foreground text-xs">by {page.updatedByName}</div>
                    ) : null}
                  </>
                ) : (
                  <span className="text-muted-foreground">Not written yet</span>
                )}
              </td>
              <td data-label="Version" className="hidden px-3 py-2 md:table-cell">
                {page.version || '—'}
              </td>
              <td className="list-actions px-3 py-2">
                <div className="flex justify-end gap-1">
                  <Link
                    to={paths.adminContentPage(page.key)}
                    className={buttonVariants({ variant: 'outline', size: 'sm' })}
                    aria-label={`Edit ${page.title}`}
                  >
                    <Pencil aria-hidden="true" />
                    Edit
                  </Link>
                  <Link
                    to={page.path}
                    className={buttonVariants({ variant: 'ghost', size: 'icon' })}
                    aria-label={`View ${page.title}`}
                    title="View the public page"
                  >
                    <ExternalLink aria-hidden="true" />
                  </Link>
                </div>
              </td>
            </tr>
          ))}
        </ListTable>
      )}
    </div>
  );
}
