import { ApiError } from '@client/lib/api-client';
import { formErrorOf, submitWith } from '@client/lib/apply-server-errors';
import { displayNameOf, useAuth } from '@client/lib/auth-store';
import { useNavigate } from '@client/lib/router/router';
import { usePrefill } from '@client/lib/use-prefill';
import { zodResolver } from '@hookform/resolvers/zod';
import { paths } from '@shared/paths';
import {
  type RegistrationInput,
  type RegistrationResult,
  registrationInputSchema,
} from '@shared/schemas/events-registrations';
import { useId, useMemo, useState } from 'react';
import {
  type DefaultValues,
  type FieldErrors,
  type FieldPath,
  type Resolver,
  useForm,
} from 'react-hook-form';
import { rememberRegistration } from '../lib/last-registration';
import type { FormSubmitState } from '../pages/form-submit-success-page';

// `who` empty: the signed-in person themselves (or a visitor); else a family person's id.
const person = { name: '', email: '', phone: '', ntrp: '', partnerName: '', notes: '', website: '', who: '' };

/** The person fields as the API reads them, plus the kind's target (the social, the division…). */
export type SignupFormValues<K extends string> = RegistrationInput & Record<K, string>;

/**
 * Checks the person fields with the API's own schema object (registrationInputSchema) and
 * that a target is chosen; the target travels in the URL, not the body.
 */
function signupResolver<K extends string>(targetField: K, targetMessage: string) {
  const personResolver = zodResolver(registrationInputSchema);
  const resolver: Resolver<SignupFormValues<K>> = async (values, context, options) => {
    const checked = await personResolver(values, context, options as never);
    const errors = { ...checked.errors } as FieldErrors<SignupFormValues<K>>;
    const chosen = values[targetField];
    if (!chosen) Object.assign(errors, { [targetField]: { type: 'required', message: targetMessage } });
    if (Object.keys(errors).length > 0) return { values: {}, errors };
    return {
      values: { ...(checked.values as RegistrationInput), [targetField]: chosen },
      errors: {},
    } as never;
  };
  return resolver;
}

/**
 * The sign-up form of any registrable kind: the person fields plus the kind's target field
 * (the social, the division…). Prefilled from the signed-in profile; a sent sign-up goes to
 * the confirmation page; the server's field messages land under their fields (by path).
 */
export function useSignupForm<K extends string>({
  targetField,
  targetMessage,
  target,
  send,
  alreadyMessage,
  onFailed,
}: {
  targetField: K;
  /** Said under the target's field when none is chosen: "Choose an event." */
  targetMessage: string;
  target: string;
  send: (target: string, input: RegistrationInput) => Promise<RegistrationResult>;
  /** What the e-mail field says when this address is already on the list. */
  alreadyMessage?: string;
  onFailed?: () => void;
}) {
  type V = SignupFormValues<K>;
  const id = useId();
  const auth = useAuth();
  const navigate = useNavigate();
  const [resolver] = useState(() => signupResolver(targetField, targetMessage));
  const form = useForm<V>({
    resolver,
    defaultValues: { ...person, [targetField]: target } as DefaultValues<V>,
  });

  // Signed in: fill in what the profile knows, never a field the person already changed.
  const profileName = displayNameOf(auth) ?? '';
  const profileEmail = auth.user?.email ?? '';
  const prefill = useMemo(
    () => ({ name: profileName, email: profileEmail }) as unknown as Parameters<typeof usePrefill<V>>[1],
    [profileName, profileEmail],
  );
  usePrefill(form, prefill);

  const submit = form.handleSubmit(async (values) => {
    const { [targetField]: chosen, ...input } = values;
    let failure: unknown;
    const isSent = await submitWith(
      form,
      async () => {
        try {
          const result = await send(chosen as string, input as RegistrationInput);
          rememberRegistration(result);
          navigate(paths.formSubmitSuccess, {
            state: { kind: 'registration', result } satisfies FormSubmitState,
          });
        } catch (error) {
          failure = error;
          throw error;
        }
      },
      { fallback: 'Sign-up failed. Please try again.' },
    );
    if (isSent) return;
    if (formErrorOf(form)) onFailed?.();
    // This address is already on the list: said in the kind's own words.
    if (
      alreadyMessage &&
      failure instanceof ApiError &&
      failure.code === 'CONFLICT' &&
      failure.fields.email
    ) {
      form.setError('email' as FieldPath<V>, { type: 'server', message: alreadyMessage });
    }
  });

  return { id, form, submit, formError: formErrorOf(form) ?? null };
}
