import { ConfirmDialog } from '@client/components/admin-list/confirm-dialog';
import {
  ActionsHeader,
  ListActionsCell,
  ListCell,
  ListTable,
  RowAction,
} from '@client/components/admin-list/list-table';
import { useDeleteConfirm } from '@client/components/admin-list/use-delete-confirm';
import { ColumnHeaders } from '@client/components/column-headers';
import { gatedPage } from '@client/components/page-access-gate';
import { QueryState } from '@client/components/query-state';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader } from '@client/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { CheckboxField, FormError, fieldOf, SelectField, TextField } from '@client/components/ui/form-field';
import { Textarea } from '@client/components/ui/textarea';
import { formErrorOf, submitWith } from '@client/lib/apply-server-errors';
import { preparedResolver } from '@client/lib/prepared-resolver';
import { toast } from '@client/lib/toast-store';
import { zodResolver } from '@hookform/resolvers/zod';
import { paths } from '@shared/paths';
import { formatCents } from '@shared/payments';
import { centsToFee, feeToCents } from '@shared/schemas/events';
import {
  type CreateMembershipTypeInput,
  createMembershipTypeSchema,
  type MembershipTypeView,
  type SeasonInput,
  type SeasonView,
  seasonSchema,
} from '@shared/schemas/membership';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import {
  type FieldError,
  type FieldValues,
  get,
  type Path,
  type Resolver,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import {
  useCreateType,
  useRemoveType,
  useSaveSeason,
  useSeasons,
  useUpdateType,
} from '../api/membership-api';

const nullableNumber = (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v));

/** A whole-number field's input props and error; empty is null where the schema allows "none". */
function numberInputOf<T extends FieldValues>(
  form: UseFormReturn<T, unknown, unknown>,
  name: Path<T>,
  isNullable = false,
) {
  return {
    type: 'number',
    inputMode: 'numeric' as const,
    error: (get(form.formState.errors, name) as FieldError | undefined)?.message,
    ...form.register(name, isNullable ? { setValueAs: nullableNumber } : { valueAsNumber: true }),
  };
}

/** /admin/membership-types: a membership year's season settings and its membership types. */
export const AdminMembershipTypesPage = gatedPage(paths.adminMembershipTypes, MembershipTypesAdmin);

function MembershipTypesAdmin() {
  const seasons = useSeasons();
  const [year, setYear] = useState<number | null>(null);

  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6">
      <QueryState
        query={seasons}
        errorTitle="Could not load the membership years"
        isEmpty={() => false}
        empty={null}
      >
        {(data) => {
          const years = data.seasons.map((s) => s.year);
          const newest = years.length ? Math.max(...years) : new Date().getFullYear() - 1;
          const shown =
            year ?? (years.includes(new Date().getFullYear()) ? new Date().getFullYear() : newest);
          const options = [...new Set([...years, newest + 1])].sort((a, b) => b - a);
          const season = data.seasons.find((s) => s.year === shown) ?? null;
          return (
            <>
              <SelectField
                label="Membership year"
                className="max-w-xs"
                value={String(shown)}
                onChange={(e) => setYear(Number(e.target.value))}
                options={options.map((y) => [
                  String(y),
                  years.includes(y) ? String(y) : `${y} (not set up yet)`,
                ])}
              />
              <SeasonForm key={shown} year={shown} season={season} />
              {season ? (
                <TypesSection year={shown} types={season.types} />
              ) : (
                <p className="text-muted-foreground">
                  Save the {shown} season first; then you can add its membership types.
                </p>
              )}
            </>
          );
        }}
      </QueryState>
    </div>
  );
}

function seasonDefaults(year: number, season: SeasonView | null): SeasonInput {
  if (season) {
    const { year: _year, ...rest } = season;
    return rest;
  }
  return {
    startsOn: `${year}-01-01`,
    endsOn: `${year}-12-31`,
    graceDays: 30,
    reminderDays: 30,
    proRataFromMonth: null,
    proRataPercent: null,
    payeeInstructions: '',
    payWithinDays: 14,
  };
}

function SeasonForm({ year, season }: { year: number; season: SeasonView | null }) {
  const form = useForm<SeasonInput>({
    resolver: zodResolver(seasonSchema),
    defaultValues: seasonDefaults(year, season),
  });
  const save = useSaveSeason();
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit((input) =>
    submitWith(form, async () => {
      await save.mutateAsync({ year, input });
      toast({ title: 'Season saved', description: `The ${year} membership season was saved.` });
    }),
  );

  return (
    <Card>
      <CardHeader>
        <h2 className="font-semibold text-xl">{year} season</h2>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label={`${year} season settings`}>
          <FormError title="The season was not saved" message={formErrorOf(form)} />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label="First day" type="date" {...fieldOf(form, 'startsOn')} />
            <TextField label="Last day" type="date" {...fieldOf(form, 'endsOn')} />
            <TextField
              label="Grace period (days)"
              hint="After the last day, before a membership lapses."
              {...numberInputOf(form, 'graceDays')}
            />
            <TextField
              label="Reminder period (days)"
              hint="How long before the last day renewal reminders start."
              {...numberInputOf(form, 'reminderDays')}
            />
            <TextField
              label="Pro-rata from month (1–12)"
              hint="Joins from this month pay a part of the price. Leave empty for none."
              {...numberInputOf(form, 'proRataFromMonth', true)}
            />
            <TextField label="Pro-rata percentage" {...numberInputOf(form, 'proRataPercent', true)} />
            <TextField
              label="Pay within (days)"
              hint="For cash or cheque payments."
              {...numberInputOf(form, 'payWithinDays')}
            />
          </div>
          <div className="space-y-1.5">
            <label htmlFor={`season-${year}-payee`} className="font-medium text-sm">
              Cash and cheque instructions
            </label>
            <Textarea
              id={`season-${year}-payee`}
              rows={3}
              aria-invalid={errors.payeeInstructions ? true : undefined}
              aria-describedby={errors.payeeInstructions ? `season-${year}-payee-error` : undefined}
              {...form.register('payeeInstructions')}
            />
            {errors.payeeInstructions ? (
              <p id={`season-${year}-payee-error`} role="alert" className="text-destructive-text text-sm">
                {errors.payeeInstructions.message}
              </p>
            ) : null}
          </div>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save season'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

function ageText(type: MembershipTypeView): string {
  if (type.minAge === null && type.maxAge === null) return 'Any age';
  if (type.minAge === null) return `Up to ${type.maxAge}`;
  if (type.maxAge === null) return `${type.minAge} and over`;
  return `${type.minAge}–${type.maxAge}`;
}

function TypesSection({ year, types }: { year: number; types: MembershipTypeView[] }) {
  const [editing, setEditing] = useState<MembershipTypeView | 'new' | null>(null);
  const remove = useRemoveType();
  const confirm = useDeleteConfirm<MembershipTypeView>(remove);
  const toRemove = confirm.target;

  const confirmRemove = async () => {
    if (!toRemove) return;
    await remove.mutateAsync(toRemove.id);
    toast({ title: 'Membership type removed', description: `${toRemove.name} was removed from ${year}.` });
    confirm.close();
  };

  return (
    <section aria-labelledby="types-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="types-heading" className="font-semibold text-xl">
          {year} membership types
        </h2>
        <Button type="button" onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" />
          Add membership type
        </Button>
      </div>
      {types.length === 0 ? (
        <p className="rounded-lg border p-6 text-center text-muted-foreground">
          There are no membership types for {year} yet.
        </p>
      ) : (
        <ListTable
          caption={`${year} membership types`}
          head={
            <>
              <ColumnHeaders columns={['Name', 'Price', 'People covered', 'Ages', 'Offered']} />
              <ActionsHeader />
            </>
          }
        >
          {types.map((type) => (
            <tr key={type.id} className="border-t align-top">
              <ListCell>
                <span className="font-medium">{type.name}</span>
                {type.description ? (
                  <div className="text-muted-foreground text-xs">{type.description}</div>
                ) : null}
              </ListCell>
              <ListCell label="Price">{formatCents(type.priceCents)}</ListCell>
              <ListCell label="People covered">{type.maxPeople}</ListCell>
              <ListCell label="Ages">{ageText(type)}</ListCell>
              <ListCell label="Offered">{type.isOffered ? 'Yes' : 'No'}</ListCell>
              <ListActionsCell>
                <RowAction label={`Edit ${type.name}`} icon={Pencil} onClick={() => setEditing(type)} />
                <RowAction label={`Remove ${type.name}`} icon={Trash2} onClick={() => confirm.ask(type)} />
              </ListActionsCell>
            </tr>
          ))}
        </ListTable>
      )}

      <TypeDialog year={year} editing={editing} onClose={() => setEditing(null)} />

      <ConfirmDialog
        {...confirm.dialog}
        title={`Remove ${toRemove?.name ?? 'this membership type'}?`}
        description="It is no longer offered on the membership form. A type that memberships already use cannot be removed: stop offering it instead."
        confirmLabel="Remove type"
        onConfirm={confirmRemove}
      />
    </section>
  );
}

/** The type form: the schema's fields, with the price as the dollars typed ("42.50"). */
type TypeFormValues = Omit<CreateMembershipTypeInput, 'priceCents'> & { price: string };

/** Dollars as typed → cents; anything else goes to the schema as a number it turns down. */
function priceToCents(price: string): number {
  const text = price.trim();
  if (/^\d+(\.\d{1,2})?$/.test(text)) return feeToCents(text);
  return text === '' ? Number.NaN : Number(text);
}

const preparedTypeResolver = preparedResolver(
  createMembershipTypeSchema,
  ({ price, ...values }: TypeFormValues) => ({ ...values, priceCents: priceToCents(price) }),
);

// The schema speaks of priceCents; the form's field is the price typed.
const typeResolver: Resolver<TypeFormValues, unknown, CreateMembershipTypeInput> = async (...args) => {
  const result = await preparedTypeResolver(...args);
  const { priceCents, ...errors } = result.errors as Record<string, FieldError | undefined>;
  return priceCents ? { values: {}, errors: { ...errors, price: priceCents } } : result;
};

function typeDefaults(year: number, type: MembershipTypeView | null, count: number): TypeFormValues {
  if (type) {
    const { name, description, priceCents, maxPeople, minAge, maxAge, isOffered, sortOrder } = type;
    return {
      year,
      name,
      description,
      price: centsToFee(priceCents),
      maxPeople,
      minAge,
      maxAge,
      isOffered,
      sortOrder,
    };
  }
  return {
    year,
    name: '',
    description: '',
    price: '',
    maxPeople: 1,
    minAge: null,
    maxAge: null,
    isOffered: true,
    sortOrder: count * 10,
  };
}

export function TypeDialog({
  year,
  editing,
  onClose,
}: {
  year: number;
  editing: MembershipTypeView | 'new' | null;
  onClose: () => void;
}) {
  const type = editing === 'new' ? null : editing;
  const create = useCreateType();
  const update = useUpdateType();
  const form = useForm<TypeFormValues, unknown, CreateMembershipTypeInput>({
    resolver: typeResolver,
    defaultValues: typeDefaults(year, null, 0),
  });

  useEffect(() => {
    if (editing === null) return;
    form.reset(typeDefaults(year, type, 0));
  }, [editing, type, year, form]);

  const onSubmit = form.handleSubmit((input) =>
    submitWith(
      form,
      async () => {
        if (type) {
          const { year: _year, ...changes } = input;
          await update.mutateAsync({ id: type.id, input: changes });
          toast({ title: 'Membership type saved', description: `${input.name} was updated.` });
        } else {
          await create.mutateAsync(input);
          toast({ title: 'Membership type added', description: `${input.name} is now offered for ${year}.` });
        }
        onClose();
      },
      { renamed: { priceCents: 'price' } },
    ),
  );
  const isPending = create.isPending || update.isPending;

  return (
    <Dialog open={editing !== null} onOpenChange={(open) => !open && !isPending && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{type ? `Edit ${type.name}` : `New ${year} membership type`}</DialogTitle>
          <DialogDescription>Prices are in dollars; the price is for the whole season.</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          <FormError title="The membership type was not saved" message={formErrorOf(form)} />
          <TextField label="Name" {...fieldOf(form, 'name')} />
          <TextField label="Description (optional)" {...fieldOf(form, 'description')} />
          <TextField
            label="Price ($)"
            inputMode="decimal"
            hint="For example 85 or 42.50."
            {...fieldOf(form, 'price')}
          />
          <div className="grid gap-4 sm:grid-cols-3">
            <TextField label="People covered" {...numberInputOf(form, 'maxPeople')} />
            <TextField label="Lowest age" {...numberInputOf(form, 'minAge', true)} />
            <TextField label="Highest age" {...numberInputOf(form, 'maxAge', true)} />
          </div>
          <TextField label="Order on the form" {...numberInputOf(form, 'sortOrder')} />
          <CheckboxField label="Offered on the membership form" {...form.register('isOffered')} />
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="button" variant="outline" disabled={isPending} onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={isPending}>
              {isPending ? 'Saving...' : type ? 'Save changes' : 'Add type'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
