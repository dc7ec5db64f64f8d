import { Markdown } from '@client/components/markdown';
import { isNotFound, QueryGate } from '@client/components/query-state';
import { useViewer } from '@client/lib/auth-store';
import { useClub, useClubText } from '@client/lib/club';
import { cn } from '@client/lib/cn';
import { usePageHead } from '@client/lib/page-head';
import { usePageTitle } from '@client/lib/page-title';
import { Link } from '@client/lib/router/link';
import { isAllowed, pageAccess } from '@shared/access';
import { paths } from '@shared/paths';
import type { ContentPageKey } from '@shared/schemas/content';
import { summaryOf } from '@shared/summary';
import { Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { usePage } from '../api/content-api';
import { formatDate, formatMonthYear } from '../format';

interface ContentPageViewProps {
  pageKey: ContentPageKey;
  /** legal: "Last updated" above the text (privacy, terms); standard: below it. */
  layout?: 'standard' | 'legal';
  /** The first paragraph is an introduction, set larger. */
  hasLead?: boolean;
  /** A side panel beside the text on wide screens (e.g. the About page's facts). */
  aside?: ReactNode;
}

/**
 * A club page written in /admin/content: its title, its text (with {{club.…}} details
 * filled in from the club identity) and when it was last updated.
 */
export function ContentPageView({
  pageKey,
  layout = 'standard',
  hasLead = false,
  aside,
}: ContentPageViewProps) {
  const page = usePage(pageKey);
  const viewer = useViewer();
  const canEdit = isAllowed(pageAccess[paths.adminContent], viewer);
  usePageTitle(page.data?.title);
  const source = useClubText(page.data?.body ?? '');
  // The page's own words describe it in search results and link previews.
  usePageHead(source.trim() ? { description: summaryOf(source) } : null);
  const { timeZone } = useClub();

  const editLink = canEdit ? (
    <Link
      to={paths.adminContentPage(pageKey)}
      className="inline-flex items-center gap-1 text-link underline-offset-4 hover:underline"
    >
      <Pencil aria-hidden="true" className="size-3.5" />
      Edit this page
    </Link>
  ) : null;

  let content: ReactNode;
  if (!page.isSuccess) {
    // A 404 is a page not written yet: news, not a failure, and an editor may write it.
    content = (
      <QueryGate
        query={page}
        errorTitle="Could not load this page"
        notFound={{
          title: 'This page is being written',
          message: 'The club has not published this page yet. Please check back soon.',
          variant: 'default',
        }}
        errorAction={(error) =>
          isNotFound(error) && canEdit ? (
            <Link to={paths.adminContentPage(pageKey)} className="mt-2 inline-block text-link underline">
              Write it now
            </Link>
          ) : null
        }
        frame={(state) => <div className="max-w-3xl">{state}</div>}
      />
    );
  } else {
    content = (
      <article>
        {layout === 'legal' ? (
          <p className="mb-4 text-muted-foreground text-sm">
            Last updated: {formatMonthYear(page.data.updatedAt, timeZone)}
          </p>
        ) : null}
        <Markdown source={source} className={cn(hasLead && '[&>p:first-child]:text-lg')} />
        <footer className="mt-10 flex flex-wrap items-center gap-x-4 gap-y-2 border-t pt-4 text-muted-foreground text-sm">
          {layout === 'standard' ? <p>Last updated {formatDate(page.data.updatedAt, timeZone)}</p> : null}
          {editLink}
        </footer>
      </article>
    );
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      {aside ? (
        <div className="grid gap-10 lg:grid-cols-[1fr_18rem]">
          <div className="min-w-0">{content}</div>
          {aside}
        </div>
      ) : (
        content
      )}
    </div>
  );
}
