import { ListPagination } from '@client/components/admin-list/list-pagination';
import { QueryState } from '@client/components/query-state';
import { Button } from '@client/components/ui/button';
import { useClub } from '@client/lib/club';
import { usePageHead } from '@client/lib/page-head';
import { Link } from '@client/lib/router/link';
import { useSearchParams } from '@client/lib/router/router';
import { fillClubPlaceholders } from '@shared/club-placeholders';
import { newsListPageSize } from '@shared/first-reads';
import { paths } from '@shared/paths';
import { ArrowRight, Newspaper } from 'lucide-react';
import { useNewsList } from '../api/content-api';
import { formatDate } from '../format';

const pageSize = newsListPageSize;

/** /news: published posts, newest first, ten a page (?page=2). */
export function NewsListPage() {
  const [params, setParams] = useSearchParams();
  const requested = Number(params.get('page'));
  const page = Number.isInteger(requested) && requested > 0 ? requested : 1;
  const news = useNewsList(page, pageSize);
  const club = useClub();
  const text = (source: string) => fillClubPlaceholders(source, club);
  // A later page is a page of its own for search engines: its address keeps ?page=.
  usePageHead({
    description: 'News from {{club.name}}: results, club announcements, court updates and what is coming up.',
    ...(page > 1 ? { canonicalPath: `${paths.news}?page=${page}` } : {}),
  });

  const goTo = (next: number) => {
    setParams(next === 1 ? {} : { page: String(next) });
    window.scrollTo({ top: 0 });
  };

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <QueryState
        query={news}
        errorTitle="Could not load the news"
        isEmpty={(data) => data.items.length === 0}
        empty={
          news.data?.total === 0 ? (
            <>
              <Newspaper aria-hidden="true" className="mx-auto size-8 text-muted-foreground" />
              <p className="mt-3">No news yet. Club announcements, results and reports will appear here.</p>
            </>
          ) : (
            <>
              <p>There are no posts on this page.</p>
              <Button variant="link" onClick={() => goTo(1)}>
                Go to the latest news
              </Button>
            </>
          )
        }
      >
        {(data) => (
          <div className="space-y-6">
            <ol className="space-y-6" aria-label="News posts, newest first">
              {data.items.map((post) => (
                <li key={post.slug}>
                  <article className="rounded-xl border bg-card p-6 shadow-sm">
                    <p className="text-muted-foreground text-sm">
                      <time dateTime={post.publishedAt}>{formatDate(post.publishedAt, club.timeZone)}</time>
                      {post.authorName ? ` · ${post.authorName}` : null}
                    </p>
                    <h2 className="mt-1 font-semibold text-xl leading-snug">
                      <Link
                        to={paths.newsPost(post.slug)}
                        className="underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                      >
                        {text(post.title)}
                      </Link>
                    </h2>
                    <p className="mt-2 text-muted-foreground leading-relaxed">{text(post.summary)}</p>
                    <Link
                      to={paths.newsPost(post.slug)}
                      className="mt-3 inline-flex items-center gap-1 font-medium text-link text-sm underline-offset-4 hover:underline"
                      aria-label={`Read more: ${text(post.title)}`}
                    >
                      Read more
                      <ArrowRight aria-hidden="true" className="size-4" />
                    </Link>
                  </article>
                </li>
              ))}
            </ol>
            <ListPagination of={data} onPage={goTo} noun="posts" />
          </div>
        )}
      </QueryState>
    </div>
  );
}
