import { AccountFields, PersonFields } from '@client/components/account-fields';
import {
  EmergencyContactFields,
  PlayerTennisFields,
  yearOrNull,
} from '@client/components/player-details-fields';
import { Button, buttonVariants } from '@client/components/ui/button';
import { CheckboxField, FormError, fieldOf, TextField } from '@client/components/ui/form-field';
import { Label } from '@client/components/ui/label';
import { selectClass } from '@client/components/ui/native-select';
import { formErrorOf, submitWith } from '@client/lib/apply-server-errors';
import { useAuth } from '@client/lib/auth-store';
import { usePageHead } from '@client/lib/page-head';
import { Link } from '@client/lib/router/link';
import { useNavigate, useSearchParams } from '@client/lib/router/router';
import { zodResolver } from '@hookform/resolvers/zod';
import { paths } from '@shared/paths';
import { formatFee } from '@shared/payments';
import { playerGenderLabels, playerGenders } from '@shared/player-labels';
import {
  type MembershipFormInput,
  type MembershipOptions,
  type MembershipTypeView,
  membershipFormSchema,
  paymentChoiceLabels,
} from '@shared/schemas/membership';
import { IdCard, Plus, Trash2 } from 'lucide-react';
import { type ComponentProps, type ReactNode, useEffect, useId } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useJoinMembership, useMembershipOptions } from '../api/membership-api';
import type { RegistrationSuccessState } from './registration-success-page';

function ageText(type: MembershipTypeView): string {
  if (type.minAge !== null && type.maxAge !== null)
    return `ages ${type.minAge}–${type.maxAge} in ${type.year}`;
  if (type.minAge !== null) return `${type.minAge} or over in ${type.year}`;
  if (type.maxAge !== null) return `${type.maxAge} or under in ${type.year}`;
  return '';
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4 rounded-xl border bg-card p-4 shadow-sm sm:p-6">
      <legend className="px-1 font-semibold text-lg">{title}</legend>
      {children}
    </fieldset>
  );
}

/** A rule to accept: its checkbox, a link to read it in a new tab, and why the box must be ticked. */
function RuleAcceptance({
  rules,
  error,
  ...checkbox
}: ComponentProps<typeof CheckboxField> & {
  rules: { to: string; text: string };
  error: string | undefined;
}) {
  return (
    <>
      <CheckboxField {...checkbox} />
      <p className="text-sm">
        <Link className="text-link underline underline-offset-4" to={rules.to} target="_blank">
          {rules.text}
        </Link>
      </p>
      {error ? (
        <p role="alert" className="text-destructive-text text-sm">
          {error}
        </p>
      ) : null}
    </>
  );
}

/** /forms/membership: join or renew (and, with ?nopay=true, ask for a no-pay membership). */
export function MembershipFormPage() {
  usePageHead({
    description:
      'Join {{club.name}} or renew your membership online: membership types, prices and what members get.',
  });
  const auth = useAuth();
  const options = useMembershipOptions(auth.user?.id ?? null, !auth.loading);
  if (options.isPending || auth.loading) return <MembershipFormShell />;
  if (options.isError) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-10">
        <FormError title="The membership form could not be loaded" message={options.error.message} />
      </div>
    );
  }
  if (!options.data.season || options.data.types.length === 0) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-10">
        <p>Membership is not open yet. Please check back soon, or contact the club.</p>
      </div>
    );
  }
  return <MembershipForm options={options.data} isSignedIn={!!auth.user} />;
}

/**
 * The form's place while its options load (issue 24): its heading and the outline of its fields,
 * so the page (painted or not) shows what it is at once instead of "Loading...".
 */
function MembershipFormShell() {
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6">
      <header className="space-y-2">
        <h2 className="font-bold text-2xl">Join or renew your membership</h2>
        <p role="status" className="text-muted-foreground">
          Loading this season's membership types and prices…
        </p>
      </header>
      <div aria-hidden="true" className="space-y-4">
        {[0, 1, 2, 3].map((row) => (
          <div key={row} className="space-y-2">
            <div className="h-4 w-32 rounded bg-muted" />
            <div className="h-10 w-full rounded-md bg-muted" />
          </div>
        ))}
      </div>
    </div>
  );
}

function MembershipForm({ options, isSignedIn }: { options: MembershipOptions; isSignedIn: boolean }) {
  const id = useId();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const isNoPay = search.get('nopay') === 'true';
  const renewYear = search.get('renew');
  const join = useJoinMembership();
  const prefill = options.prefill;
  const season = options.season!;
  const form = useForm<MembershipFormInput>({
    resolver: zodResolver(membershipFormSchema),
    defaultValues: {
      typeId: prefill?.typeId ?? '',
      fullName: prefill?.fullName ?? '',
      email: prefill?.email ?? '',
      phone: prefill?.phone ?? '',
      birthYear: prefill?.birthYear ?? null,
      gender: prefill?.gender ?? '',
      ntrpRating: (prefill?.ntrpRating ?? '') as MembershipFormInput['ntrpRating'],
      ratingType: (prefill?.ratingType ?? '') as MembershipFormInput['ratingType'],
      ratingYear: prefill?.ratingYear ?? null,
      ustaNumber: prefill?.ustaNumber ?? '',
      ustaExpiresOn: prefill?.ustaExpiresOn ?? '',
      emergencyName: prefill?.emergencyName ?? '',
      emergencyPhone: prefill?.emergencyPhone ?? '',
      family: prefill?.family.map((f) => ({ fullName: f.fullName, birthYear: f.birthYear })) ?? [],
      acceptCodeOfConduct: false as unknown as true,
      acceptWaiver: false as unknown as true,
      payment: isNoPay ? 'waiver' : options.isOnlinePaymentEnabled ? 'online' : 'offline',
      waiverReason: isNoPay ? (search.get('reason') ?? '') : '',
      account: isSignedIn ? undefined : { username: '', password: '', confirmPassword: '' },
    },
  });
  const family = useFieldArray({ control: form.control, name: 'family' });
  const { errors, isSubmitting } = form.formState;
  const typeId = form.watch('typeId');
  const payment = form.watch('payment');
  const chosen = options.types.find((t) => t.id === typeId);

  useEffect(() => {
    if (!isSignedIn) form.setValue('account', { username: '', password: '', confirmPassword: '' });
    else form.setValue('account', undefined);
  }, [isSignedIn, form]);

  const submit = form.handleSubmit((values) =>
    submitWith(
      form,
      async () => {
        const result = await join.mutateAsync(values);
        if (result.checkoutUrl) {
          window.location.assign(result.checkoutUrl);
          return;
        }
        navigate(paths.registrationSuccess, { state: { result } satisfies RegistrationSuccessState });
      },
      { fallback: 'Sending failed. Please try again.' },
    ),
  );

  const current = options.current;
  const heading = isNoPay
    ? 'Member No-Pay'
    : prefill
      ? `Renew your membership for ${season.year}`
      : `Join the club for ${season.year}`;
  const loginForRenew = `${paths.login}?redirectPath=${encodeURIComponent(`${paths.formsMembership}${renewYear ? `?renew=${renewYear}` : ''}`)}`;

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6">
      <header className="space-y-2">
        <h2 className="font-bold text-2xl">{heading}</h2>
        <p className="text-muted-foreground">
          The {season.year} season runs from {season.startsOn} to {season.endsOn}.{' '}
          {isNoPay
            ? 'A no-pay membership is recorded as a waiver with its reason; the treasurer approves it unless you hold a board, executive or admin role.'
            : 'Fill in the form once for yourself or your whole family.'}
        </p>
        {!isSignedIn ? (
          <p className="text-sm">
            Already have an account?{' '}
            <Link className="text-link underline underline-offset-4" to={loginForRenew}>
              Sign in to renew
            </Link>{' '}
            and we fill in what we know.
          </p>
        ) : null}
        {current && current.paymentStatus !== 'cancelled' && current.paymentStatus !== 'waiver_refused' ? (
          <p role="status" className="rounded-md border bg-muted p-3 text-sm">
            You already have a {current.typeName} membership for {current.year} (
            {current.paymentStatus === 'paid' || current.paymentStatus === 'waived'
              ? 'active'
              : current.paymentStatus === 'waiver_requested'
                ? 'waiver waiting for approval'
                : 'payment pending'}
            ).{' '}
            {current.paymentStatus === 'pending' || current.paymentStatus === 'waiver_requested'
              ? 'Sending the form again replaces it.'
              : ''}
          </p>
        ) : null}
      </header>

      <form noValidate onSubmit={submit} className="space-y-6" aria-label="Membership form">
        <FormError title="Your membership was not saved" message={formErrorOf(form)} />

        <Section title="Membership type">
          <div role="radiogroup" aria-labelledby={`${id}-type`} className="grid gap-3 sm:grid-cols-2">
            <span id={`${id}-type`} className="sr-only">
              Membership type
            </span>
            {options.types.map((t) => (
              <label
                key={t.id}
                className="flex cursor-pointer items-start gap-3 rounded-lg border p-3 has-[:checked]:border-primary has-[:checked]:bg-accent"
              >
                <input
                  type="radio"
                  value={t.id}
                  className="mt-1 size-4 accent-primary"
                  {...form.register('typeId')}
                />
                <span className="space-y-0.5">
                  <span className="block font-medium">
                    {t.name} — {formatFee(t.currentPriceCents)}
                    {t.currentPriceCents !== t.priceCents ? (
                      <span className="text-muted-foreground text-sm">
                        {' '}
                        (pro-rata, full year {formatFee(t.priceCents)})
                      </span>
                    ) : null}
                  </span>
                  <span className="block text-muted-foreground text-sm">
                    {t.description}
                    {t.maxPeople > 1 ? ` Covers up to ${t.maxPeople} people.` : ''}
                    {ageText(t) ? ` For ${ageText(t)}.` : ''}
                  </span>
                </span>
              </label>
            ))}
          </div>
          {errors.typeId ? (
            <p role="alert" className="text-destructive-text text-sm">
              {errors.typeId.message}
            </p>
          ) : null}
        </Section>

        <Section title="Main contact">
          <div className="grid gap-4 sm:grid-cols-2">
            <PersonFields
              form={form}
              email={{ isReadOnly: isSignedIn, hint: isSignedIn ? 'Your account e-mail.' : undefined }}
              phone={{}}
            />
            <TextField
              label="Year of birth"
              inputMode="numeric"
              hint="Needed for junior, senior and student memberships."
              {...fieldOf(form, 'birthYear', { setValueAs: yearOrNull })}
            />
            <div className="space-y-1.5">
              <Label htmlFor={`${id}-gender`}>Gender (optional, for USTA leagues)</Label>
              <select id={`${id}-gender`} className={selectClass} {...form.register('gender')}>
                <option value="">Prefer not to say</option>
                {playerGenders.map((g) => (
                  <option key={g} value={g}>
                    {playerGenderLabels[g]}
                  </option>
                ))}
              </select>
            </div>
          </div>
        </Section>

        <Section title="Family members">
          <p className="text-muted-foreground text-sm">
            {chosen && chosen.maxPeople > 1
              ? `Add the people your ${chosen.name} membership covers (up to ${chosen.maxPeople - 1} besides you). Juniors need a year of birth.`
              : 'A family membership covers others too: choose it above, then add them here.'}
          </p>
          {errors.family?.message || errors.family?.root?.message ? (
            <p role="alert" className="text-destructive-text text-sm">
              {errors.family?.message ?? errors.family?.root?.message}
            </p>
          ) : null}
          <ul className="space-y-3">
            {family.fields.map((field, index) => (
              <li
                key={field.id}
                className="grid items-end gap-3 rounded-lg border p-3 sm:grid-cols-[1fr_10rem_auto]"
              >
                <TextField
                  label={`Family member ${index + 1}: full name`}
                  error={errors.family?.[index]?.fullName?.message}
                  {...form.register(`family.${index}.fullName`)}
                />
                <TextField
                  label={`Family member ${index + 1}: year of birth`}
                  inputMode="numeric"
                  error={errors.family?.[index]?.birthYear?.message}
                  {...form.register(`family.${index}.birthYear`, { setValueAs: yearOrNull })}
                />
                <Button type="button" variant="outline" onClick={() => family.remove(index)}>
                  <Trash2 aria-hidden="true" />
                  Remove family member {index + 1}
                </Button>
              </li>
            ))}
          </ul>
          <Button
            type="button"
            variant="outline"
            onClick={() => family.append({ fullName: '', birthYear: null })}
          >
            <Plus aria-hidden="true" />
            Add a family member
          </Button>
        </Section>

        <Section title="Tennis">
          <PlayerTennisFields form={form} />
        </Section>

        <Section title="Emergency contact">
          <EmergencyContactFields form={form} />
        </Section>

        {!isSignedIn ? (
          <Section title="Your account">
            <p className="text-muted-foreground text-sm">
              We create your club account with these details and send a link to confirm your e-mail address.
            </p>
            <div className="grid gap-4 sm:grid-cols-2">
              <AccountFields form={form} prefix="account." />
            </div>
          </Section>
        ) : null}

        <Section title="Club rules">
          <RuleAcceptance
            label="I accept the code of conduct"
            description="Everyone the membership covers plays by it."
            rules={{ to: paths.codeOfConduct, text: 'Read the code of conduct (opens in a new tab)' }}
            {...fieldOf(form, 'acceptCodeOfConduct')}
          />
          <RuleAcceptance
            label="I accept the liability waiver"
            description="For me and the family members I add."
            rules={{ to: paths.terms, text: 'Read the waiver and terms (opens in a new tab)' }}
            {...fieldOf(form, 'acceptWaiver')}
          />
        </Section>

        <Section title="Payment">
          {chosen ? (
            <p className="font-medium">
              Dues: {formatFee(chosen.currentPriceCents)} ({chosen.name}, {season.year})
            </p>
          ) : null}
          {isNoPay ? (
            <>
              <p className="text-sm">
                {options.isWaiverGrantedAtOnce
                  ? 'As a board, executive or admin member your no-pay membership is granted at once and recorded as a waiver.'
                  : 'Your no-pay membership waits for the treasurer’s approval; you will see its status on your profile.'}
              </p>
              <TextField
                label="Reason for no payment"
                hint="E.g. board, life member, coach."
                {...fieldOf(form, 'waiverReason')}
              />
            </>
          ) : (
            <div role="radiogroup" aria-label="How you will pay" className="space-y-2">
              {options.isOnlinePaymentEnabled ? (
                <label className="flex items-center gap-3">
                  <input
                    type="radio"
                    value="online"
                    className="size-4 accent-primary"
                    {...form.register('payment')}
                  />
                  {paymentChoiceLabels.online} (card, on a secure payment page)
                </label>
              ) : null}
              <label className="flex items-center gap-3">
                <input
                  type="radio"
                  value="offline"
                  className="size-4 accent-primary"
                  {...form.register('payment')}
                />
                {paymentChoiceLabels.offline}
              </label>
              {payment === 'offline' ? (
                <p className="rounded-md border bg-muted p-3 text-sm">
                  {season.payeeInstructions} Please pay within {season.payWithinDays} days; your membership
                  starts when the treasurer records your payment.
                </p>
              ) : null}
              {errors.payment ? (
                <p role="alert" className="text-destructive-text text-sm">
                  {errors.payment.message}
                </p>
              ) : null}
            </div>
          )}
        </Section>

        <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={isSubmitting}>
          <IdCard aria-hidden="true" />
          {isSubmitting
            ? 'Sending...'
            : isNoPay
              ? 'Ask for a no-pay membership'
              : payment === 'online'
                ? 'Continue to payment'
                : prefill
                  ? 'Renew membership'
                  : 'Join the club'}
        </Button>
      </form>
      <p className="text-muted-foreground text-sm">
        Questions?{' '}
        <Link className={buttonVariants({ variant: 'link' })} to={paths.contacts}>
          Contact the board
        </Link>
      </p>
    </div>
  );
}
