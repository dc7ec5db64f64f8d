import { CardGridPage } from '@client/components/page-card-grid';
import { usePageHead } from '@client/lib/page-head';
import { paths } from '@shared/paths';
import { useCourts } from '../api/courts-api';
import { CourtCard } from '../components/court-card';

export function CourtsPage() {
  usePageHead({
    description:
      'Where {{club.name}} plays: court locations with addresses, directions, number of courts, surface and lights.',
  });
  return (
    <CardGridPage
      intro="We play at public parks around town and at an indoor/outdoor tennis centre. Each location below says how many courts there are, whether they have lights, and how to get on them. The map links open in a new tab."
      edit={{ path: paths.adminCourts, label: 'Edit court locations' }}
      query={useCourts()}
      errorTitle="Could not load the court locations"
      empty="No court locations have been published yet. Please check back soon."
    >
      {(court) => <CourtCard court={court} />}
    </CardGridPage>
  );
}
