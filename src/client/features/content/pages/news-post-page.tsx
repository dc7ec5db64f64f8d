import { Markdown } from '@client/components/markdown';
import { BackLink } from '@client/components/page-back-link';
import { QueryGate } from '@client/components/query-state';
import { useClub, useClubText } from '@client/lib/club';
import { usePageHead } from '@client/lib/page-head';
import { usePageTitle } from '@client/lib/page-title';
import { useParams } from '@client/lib/router/router';
import { paths } from '@shared/paths';
import { summaryOf } from '@shared/summary';
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

  const back = <BackLink to={paths.news}>All news</BackLink>;

  if (!post.isSuccess) {
    return (
      <QueryGate
        query={post}
        errorTitle="Could not load this post"
        notFound={{
          title: 'News post not found',
          message: 'This post does not exist or is no longer published. It may have moved.',
        }}
        errorExtra={back}
        frame={(state) => <div className="mx-auto max-w-3xl space-y-4 px-4 py-10 sm:px-6">{state}</div>}
      />
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
