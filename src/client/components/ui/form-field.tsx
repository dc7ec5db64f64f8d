import { Alert, AlertDescription, AlertTitle } from '@client/components/ui/alert';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { selectClass } from '@client/components/ui/native-select';
import { Textarea } from '@client/components/ui/textarea';
import { cn } from '@client/lib/cn';
import { AlertTriangle } from 'lucide-react';
import { type ComponentProps, type ReactNode, useId } from 'react';
import type { FieldPath, FieldValues, RegisterOptions, UseFormReturn } from 'react-hook-form';

/*
 * The one set of form field pieces: FormField wraps any control (input, select, textarea);
 * TextField is FormField around an Input, SelectField around a native select; CheckboxField,
 * CheckboxGroupField and FormError complete the set.
 */

interface FieldProps {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  /**
   * Extra live text under the field (e.g. the duplicate e-mail check). Pass null rather than
   * leaving it out to keep the live region in place, so screen readers hear it change.
   */
  status?: ReactNode;
  isOptional?: boolean;
  /** Announce the error as an alert when it appears (fields checked while typing). */
  isErrorAnnounced?: boolean;
  className?: string;
  children: ReactNode;
}

/**
 * A field of a react-hook-form form: its registration and its error message, spread on a
 * TextField, TextareaField or SelectField (`<TextField label="Note" {...fieldOf(form, 'note')} />`).
 */
export function fieldOf<T extends FieldValues, C, O>(
  form: UseFormReturn<T, C, O>,
  name: FieldPath<T>,
  options?: RegisterOptions<T, FieldPath<T>>,
) {
  return { ...form.register(name, options), error: form.getFieldState(name, form.formState).error?.message };
}

/** Label, control, hint and error wired together for screen readers. */
export function FormField({
  id,
  label,
  error,
  hint,
  status,
  isOptional,
  isErrorAnnounced,
  className,
  children,
}: FieldProps) {
  return (
    <div className={cn('space-y-1.5', className)}>
      <Label htmlFor={id}>
        {label}
        {isOptional && <span className="font-normal text-muted-foreground"> (optional)</span>}
      </Label>
      {children}
      {hint ? (
        <div id={`${id}-hint`} className="text-muted-foreground text-xs">
          {hint}
        </div>
      ) : null}
      {status !== undefined ? (
        <div id={`${id}-status`} aria-live="polite" className="text-sm empty:hidden">
          {status}
        </div>
      ) : null}
      {error ? (
        <p
          id={`${id}-error`}
          role={isErrorAnnounced ? 'alert' : undefined}
          className="text-destructive-text text-sm"
        >
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The aria-describedby of a control inside a FormField with the same id. */
export function describedBy(id: string, error?: unknown, hint = false, status = false): string | undefined {
  return (
    [hint ? `${id}-hint` : '', status ? `${id}-status` : '', error ? `${id}-error` : '']
      .filter(Boolean)
      .join(' ') || undefined
  );
}

export interface TextFieldProps extends ComponentProps<'input'> {
  label: string;
  /** Validation message; announced when it appears. */
  error?: string;
  /** Help shown under the field (and read with it). */
  hint?: ReactNode;
  /** Extra live text under the field (e.g. the duplicate e-mail check), read with it. */
  status?: ReactNode;
  /** "(optional)" after the label. */
  isOptional?: boolean;
}

/** A labelled input whose hint and error are tied to it with aria-describedby. */
export function TextField({
  label,
  error,
  hint,
  status,
  isOptional,
  id,
  className,
  ...inputProps
}: TextFieldProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <FormField
      id={fieldId}
      label={label}
      error={error}
      hint={hint}
      status={status ?? null}
      isOptional={isOptional}
      isErrorAnnounced
      className={className}
    >
      <Input
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, error, !!hint, !!status)}
        {...inputProps}
      />
    </FormField>
  );
}

export interface TextareaFieldProps extends ComponentProps<'textarea'> {
  label: string;
  error?: string;
  hint?: ReactNode;
  isOptional?: boolean;
}

/** A labelled textarea whose hint and error are tied to it with aria-describedby. */
export function TextareaField({
  label,
  error,
  hint,
  isOptional,
  id,
  className,
  ...textareaProps
}: TextareaFieldProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  const field = { id: fieldId, label, error, hint, isOptional, className };
  return (
    <FormField {...field} isErrorAnnounced>
      <Textarea
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, error, !!hint)}
        {...textareaProps}
      />
    </FormField>
  );
}

export interface SelectFieldProps extends ComponentProps<'select'> {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** value → text, in order. */
  options: readonly (readonly [string, string])[];
  /** First, empty option (e.g. "Choose…"); omit when a value is always chosen. */
  placeholder?: string;
}

/** A labelled native select whose hint and error are tied to it with aria-describedby. */
export function SelectField({
  label,
  error,
  hint,
  options,
  placeholder,
  id,
  className,
  ...selectProps
}: SelectFieldProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <FormField id={fieldId} label={label} error={error} hint={hint} isErrorAnnounced className={className}>
      <select
        id={fieldId}
        className={selectClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, error, !!hint)}
        {...selectProps}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </FormField>
  );
}

/** A labelled checkbox with an optional description. */
export function CheckboxField({
  label,
  description,
  id,
  ...inputProps
}: Omit<ComponentProps<'input'>, 'type'> & { label: string; description?: string }) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <div className="flex items-start gap-3">
      <input
        id={fieldId}
        type="checkbox"
        className="mt-0.5 size-5 shrink-0 rounded border-input accent-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        aria-describedby={description ? `${fieldId}-description` : undefined}
        {...inputProps}
      />
      <div className="space-y-0.5">
        <Label htmlFor={fieldId}>{label}</Label>
        {description ? (
          <p id={`${fieldId}-description`} className="text-muted-foreground text-xs">
            {description}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/**
 * A group of checkboxes (several choices of one question) in a fieldset with its legend;
 * `inputProps(value)` registers each box (react-hook-form: `register('days')` on every box
 * gives the array of checked values).
 */
export function CheckboxGroupField({
  legend,
  error,
  hint,
  options,
  inputProps,
}: {
  legend: string;
  error?: string;
  hint?: ReactNode;
  options: readonly (readonly [string, string])[];
  inputProps: (value: string) => Omit<ComponentProps<'input'>, 'type' | 'value'>;
}) {
  const groupId = useId();
  return (
    <fieldset
      className="space-y-2"
      aria-describedby={describedBy(groupId, error, !!hint)}
      aria-invalid={error ? true : undefined}
    >
      <legend className="font-medium text-sm">{legend}</legend>
      {hint ? (
        <div id={`${groupId}-hint`} className="text-muted-foreground text-xs">
          {hint}
        </div>
      ) : null}
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {options.map(([value, text]) => (
          <label key={value} className="flex min-h-6 items-center gap-2 text-sm">
            <input
              type="checkbox"
              value={value}
              className="size-5 shrink-0 rounded border-input accent-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              {...inputProps(value)}
            />
            {text}
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${groupId}-error`} role="alert" className="text-destructive-text text-sm">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** A form-level failure (the server's message), announced as an alert. */
export function FormError({ title, message }: { title: string; message: string | null | undefined }) {
  if (!message) return null;
  return (
    <Alert variant="destructive">
      <AlertTriangle aria-hidden="true" />
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription>
        <p>{message}</p>
      </AlertDescription>
    </Alert>
  );
}
