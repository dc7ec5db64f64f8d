import { PublicForm, PublicFormSent, usePublicFormSubmit } from '@client/components/public-form';
import { fieldOf, SelectField, TextField } from '@client/components/ui/form-field';
import { usePageHead } from '@client/lib/page-head';
import { Link } from '@client/lib/router/link';
import { zodResolver } from '@hookform/resolvers/zod';
import { paths } from '@shared/paths';
import {
  type EditTeamSuccessInput,
  type ReportTeamSuccessInput,
  reportTeamSuccessSchema,
} from '@shared/schemas/team-success';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { useReportTeamSuccess, useTeamSuccessTeams } from '../api/team-success-api';
import { StoryFields } from '../components/story-fields';

const emptyForm: ReportTeamSuccessInput = {
  teamId: '',
  teamName: '',
  league: '',
  seasonYear: new Date().getFullYear(),
  achievement: undefined as never,
  results: '',
  story: '',
  playerNames: '',
  photoUrl: '',
  reporterName: '',
  reporterEmail: '',
  website: '',
};

/** /forms/team_success: a captain, player or fan tells the club about a team's win. */
export function TeamSuccessFormPage() {
  usePageHead({
    description:
      "Tell {{club.name}} about your team's success (a league title, a championship, a great season) for the club news.",
  });
  const teams = useTeamSuccessTeams();
  const report = useReportTeamSuccess();
  const form = useForm<ReportTeamSuccessInput>({
    resolver: zodResolver(reportTeamSuccessSchema),
    defaultValues: emptyForm,
  });
  const { errors } = form.formState;
  const { sentMessage, frame } = usePublicFormSubmit(
    form,
    report,
    'Your story was not sent. Please try again.',
  );
  const teamField = form.register('teamId');

  // Choosing one of our teams fills in what the club already knows about its season.
  const chooseTeam = (teamId: string) => {
    const team = teams.data?.find((x) => x.id === teamId);
    if (!team) return;
    const opts = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
    form.setValue('teamName', team.name, opts);
    form.setValue('league', team.league, opts);
    form.setValue('seasonYear', team.seasonYear, opts);
    if (team.results && !form.getValues('results')) form.setValue('results', team.results, opts);
  };

  if (sentMessage) {
    return (
      <PublicFormSent title="Story sent" message={sentMessage}>
        Read the club’s published{' '}
        <Link to={paths.teamSuccessStories} className="text-link underline">
          team success stories
        </Link>
        .
      </PublicFormSent>
    );
  }

  return (
    <PublicForm
      intro={
        <>
          Did your team win its flight, reach the playoffs or go on to sectionals? Tell the club! Volunteers
          review each story before it appears on the{' '}
          <Link to={paths.teamSuccessStories} className="text-link underline">
            team success page
          </Link>
          .
        </>
      }
      label="Report a team success"
      errorTitle="Your story was not sent"
      {...frame}
      submitLabel="Send our story"
    >
      <fieldset className="space-y-4">
        <legend className="mb-2 font-semibold">The team</legend>
        <SelectField
          label="Your team"
          placeholder="Another team (type its name below)"
          options={(teams.data ?? []).map((x) => [x.id, `${x.name} — ${x.league}`] as const)}
          hint="Choosing one of the club’s teams fills in its league, season and record."
          error={errors.teamId?.message}
          {...teamField}
          onChange={(e) => {
            void teamField.onChange(e);
            chooseTeam(e.target.value);
          }}
        />
        {/* Both forms hold the story fields under the same names; the report adds its own around them. */}
        <StoryFields form={form as unknown as UseFormReturn<EditTeamSuccessInput>} />
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-semibold">About you</legend>
        <TextField label="Your name" autoComplete="name" {...fieldOf(form, 'reporterName')} />
        <TextField
          label="Your e-mail"
          type="email"
          autoComplete="email"
          hint="Only for the volunteers’ questions; never published."
          {...fieldOf(form, 'reporterEmail')}
        />
      </fieldset>
    </PublicForm>
  );
}
