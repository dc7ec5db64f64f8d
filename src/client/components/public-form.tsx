import { Button } from '@client/components/ui/button';
import { FormError } from '@client/components/ui/form-field';
import { formErrorOf, submitWith } from '@client/lib/apply-server-errors';
import { CheckCircle2, Send } from 'lucide-react';
import { type FormEventHandler, type ReactNode, useId, useState } from 'react';
import type { FieldValues, Path, UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';

/**
 * The hidden "website" field of a public form: people never see or reach it, bots fill every
 * field, and the server refuses anything sent with it filled in.
 */
export function SpamTrapField({ registration }: { registration: UseFormRegisterReturn }) {
  const id = useId();
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={`${id}-website`}>Leave this field empty</label>
      <input id={`${id}-website`} type="text" tabIndex={-1} autoComplete="off" {...registration} />
    </div>
  );
}

/** The submit button of a form that sends something to someone ("Sending..." while it goes). */
export function SendButton({ isPending, label }: { isPending: boolean; label: string }) {
  return (
    <Button type="submit" disabled={isPending}>
      <Send aria-hidden="true" />
      {isPending ? 'Sending...' : label}
    </Button>
  );
}

/**
 * Submitting a public form whose server answers with a message to show: the server's field
 * messages go next to their fields, anything else becomes the form's error (or `failedText`).
 * `frame` is what PublicForm needs from it.
 */
export function usePublicFormSubmit<T extends FieldValues & { website?: string }>(
  form: UseFormReturn<T>,
  send: { mutateAsync: (values: T) => Promise<{ message: string }>; isPending: boolean },
  failedText: string,
) {
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const onSubmit = form.handleSubmit((values) =>
    submitWith(
      form,
      async () => {
        const result = await send.mutateAsync(values);
        setSentMessage(result.message);
        window.scrollTo({ top: 0 });
      },
      { fallback: failedText },
    ),
  );
  const frame = {
    formError: formErrorOf(form) ?? null,
    onSubmit,
    spamTrap: form.register('website' as Path<T>),
    isPending: send.isPending,
  };
  return { sentMessage, frame };
}

/** What a public form shows once sent: the server's message, then where to go next. */
export function PublicFormSent({
  title,
  message,
  children,
}: {
  title: string;
  message: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-2xl space-y-4 px-4 py-8 sm:px-6">
      <div role="status" className="flex items-start gap-3 rounded-lg border bg-secondary p-4">
        <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <div>
          <h2 className="font-semibold">{title}</h2>
          <p className="text-sm">{message}</p>
        </div>
      </div>
      <p className="text-sm">{children}</p>
    </div>
  );
}

interface PublicFormProps {
  /** The paragraph above the form. */
  intro: ReactNode;
  /** The form's accessible name. */
  label: string;
  /** "Your request was not sent". */
  errorTitle: string;
  formError: string | null;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The registered "website" field. */
  spamTrap: UseFormRegisterReturn;
  isPending: boolean;
  submitLabel: string;
  /** The form's own fieldsets. */
  children: ReactNode;
}

/** A form visitors fill in on a public page (/forms/…): intro, error, fields, spam trap, send. */
export function PublicForm({
  intro,
  label,
  errorTitle,
  formError,
  onSubmit,
  spamTrap,
  isPending,
  submitLabel,
  children,
}: PublicFormProps) {
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6">
      <p className="text-muted-foreground">{intro}</p>
      <form noValidate onSubmit={onSubmit} className="space-y-6" aria-label={label}>
        <FormError title={errorTitle} message={formError} />
        {children}
        <SpamTrapField registration={spamTrap} />
        <SendButton isPending={isPending} label={submitLabel} />
      </form>
    </div>
  );
}
