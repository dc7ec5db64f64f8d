import { ApiError } from '@client/lib/api-client';
import { displayNameOf, useAuth } from '@client/lib/auth-store';
import { zodResolver } from '@hookform/resolvers/zod';
import { paths } from '@shared/paths';
import type { RegistrationInput, RegistrationResult } from '@shared/schemas/events';
import { useEffect, useId, useState } from 'react';
import { type DefaultValues, type FieldPath, type Resolver, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { rememberRegistration } from '../lib/last-registration';
import type { FormSubmitState } from '../pages/form-submit-success-page';

const person = { name: '', email: '', phone: '', ntrp: '', partnerName: '', notes: '', website: '' };

/**
 * The sign-up form of any registrable kind: the person fields plus the kind's target field
 * (the social, the division…). Prefilled from the signed-in profile; a sent sign-up goes to
 * the confirmation page; the server's refusals land under their field.
 */
export function useSignupForm<K extends string, V extends RegistrationInput & Record<K, string>>({
  schema,
  targetField,
  target,
  send,
  alreadyMessage,
  onFailed,
}: {
  schema: z.ZodType<V>;
  targetField: K;
  target: string;
  send: (target: string, input: RegistrationInput) => Promise<RegistrationResult>;
  /** What the e-mail field says when this address is already on the list. */
  alreadyMessage?: string;
  onFailed?: () => void;
}) {
  const id = useId();
  const auth = useAuth();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<V>({
    resolver: zodResolver(schema as never) as unknown as Resolver<V>,
    defaultValues: { ...person, [targetField]: target } as DefaultValues<V>,
  });

  // Signed in: fill in what the profile knows, without overwriting anything typed.
  const profileName = displayNameOf(auth) ?? '';
  const profileEmail = auth.user?.email ?? '';
  useEffect(() => {
    const field = (name: string) => name as FieldPath<V>;
    if (profileName && !form.getValues(field('name'))) form.setValue(field('name'), profileName as never);
    if (profileEmail && !form.getValues(field('email'))) form.setValue(field('email'), profileEmail as never);
  }, [profileName, profileEmail, form]);

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    const { [targetField]: chosen, ...input } = values;
    try {
      const result = await send(chosen as string, input as unknown as RegistrationInput);
      rememberRegistration(result);
      navigate(paths.formSubmitSuccess, {
        state: { kind: 'registration', result } satisfies FormSubmitState,
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : 'Sign-up failed. Please try again.';
      if (error instanceof ApiError && error.status === 409 && /already signed up/.test(message)) {
        form.setError('email' as FieldPath<V>, { message: alreadyMessage ?? message }, { shouldFocus: true });
        return;
      }
      const match = /^(\w+): (.*)$/.exec(message);
      const field = match?.[1] ?? '';
      if (
        error instanceof ApiError &&
        error.status === 400 &&
        match &&
        (field in person || field === targetField)
      ) {
        form.setError(field as FieldPath<V>, { message: match[2] }, { shouldFocus: true });
        return;
      }
      setFormError(message);
      onFailed?.();
    }
  });

  return { id, form, submit, formError };
}
