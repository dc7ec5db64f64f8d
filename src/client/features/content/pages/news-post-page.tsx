import { Markdown } from '@client/components/markdown';
import { PageLoading } from '@client/components/page-loading';
import { Alert, AlertDescription, AlertTitle } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { ApiError } from '@client/lib/api-client';
import { useClub, useClubText } from '@client/lib/club';
import { usePageHead } from '@client/lib/page-head';
import { usePageTitle } from '@client/lib/page-title';
import { Link } from '@client/lib/router/link';
import { useParams } from '@client/lib/router/router';
import { paths } from '@shared/paths';
import { summaryOf } from '@shared/summary';
import { AlertTriangle, ArrowLeft } from 'lucide-react';
import { useNewsPost } from '../api/content-api';
import { formatDate } from '../format';

/** /news/:slug: one published post. */
export function NewsPostPage() {
  const { slug = '' } = useParams();
  const post = useNewsPost(slug);
  const { timeZone } = useClub();
  usePageTitle(post.data?.title);
  usePageHead(
    post.data ? { description: summaryOf(post.data.summary || post.data.body), type: 'article' } : null,
  );

  const back = (
    <Link
      to={paths.news}
      className="inline-flex items-center gap-1 text-link text-sm underline-offset-4 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      All news
    </Link>
  );

  if (post.isPending) return <PageLoading />;
  if (post.isError) {
    const isMissing = post.error instanceof ApiError && post.error.status === 404;
    return (
      <div className="mx-auto max-w-3xl space-y-4 px-4 py-10 sm:px-6">
        <Alert variant="destructive">
          <AlertTriangle aria-hidden="true" />
          <AlertTitle>{isMissing ? 'News post not found' : 'Could not load this post'}</AlertTitle>
          <AlertDescription>
            <p>
              {isMissing
                ? 'This post does not exist or is no longer published. It may have moved.'
                : post.error.message}
            </p>
            {isMissing ? null : (
              <Button variant="outline" size="sm" className="mt-2" onClick={() => post.refetch()}>
                Try again
              </Button>
            )}
          </AlertDescription>
        </Alert>
        {back}
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <article>
        <p className="mb-6 text-muted-foreground text-sm">
          Published{' '}
          <time dateTime={post.data.publishedAt}>{formatDate(post.data.publishedAt, timeZone)}</time>
          {post.data.authorName ? ` by ${post.data.authorName}` : null}
        </p>
        <p className="mb-6 font-medium text-lg leading-relaxed">{post.data.summary}</p>
        <NewsBody source={post.data.body} />
      </article>
      <div className="mt-10 border-t pt-4">{back}</div>
    </div>
  );
}

/** A post's text with {{club.…}} details filled in, as on the club pages and in the editor's preview. */
function NewsBody({ source }: { source: string }) {
  return <Markdown source={useClubText(source)} />;
}
