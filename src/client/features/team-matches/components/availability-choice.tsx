import { Button } from '@client/components/ui/button';
import { Textarea } from '@client/components/ui/textarea';
import { formErrorOf, submitWith } from '@client/lib/apply-server-errors';
import { cn } from '@client/lib/cn';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AvailabilityAnswer,
  type AvailabilityAnswerInput,
  availabilityAnswerLabels,
  availabilityAnswerSchema,
  availabilityAnswers,
  type MyAvailability,
} from '@shared/schemas/team-matches';
import { Check, HelpCircle, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';

const icons = { yes: Check, no: X, maybe: HelpCircle } as const;

interface AvailabilityChoiceProps {
  /** What the form starts with: the recorded answer, or the one an e-mail link preselects. */
  initial: { answer: AvailabilityAnswer | null; note: string };
  recorded: MyAvailability | null;
  isOpen: boolean;
  isSaving: boolean;
  submitLabel: string;
  legend: string;
  /** Records the answer; rejects with the server's error, shown under the form. */
  onSubmit: (value: AvailabilityAnswerInput) => Promise<unknown>;
}

/**
 * Yes / no / maybe as three large radio buttons (thumb-sized on a phone) with an optional note;
 * nothing is recorded until the submit button is pressed.
 */
export function AvailabilityChoice({
  initial,
  recorded,
  isOpen,
  isSaving,
  submitLabel,
  legend,
  onSubmit,
}: AvailabilityChoiceProps) {
  const id = useId();
  const form = useForm<AvailabilityAnswerInput>({
    resolver: zodResolver(availabilityAnswerSchema),
    // No answer chosen yet: the schema says "Choose yes, no or maybe."
    defaultValues: { answer: initial.answer ?? undefined, note: initial.note },
  });
  const answer = form.watch('answer');
  const [isNoteShown, setIsNoteShown] = useState(initial.note !== '');
  const error = form.formState.errors.answer?.message ?? formErrorOf(form);

  if (!isOpen) {
    return (
      <p className="text-sm">
        Answers are closed.{' '}
        {recorded ? `Your answer: ${availabilityAnswerLabels[recorded.answer]}.` : 'You did not answer.'}
      </p>
    );
  }
  return (
    <form
      className="space-y-3"
      noValidate
      onSubmit={form.handleSubmit((value) => submitWith(form, () => onSubmit(value)))}
    >
      <fieldset>
        <legend className="mb-2 font-medium text-sm">{legend}</legend>
        <div className="grid grid-cols-3 gap-2">
          {availabilityAnswers.map((a) => {
            const Icon = icons[a];
            const isChosen = answer === a;
            return (
              <label
                key={a}
                className={cn(
                  'flex min-h-12 cursor-pointer items-center justify-center gap-2 rounded-md border px-3 py-2 font-medium has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
                  isChosen
                    ? 'border-primary bg-primary text-primary-foreground'
                    : 'bg-background hover:bg-accent',
                )}
              >
                <input type="radio" value={a} className="sr-only" {...form.register('answer')} />
                <Icon aria-hidden="true" className="size-4" />
                {availabilityAnswerLabels[a]}
              </label>
            );
          })}
        </div>
      </fieldset>
      {isNoteShown ? (
        <div className="space-y-1">
          <label htmlFor={`${id}-note`} className="font-medium text-sm">
            Note for the captain (optional)
          </label>
          <Textarea
            id={`${id}-note`}
            maxLength={300}
            className="min-h-16"
            aria-invalid={form.formState.errors.note ? true : undefined}
            {...form.register('note')}
          />
        </div>
      ) : (
        <Button type="button" variant="link" size="sm" className="px-0" onClick={() => setIsNoteShown(true)}>
          Add a note
        </Button>
      )}
      {form.formState.errors.note ? (
        <p className="text-destructive-text text-sm">{form.formState.errors.note.message}</p>
      ) : null}
      {error ? (
        <p role="alert" className="text-destructive text-sm">
          {error}
        </p>
      ) : null}
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={!answer || isSaving}>
        {isSaving ? 'Saving…' : submitLabel}
      </Button>
    </form>
  );
}

/** "Your answer: Yes (note)" */
export function RecordedAnswer({ recorded }: { recorded: MyAvailability | null }) {
  if (!recorded) return <p className="text-muted-foreground text-sm">You have not answered yet.</p>;
  return (
    <p className="text-sm">
      Your answer: <strong>{availabilityAnswerLabels[recorded.answer]}</strong>
      {recorded.note ? ` — “${recorded.note}”` : ''}
    </p>
  );
}

/** "Your availability" of a match page: the recorded answer and the one-tap change. */
export function MatchAnswer({
  recorded,
  isOpen,
  isSaving,
  onSubmit,
}: Pick<AvailabilityChoiceProps, 'recorded' | 'isOpen' | 'isSaving' | 'onSubmit'>) {
  return (
    <section aria-labelledby="match-answer" className="space-y-3 rounded-lg border p-4">
      <h3 id="match-answer" className="font-semibold">
        Your availability
      </h3>
      <RecordedAnswer recorded={recorded} />
      <AvailabilityChoice
        key={recorded?.answeredAt ?? 'none'}
        legend="Can you play?"
        initial={{ answer: recorded?.answer ?? null, note: recorded?.note ?? '' }}
        recorded={recorded}
        isOpen={isOpen}
        isSaving={isSaving}
        submitLabel={recorded ? 'Change my answer' : 'Save my answer'}
        onSubmit={onSubmit}
      />
    </section>
  );
}
