import { Button } from '@client/components/ui/button';
import { FormError, SelectField, TextField } from '@client/components/ui/form-field';
import { applyServerErrors } from '@client/lib/apply-server-errors';
import { zodResolver } from '@hookform/resolvers/zod';
import { paths } from '@shared/paths';
import {
  type EditTeamSuccessInput,
  type ReportTeamSuccessInput,
  reportTeamSuccessSchema,
} from '@shared/schemas/team-success';
import { CheckCircle2, Send } from 'lucide-react';
import { useId, useState } from 'react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { Link } from 'react-router';
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
  const teams = useTeamSuccessTeams();
  const report = useReportTeamSuccess();
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const trapId = useId();
  const form = useForm<ReportTeamSuccessInput>({
    resolver: zodResolver(reportTeamSuccessSchema),
    defaultValues: emptyForm,
  });
  const { errors } = form.formState;
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

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const result = await report.mutateAsync(values);
      setSentMessage(result.message);
      window.scrollTo({ top: 0 });
    } catch (error) {
      if (!applyServerErrors(form, error)) {
        setFormError(error instanceof Error ? error.message : 'Your story was not sent. Please try again.');
      }
    }
  });

  if (sentMessage) {
    return (
      <div className="mx-auto max-w-2xl space-y-4 px-4 py-8 sm:px-6">
        <div role="status" className="flex items-start gap-3 rounded-lg border bg-secondary p-4">
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <div>
            <h2 className="font-semibold">Story sent</h2>
            <p className="text-sm">{sentMessage}</p>
          </div>
        </div>
        <p className="text-sm">
          Read the club’s published{' '}
          <Link to={paths.teamSuccessStories} className="text-link underline">
            team success stories
          </Link>
          .
        </p>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6">
      <p className="text-muted-foreground">
        Did your team win its flight, reach the playoffs or go on to sectionals? Tell the club! Volunteers
        review each story before it appears on the{' '}
        <Link to={paths.teamSuccessStories} className="text-link underline">
          team success page
        </Link>
        .
      </p>
      <form noValidate onSubmit={onSubmit} className="space-y-6" aria-label="Report a team success">
        <FormError title="Your story was not sent" message={formError} />
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
          <TextField
            label="Your name"
            autoComplete="name"
            error={errors.reporterName?.message}
            {...form.register('reporterName')}
          />
          <TextField
            label="Your e-mail"
            type="email"
            autoComplete="email"
            hint="Only for the volunteers’ questions; never published."
            error={errors.reporterEmail?.message}
            {...form.register('reporterEmail')}
          />
        </fieldset>

        {/* Spam trap: people never see it; bots fill it in and the server refuses the story. */}
        <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label htmlFor={`${trapId}-website`}>Leave this field empty</label>
          <input
            id={`${trapId}-website`}
            type="text"
            tabIndex={-1}
            autoComplete="off"
            {...form.register('website')}
          />
        </div>

        <Button type="submit" disabled={report.isPending}>
          <Send aria-hidden="true" />
          {report.isPending ? 'Sending...' : 'Send our story'}
        </Button>
      </form>
    </div>
  );
}
