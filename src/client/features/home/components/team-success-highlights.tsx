import { fieldQuery } from '@client/lib/call-api';
import { Link } from '@client/lib/router/link';
import { teamSuccessApi } from '@shared/api/team-success';
import { paths } from '@shared/paths';
import { achievementLabels } from '@shared/team-success';
import { useQuery } from '@tanstack/react-query';
import { ArrowRight, Award, Send } from 'lucide-react';
import { HighlightCard, highlightLinkClass } from './highlight-card';

/** The three newest published team success stories (photo, team, achievement), when there are any. */
export function TeamSuccessHighlights() {
  const query = { limit: 3 };
  const stories = useQuery(fieldQuery(teamSuccessApi.published, 'stories', { query }));
  if (!stories.data?.length) return null;
  return (
    <section id="team-success" aria-labelledby="team-success-heading" className="border-t py-10 sm:py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2 id="team-success-heading" className="font-bold text-2xl tracking-tight sm:text-3xl">
          Team success
        </h2>
        <ul
          aria-label="Latest team success stories"
          className="mt-4 grid gap-3 sm:mt-6 md:grid-cols-3 md:gap-6"
        >
          {stories.data.map((s) => (
            <HighlightCard
              key={s.id}
              imageUrl={s.photoUrl}
              imageAspect="sm:aspect-[16/10]"
              icon={<Award aria-hidden="true" className="size-5" />}
              title={s.teamName}
              to={`${paths.teamSuccessStories}#story-${s.id}`}
            >
              <p className="font-medium text-sm">{achievementLabels[s.achievement]}</p>
              <p className="text-muted-foreground text-sm">
                {s.league} · {s.seasonYear}
              </p>
            </HighlightCard>
          ))}
        </ul>
        <div className="mt-4 flex flex-wrap gap-x-6 gap-y-2 sm:mt-5">
          <Link to={paths.teamSuccessStories} className={highlightLinkClass}>
            <Award aria-hidden="true" className="size-4" />
            All team success stories
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
          <Link to={paths.formsTeamSuccess} className={highlightLinkClass}>
            <Send aria-hidden="true" className="size-4" />
            Report a success
          </Link>
        </div>
      </div>
    </section>
  );
}
