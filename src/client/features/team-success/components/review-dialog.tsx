import { ConfirmDialog } from '@client/components/admin-list/confirm-dialog';
import { FormDialog } from '@client/components/form-dialog';
import { Markdown } from '@client/components/markdown';
import { PageLoading } from '@client/components/page-loading';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { FormError, fieldOf, TextField } from '@client/components/ui/form-field';
import { errorMessage } from '@client/lib/api-client';
import { formErrorOf, submitWith } from '@client/lib/apply-server-errors';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type EditTeamSuccessInput,
  editTeamSuccessSchema,
  type RejectTeamSuccessInput,
  rejectTeamSuccessSchema,
  type TeamSuccessEntry,
} from '@shared/schemas/team-success';
import { achievementLabels, teamSuccessEventLabels } from '@shared/team-success';
import { Check, Eye, EyeOff, Pencil, Save, X } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  type TeamSuccessDecision,
  useDecideTeamSuccess,
  useEditTeamSuccess,
  useRejectTeamSuccess,
  useTeamSuccessDetail,
} from '../api/team-success-api';
import { StatusBadge } from './status-badge';
import { StoryFields } from './story-fields';

const errorText = (error: unknown) => errorMessage(error, 'Not saved. Please try again.');

function EditStoryForm({ entry, onDone }: { entry: TeamSuccessEntry; onDone: () => void }) {
  const edit = useEditTeamSuccess(entry.id);
  const form = useForm<EditTeamSuccessInput>({
    resolver: zodResolver(editTeamSuccessSchema),
    defaultValues: {
      teamName: entry.teamName,
      league: entry.league,
      seasonYear: entry.seasonYear,
      achievement: entry.achievement,
      results: entry.results,
      story: entry.story,
      playerNames: entry.playerNames,
      photoUrl: entry.photoUrl ?? '',
    },
  });
  const onSubmit = form.handleSubmit((values) =>
    submitWith(
      form,
      async () => {
        await edit.mutateAsync(values);
        onDone();
      },
      { fallback: 'Not saved. Please try again.' },
    ),
  );
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Edit the story">
      <FormError title="Not saved" message={formErrorOf(form)} />
      <StoryFields form={form} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={edit.isPending}>
          <Save aria-hidden="true" />
          {edit.isPending ? 'Saving...' : 'Save changes'}
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function RejectDialog({
  id,
  open,
  onOpenChange,
}: {
  id: string;
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const reject = useRejectTeamSuccess(id);
  const form = useForm<RejectTeamSuccessInput>({
    resolver: zodResolver(rejectTeamSuccessSchema),
    defaultValues: { reason: '' },
  });
  return (
    <FormDialog
      form={form}
      onSave={async ({ reason }) => {
        await reject.mutateAsync(reason);
        form.reset();
        onOpenChange(false);
      }}
      saveOptions={{ fallback: 'Not saved. Please try again.' }}
      open={open}
      onClose={() => onOpenChange(false)}
      isPending={reject.isPending}
      role="alertdialog"
      errorTitle="Not rejected"
      formLabel="Reject the story"
      title="Reject this story?"
      description="It will not be published. The reason stays in the story’s history for the other volunteers."
      submitLabel="Reject story"
      pendingLabel="Working..."
      submitVariant="destructive"
    >
      <TextField label="Reason" {...fieldOf(form, 'reason')} />
    </FormDialog>
  );
}

const decisionButtons: Record<TeamSuccessDecision, { label: string; Icon: typeof Check }> = {
  approve: { label: 'Approve', Icon: Check },
  publish: { label: 'Publish', Icon: Eye },
  unpublish: { label: 'Unpublish', Icon: EyeOff },
};

const decisionsFor: Record<TeamSuccessEntry['status'], TeamSuccessDecision[]> = {
  submitted: ['approve'],
  approved: ['publish'],
  published: ['unpublish'],
  rejected: ['approve'],
};

/** The staff's review of one story: read it, edit it, approve, reject, publish; its history. */
export function ReviewDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const detail = useTeamSuccessDetail(id);
  const decide = useDecideTeamSuccess(id ?? '');
  const [isEditing, setIsEditing] = useState(false);
  const [isRejecting, setIsRejecting] = useState(false);
  const [confirming, setConfirming] = useState<TeamSuccessDecision | null>(null);
  const [error, setError] = useState<string | null>(null);
  const entry = detail.data?.entry;

  const run = async (decision: TeamSuccessDecision) => {
    setError(null);
    try {
      await decide.mutateAsync(decision);
      setConfirming(null);
    } catch (e) {
      setError(errorText(e));
    }
  };

  return (
    <>
      <Dialog
        open={!!id}
        onOpenChange={(open) => {
          if (!open) {
            setIsEditing(false);
            setError(null);
            onClose();
          }
        }}
      >
        <DialogContent className="max-w-2xl">
          <DialogHeader>
            <DialogTitle>{entry ? `Review: ${entry.teamName}` : 'Review the story'}</DialogTitle>
            <DialogDescription>
              {entry
                ? `${achievementLabels[entry.achievement]} · ${entry.league} · ${entry.seasonYear}`
                : 'Loading the story…'}
            </DialogDescription>
          </DialogHeader>
          {detail.isPending ? <PageLoading /> : null}
          {detail.isError ? (
            <FormError title="Could not load the story" message={detail.error.message} />
          ) : null}
          {entry && !isEditing ? (
            <div className="space-y-4">
              <div className="flex flex-wrap items-center gap-2">
                <StatusBadge status={entry.status} />
                {entry.rejectionReason ? (
                  <span className="text-sm">Reason: {entry.rejectionReason}</span>
                ) : null}
              </div>
              <FormError title="Not done" message={error} />
              <div className="flex flex-wrap gap-2">
                {decisionsFor[entry.status].map((decision) => {
                  const { label, Icon } = decisionButtons[decision];
                  return (
                    <Button
                      key={decision}
                      type="button"
                      disabled={decide.isPending}
                      onClick={() => (decision === 'approve' ? run(decision) : setConfirming(decision))}
                    >
                      <Icon aria-hidden="true" />
                      {label}
                    </Button>
                  );
                })}
                <Button type="button" variant="outline" onClick={() => setIsEditing(true)}>
                  <Pencil aria-hidden="true" />
                  Edit
                </Button>
                {entry.status === 'submitted' || entry.status === 'approved' ? (
                  <Button type="button" variant="destructive" onClick={() => setIsRejecting(true)}>
                    <X aria-hidden="true" />
                    Reject…
                  </Button>
                ) : null}
              </div>
              {entry.photoUrl ? (
                <img
                  src={entry.photoUrl}
                  alt={`Sent with the story: ${entry.teamName}`}
                  className="max-h-60 w-auto max-w-full rounded-md border"
                />
              ) : null}
              {entry.results ? <p className="text-sm">Results: {entry.results}</p> : null}
              <Markdown source={entry.story} />
              <p className="text-sm">
                <span className="font-semibold">Players: </span>
                {entry.playerNames}
              </p>
              <p className="text-muted-foreground text-sm">
                Reported by {entry.reporterName} ({entry.reporterEmail})
              </p>
              <section aria-label="History">
                <h3 className="font-semibold text-sm">History</h3>
                <ol className="mt-1 space-y-1 text-sm">
                  {detail.data?.history.map((e) => (
                    <li key={e.id}>
                      <time dateTime={e.at}>{new Date(e.at).toLocaleString()}</time>:{' '}
                      {teamSuccessEventLabels[e.kind]}
                      {e.actorName ? ` by ${e.actorName}` : ''}
                      {e.note ? ` — ${e.note}` : ''}
                    </li>
                  ))}
                </ol>
              </section>
            </div>
          ) : null}
          {entry && isEditing ? <EditStoryForm entry={entry} onDone={() => setIsEditing(false)} /> : null}
        </DialogContent>
      </Dialog>
      {id ? <RejectDialog id={id} open={isRejecting} onOpenChange={setIsRejecting} /> : null}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={confirming === 'unpublish' ? 'Unpublish this story?' : 'Publish this story?'}
        description={
          confirming === 'unpublish'
            ? 'It leaves the team success page and the home page; it stays approved and can be published again.'
            : 'It appears on the public team success page and the home page, with its photo.'
        }
        confirmLabel={confirming === 'unpublish' ? 'Unpublish' : 'Publish'}
        isDestructive={confirming === 'unpublish'}
        role="dialog"
        isPending={decide.isPending}
        error={error}
        onConfirm={() => (confirming ? run(confirming) : undefined)}
      />
    </>
  );
}
