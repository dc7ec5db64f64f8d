import { Markdown } from '@client/components/markdown';
import { QueryState } from '@client/components/query-state';
import { Button } from '@client/components/ui/button';
import { usePageHead } from '@client/lib/page-head';
import { Link } from '@client/lib/router/link';
import { paths } from '@shared/paths';
import type { TeamSuccessStory } from '@shared/schemas/team-success';
import { achievementLabels } from '@shared/team-success';
import { Award, Send } from 'lucide-react';
import { usePublishedStories } from '../api/team-success-api';

function StoryArticle({ story }: { story: TeamSuccessStory }) {
  const headingId = `story-${story.id}`;
  return (
    <article aria-labelledby={headingId} className="overflow-hidden rounded-xl border bg-card shadow-sm">
      {story.photoUrl ? (
        <img
          src={story.photoUrl}
          alt={`${story.teamName}, ${story.league}`}
          loading="lazy"
          className="aspect-[16/10] w-full object-cover"
        />
      ) : null}
      <div className="space-y-3 p-4 sm:p-6">
        <p className="inline-flex items-center gap-1.5 rounded-full bg-ball px-2.5 py-0.5 font-semibold text-ball-foreground text-xs">
          <Award aria-hidden="true" className="size-3.5" />
          {achievementLabels[story.achievement]}
        </p>
        <h2 id={headingId} className="font-bold text-xl leading-snug">
          {story.teamName}
        </h2>
        <p className="text-muted-foreground text-sm">
          {story.league} · {story.seasonYear}
          {story.results ? ` · ${story.results}` : ''}
        </p>
        <Markdown source={story.story} />
        <p className="text-sm">
          <span className="font-semibold">Players: </span>
          {story.playerNames}
        </p>
      </div>
    </article>
  );
}

/** /team-success: the club's published team success stories, newest first. */
export function TeamSuccessStoriesPage() {
  usePageHead({
    description:
      'Team success stories of {{club.name}}: league titles, championships and great seasons of our teams.',
  });
  const stories = usePublishedStories();
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-muted-foreground">
          Titles, playoff runs and unbeaten seasons of the club’s teams.
        </p>
        <Button asChild variant="outline" size="sm">
          <Link to={paths.formsTeamSuccess}>
            <Send aria-hidden="true" />
            Report a success
          </Link>
        </Button>
      </div>
      <QueryState
        query={stories}
        errorTitle="Could not load the stories"
        isEmpty={(data) => data.length === 0}
        empty={
          <p>
            No stories yet. Did your team win something?{' '}
            <Link to={paths.formsTeamSuccess} className="text-link underline">
              Tell us about it
            </Link>
            .
          </p>
        }
      >
        {(data) => (
          <div className="space-y-6">
            {data.map((story) => (
              <StoryArticle key={story.id} story={story} />
            ))}
          </div>
        )}
      </QueryState>
    </div>
  );
}
