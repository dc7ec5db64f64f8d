import { TextField } from '@client/components/ui/form-field';
import { cn } from '@client/lib/cn';
import { passwordMaxLength, passwordMinLength, passwordStrength } from '@shared/schemas/accounts';
import type { ReactNode } from 'react';
import { type FieldError, type FieldValues, get, type UseFormReturn } from 'react-hook-form';

/*
 * The fields several forms ask the same way: a person's name, username, e-mail and phone
 * (register, profile edit, membership, looking for a team) and a new password with its
 * confirmation (register, membership, change and reset password). Each form keeps its own
 * schema; these only render the fields at the paths the form gives.
 */

// Only the named paths are touched, which every such form has: the form is read untyped here.
type AnyForm = UseFormReturn<FieldValues, unknown, unknown>;
type PathOf<T extends FieldValues> = Extract<keyof T, string> | `${string}.${string}`;

function looseForm<T extends FieldValues>(form: UseFormReturn<T, unknown, unknown>): AnyForm {
  return form as unknown as AnyForm;
}

function errorAt(form: AnyForm, path: string): string | undefined {
  return (get(form.formState.errors, path) as FieldError | undefined)?.message;
}

const labels = { weak: 'Weak', fair: 'Fair', good: 'Good', strong: 'Strong' } as const;
const filled = { weak: 1, fair: 2, good: 3, strong: 4 } as const;
const colors = {
  weak: 'bg-destructive',
  fair: 'bg-amber-500',
  good: 'bg-emerald-600',
  strong: 'bg-emerald-700',
} as const;

/** The password rules and a rough strength hint (the rules are only the lengths). */
export function PasswordStrengthHint({ password }: { password: string }) {
  const strength = passwordStrength(password);
  return (
    <div className="space-y-1">
      <p>
        {passwordMinLength}–{passwordMaxLength} characters. A few unrelated words, or a mix of letters, digits
        and symbols, make it stronger.
      </p>
      {password ? (
        <div className="flex items-center gap-2">
          <div className="flex flex-1 gap-1" aria-hidden="true">
            {[1, 2, 3, 4].map((n) => (
              <span
                key={n}
                className={cn(
                  'h-1.5 flex-1 rounded-full',
                  n <= filled[strength] ? colors[strength] : 'bg-muted',
                )}
              />
            ))}
          </div>
          <span className="font-medium text-foreground">Strength: {labels[strength]}</span>
        </div>
      ) : null}
    </div>
  );
}

function UsernameField({
  form,
  path,
  label = 'Username',
  hint,
}: {
  form: AnyForm;
  path: string;
  label?: string | undefined;
  hint?: ReactNode;
}) {
  return (
    <TextField
      label={label}
      autoComplete="username"
      autoCapitalize="none"
      spellCheck={false}
      hint={hint}
      error={errorAt(form, path)}
      {...form.register(path)}
    />
  );
}

/** A field's path and what it says, where a form asks it otherwise than most. */
interface FieldSpec<T extends FieldValues> {
  path?: PathOf<T>;
  label?: string;
  hint?: ReactNode;
}

interface PersonFieldsProps<T extends FieldValues> {
  form: UseFormReturn<T, unknown, unknown>;
  /** Full name (path `fullName` unless given). */
  name?: FieldSpec<T>;
  /** Username (shown when given; path `username`). */
  username?: FieldSpec<T>;
  /** E-mail (shown when given; path `email`); `status` is live text such as the duplicate check. */
  email?: FieldSpec<T> & { status?: ReactNode; isReadOnly?: boolean };
  /** Phone (shown when given; path `phone`). */
  phone?: FieldSpec<T>;
}

/** Who someone is: full name, then the username, e-mail and phone the form asks for, in that order. */
export function PersonFields<T extends FieldValues>({
  form: typedForm,
  name = {},
  username,
  email,
  phone,
}: PersonFieldsProps<T>) {
  const form = looseForm(typedForm);
  const namePath = name.path ?? 'fullName';
  const usernamePath = username?.path ?? 'username';
  const emailPath = email?.path ?? 'email';
  const phonePath = phone?.path ?? 'phone';
  return (
    <>
      <TextField
        label={name.label ?? 'Full name'}
        autoComplete="name"
        hint={name.hint}
        error={errorAt(form, namePath)}
        {...form.register(namePath)}
      />
      {username ? (
        <UsernameField form={form} path={usernamePath} label={username.label} hint={username.hint} />
      ) : null}
      {email ? (
        <TextField
          label={email.label ?? 'E-mail'}
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          readOnly={email.isReadOnly}
          hint={email.hint}
          status={email.status}
          error={errorAt(form, emailPath)}
          {...form.register(emailPath)}
        />
      ) : null}
      {phone ? (
        <TextField
          label={phone.label ?? 'Phone'}
          type="tel"
          autoComplete="tel"
          hint={phone.hint}
          error={errorAt(form, phonePath)}
          {...form.register(phonePath)}
        />
      ) : null}
    </>
  );
}

interface NewPasswordFieldsProps<T extends FieldValues> {
  form: UseFormReturn<T, unknown, unknown>;
  /** The new password's path ("newPassword", "account.password"…). */
  name: PathOf<T>;
  /** Its confirmation's path: `confirmPassword` beside it unless given. */
  confirmName?: PathOf<T>;
  label?: string;
  confirmLabel?: string;
}

/** A new password (with the strength hint) and its confirmation. */
export function NewPasswordFields<T extends FieldValues>({
  form: typedForm,
  name,
  confirmName,
  label = 'New password',
  confirmLabel = 'Confirm new password',
}: NewPasswordFieldsProps<T>) {
  const form = looseForm(typedForm);
  const confirmPath = confirmName ?? name.replace(/[^.]+$/, 'confirmPassword');
  const password: unknown = form.watch(name);
  return (
    <>
      <TextField
        label={label}
        type="password"
        autoComplete="new-password"
        hint={<PasswordStrengthHint password={typeof password === 'string' ? password : ''} />}
        error={errorAt(form, name)}
        {...form.register(name)}
      />
      <TextField
        label={confirmLabel}
        type="password"
        autoComplete="new-password"
        error={errorAt(form, confirmPath)}
        {...form.register(confirmPath)}
      />
    </>
  );
}

/** A new account: username, password and its confirmation (paths under `prefix`, e.g. "account."). */
export function AccountFields<T extends FieldValues>({
  form,
  prefix = '',
  usernameHint,
}: {
  form: UseFormReturn<T, unknown, unknown>;
  prefix?: '' | `${string}.`;
  usernameHint?: ReactNode;
}) {
  return (
    <>
      <UsernameField form={looseForm(form)} path={`${prefix}username`} hint={usernameHint} />
      <NewPasswordFields
        form={form}
        name={`${prefix}password` as PathOf<T>}
        label="Password"
        confirmLabel="Confirm password"
      />
    </>
  );
}
