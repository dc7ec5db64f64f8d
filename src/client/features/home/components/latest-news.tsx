import { apiQuery } from '@client/lib/call-api';
import { useClub } from '@client/lib/club';
import { Link } from '@client/lib/router/link';
import { newsApi } from '@shared/api/content';
import { fillClubPlaceholders } from '@shared/club-placeholders';
import { formatClubDateTime } from '@shared/club-time';
import { homeNewsQuery } from '@shared/first-reads';
import { paths } from '@shared/paths';
import { useQuery } from '@tanstack/react-query';
import { ArrowRight, Newspaper } from 'lucide-react';

/** The three newest published news posts, for the home page's highlights. */
export function LatestNews() {
  const club = useClub();
  // Titles and summaries are club texts: {{club.…}} placeholders resolve as on the news pages.
  const text = (source: string) => fillClubPlaceholders(source, club);
  // The same call (and cache entry) as the news pages', straight from the shared definition.
  const query = homeNewsQuery;
  const news = useQuery(apiQuery(newsApi.list, { query }));
  return (
    <div className="mt-8 sm:mt-12">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h3 className="flex items-center gap-2 font-semibold text-xl">
          <Newspaper aria-hidden="true" className="size-5" />
          Latest news
        </h3>
        <Link
          to={paths.news}
          className="inline-flex items-center gap-1.5 rounded-sm font-semibold text-link underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          All news
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      {news.isPending ? (
        <p className="mt-4 text-muted-foreground" role="status">
          Loading the latest news...
        </p>
      ) : news.isError ? (
        <p className="mt-4 text-muted-foreground">The news could not be loaded just now.</p>
      ) : news.data.items.length === 0 ? (
        <p className="mt-4 text-muted-foreground">No news yet: announcements and results will appear here.</p>
      ) : (
        // Phone: a compact list (two lines of summary); from md up, three cards.
        <ul className="mt-3 divide-y rounded-xl border bg-card shadow-sm md:mt-6 md:grid md:grid-cols-3 md:gap-6 md:divide-y-0 md:border-0 md:bg-transparent md:shadow-none">
          {news.data.items.map((post) => (
            <li
              key={post.slug}
              className="flex flex-col p-4 md:rounded-xl md:border md:bg-card md:p-6 md:shadow-sm"
            >
              <p className="text-muted-foreground text-sm">
                <time dateTime={post.publishedAt}>
                  {formatClubDateTime(post.publishedAt, club.timeZone, { dateStyle: 'long' })}
                </time>
              </p>
              <h4 className="mt-0.5 font-semibold leading-snug md:mt-1 md:text-lg">
                <Link
                  to={paths.newsPost(post.slug)}
                  className="rounded-sm underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  {text(post.title)}
                </Link>
              </h4>
              <p className="mt-1 line-clamp-2 flex-1 text-muted-foreground text-sm md:mt-2 md:line-clamp-3 md:text-base">
                {text(post.summary)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
