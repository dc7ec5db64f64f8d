import { BackLink } from '@client/components/page-back-link';
import { QueryGate } from '@client/components/query-state';
import { Card, CardContent } from '@client/components/ui/card';
import { usePageTitle } from '@client/lib/page-title';
import { useNavigate, useParams } from '@client/lib/router/router';
import { toast } from '@client/lib/toast-store';
import { paths } from '@shared/paths';
import type { CreateCourtInput } from '@shared/schemas/courts';
import type { ComponentProps, ReactNode } from 'react';
import { useAdminCourt, useCreateCourt, useUpdateCourt } from '../api/courts-api';
import { CourtForm, emptyCourt } from '../components/court-form';

/** Both pages: the way back to the list, above the form (or the location's load state). */
function Frame({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl space-y-4 px-4 py-8 sm:px-6">
      <BackLink to={paths.adminCourts}>All locations</BackLink>
      {children}
    </div>
  );
}

/** The location's form in its card; cancelling goes back to the list. */
function FormCard(props: Omit<ComponentProps<typeof CourtForm>, 'onCancel'>) {
  const navigate = useNavigate();
  return (
    <Frame>
      <Card>
        <CardContent className="pt-6">
          <CourtForm {...props} onCancel={() => navigate(paths.adminCourts)} />
        </CardContent>
      </Card>
    </Frame>
  );
}

export function AdminCourtNewPage() {
  const navigate = useNavigate();
  const create = useCreateCourt();
  return (
    <FormCard
      initial={emptyCourt}
      isNew
      submitLabel="Add location"
      onSubmit={async (values) => {
        const { court } = await create.mutateAsync(values);
        toast({
          title: 'Location added',
          description: `${court.name} is now on the Court Locations page.`,
        });
        navigate(paths.adminCourts);
      }}
    />
  );
}

export function AdminCourtEditPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const court = useAdminCourt(id);
  const update = useUpdateCourt(id);
  usePageTitle(court.data ? `Edit ${court.data.name}` : null);

  if (!court.isSuccess) {
    return (
      <QueryGate
        query={court}
        errorTitle="Could not load this location"
        frame={(state) => <Frame>{state}</Frame>}
      />
    );
  }

  const { id: _id, createdAt: _c, updatedAt: _u, ...initial } = court.data;
  return (
    <FormCard
      key={court.data.id}
      initial={initial}
      isNew={false}
      submitLabel="Save changes"
      onSubmit={async ({ slug, ...values }: CreateCourtInput) => {
        const { court: saved } = await update.mutateAsync(slug ? { ...values, slug } : values);
        toast({ title: 'Changes saved', description: `${saved.name} is up to date.` });
        navigate(paths.adminCourts);
      }}
    />
  );
}
