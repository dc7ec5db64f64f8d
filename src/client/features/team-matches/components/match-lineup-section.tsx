import { PageSection } from '@client/components/page-section';
import type { ReactNode } from 'react';

/** The "Lineup" section of a match's page (signed in or from the answer link). */
export function MatchLineupSection({ children }: { children: ReactNode }) {
  return (
    <PageSection
      id="match-lineup"
      title="Lineup"
      level={3}
      headingClassName="font-semibold"
      className="space-y-2"
    >
      {children}
    </PageSection>
  );
}
