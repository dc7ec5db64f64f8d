import { Button } from '@client/components/ui/button';
import { describedBy, FormError, FormField } from '@client/components/ui/form-field';
import { selectClass } from '@client/components/ui/native-select';
import { RegistrationFields } from '@client/features/events/components/registration-fields';
import { useSignupForm } from '@client/features/events/components/use-signup-form';
import { WhoIsSigningUp } from '@client/features/events/components/who-is-signing-up';
import { displayNameOf, useAuth } from '@client/lib/auth-store';
import { useMyRegistrations } from '@client/lib/my-registrations';
import type { Availability } from '@shared/schemas/events';
import type {
  MyRegistration,
  RegistrationInput,
  RegistrationResult,
} from '@shared/schemas/events-registrations';
import { type ReactNode, useCallback, useEffect, useMemo } from 'react';
import { useMyFamily } from '../api/my-family-api';

/** A kind's words on its sign-up form; everything else about the form is shared. */
export interface SignupFormTexts {
  /** The form's name: its heading where `isTitleShown`, else only for screen readers. */
  title: string;
  isTitleShown: boolean;
  /** Above the form's error: "Not signed up". */
  errorTitle: string;
  /** The target's field: "Event", "Choose an event…", "Choose an event.". */
  targetLabel: string;
  targetPlaceholder: string;
  targetMessage: string;
  submit: string;
  submitting: string;
  partnerHint?: string;
  /** What the e-mail field says when this address is already on the list. */
  alreadyMessage?: string;
}

/** Something one signs up for: a social, a tournament's division… */
export interface SignupTarget {
  availability: Availability;
}

interface SignupFormProps<T extends SignupTarget> {
  texts: SignupFormTexts;
  className: string;
  /** The targets one may still sign up for; only the open ones are offered. */
  targets: T[];
  keyOf: (target: T) => string;
  optionLabel: (target: T) => string;
  /** Chosen first (from the URL or a button on the page); the form follows it when it changes. */
  target: string;
  onTargetChange?: (value: string) => void;
  send: (target: string, input: RegistrationInput) => Promise<RegistrationResult>;
  onFailed?: () => void;
  /** Under the target's field, about the chosen target. */
  hint?: (chosen: T) => string;
  /** Between the target's field and the person fields. */
  details?: (chosen: T) => ReactNode;
  /** Beside the submit button. */
  actions?: (chosen: T) => ReactNode;
  /** Whether one of the account's sign-ups is for `target`: its people are offered greyed out. */
  isSignupFor?: (target: T, registration: MyRegistration) => boolean;
  footer?: ReactNode;
}

/**
 * The sign-up form of every registrable kind: choose the target, the person fields, send
 * (confirmation page, waitlist when full, server messages under their fields).
 */
export function SignupForm<T extends SignupTarget>(props: SignupFormProps<T>) {
  const { texts, targets, keyOf } = props;
  const { id, form, submit, formError } = useSignupForm({
    targetField: 'target',
    targetMessage: texts.targetMessage,
    target: props.target,
    send: props.send,
    alreadyMessage: texts.alreadyMessage,
    onFailed: props.onFailed,
  });
  const { errors, isSubmitting } = form.formState;
  const selfName = displayNameOf(useAuth()) ?? '';
  const family = useMyFamily().data?.family ?? [];
  const myRegistrations = useMyRegistrations().data?.registrations;
  const whoValue = form.watch('who') ?? '';
  const isFamilyMemberChosen = !!whoValue;

  useEffect(() => {
    if (props.target && form.getValues('target') !== props.target) form.setValue('target', props.target);
  }, [props.target, form]);

  const chosenValue = form.watch('target');
  const chosen = targets.find((t) => keyOf(t) === chosenValue);
  const open = targets.filter((t) => t.availability.isOpen);
  const hint = chosen && props.hint?.(chosen);
  const fieldId = `${id}-target`;
  const onTargetChange = props.onTargetChange;
  const isSignupFor = props.isSignupFor;
  // Who of the account ('' = the person signed in) already has a place in the chosen target.
  const signedUp = useMemo(
    () =>
      new Set(
        chosen && isSignupFor
          ? (myRegistrations ?? [])
              .filter((r) => isSignupFor(chosen, r))
              .map((r) => (r.familyMember ? r.familyMember.id : ''))
              .filter((who): who is string => who !== null)
          : [],
      ),
    [chosen, isSignupFor, myRegistrations],
  );

  const chooseWho = useCallback(
    (who: string) => {
      form.setValue('who', who);
      const person = family.find((p) => p.id === who);
      form.setValue('name', person ? person.fullName : selfName, {
        shouldValidate: form.formState.isSubmitted,
      });
    },
    [form, family, selfName],
  );

  // The person chosen already has a place here: choose the first one of the family who has none.
  useEffect(() => {
    if (!signedUp.has(whoValue)) return;
    const free = ['', ...family.map((p) => p.id)].find((who) => !signedUp.has(who));
    if (free !== undefined) chooseWho(free);
  }, [signedUp, whoValue, family, chooseWho]);

  return (
    <form
      noValidate
      onSubmit={submit}
      className={props.className}
      {...(texts.isTitleShown ? { 'aria-labelledby': `${id}-heading` } : { 'aria-label': texts.title })}
    >
      {texts.isTitleShown && (
        <h2 id={`${id}-heading`} className="font-bold text-xl">
          {texts.title}
        </h2>
      )}
      <FormError title={texts.errorTitle} message={formError} />
      <FormField id={fieldId} label={texts.targetLabel} error={errors.target?.message} hint={hint}>
        <select
          id={fieldId}
          className={selectClass}
          aria-invalid={!!errors.target}
          aria-describedby={describedBy(fieldId, errors.target, !!hint)}
          {...form.register('target', onTargetChange && { onChange: (e) => onTargetChange(e.target.value) })}
        >
          <option value="">{texts.targetPlaceholder}</option>
          {open.map((t) => (
            <option key={keyOf(t)} value={keyOf(t)}>
              {props.optionLabel(t)}
            </option>
          ))}
        </select>
      </FormField>
      {chosen && props.details?.(chosen)}
      {family.length > 0 && (
        <WhoIsSigningUp
          selfName={selfName}
          family={family}
          signedUp={signedUp}
          error={errors.who?.message}
          field={form.register('who', {
            // The name follows the person chosen; the e-mail stays the account's (confirmations go there).
            onChange: (e) => chooseWho(e.target.value),
          })}
        />
      )}
      <RegistrationFields
        register={form.register}
        errors={errors}
        partnerHint={texts.partnerHint}
        isNameFixed={isFamilyMemberChosen}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting
            ? texts.submitting
            : chosen?.availability.state === 'waitlist'
              ? 'Join the waitlist'
              : texts.submit}
        </Button>
        {chosen && props.actions?.(chosen)}
      </div>
      {props.footer}
    </form>
  );
}
