import { Button } from '@client/components/ui/button';
import { ChevronLeft, ChevronRight } from 'lucide-react';

interface PageOfRows {
  page: number;
  pageSize: number;
  total: number;
}

/** The numbers one by one, or `of`: a page of a list as the API returns it. */
type ListPaginationProps = (PageOfRows | { of: PageOfRows }) & {
  onPage: (page: number) => void;
  /** What the rows are, plural: "locations". */
  noun: string;
};

/** "Showing 51–55 of 55 locations" with previous/next page buttons. */
export function ListPagination(props: ListPaginationProps) {
  const { onPage, noun } = props;
  const { page, pageSize, total } = 'of' in props ? props.of : props;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-2 text-sm">
      <p aria-live="polite">
        Showing {first}–{last} of {total} {noun}
      </p>
      {pages > 1 && (
        <div className="flex items-center gap-2">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            <ChevronLeft aria-hidden="true" />
            Previous
          </Button>
          <span>
            Page {page} of {pages}
          </span>
          <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            Next
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
      )}
    </nav>
  );
}
