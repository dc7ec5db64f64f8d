import { FormDialog } from '@client/components/form-dialog';
import { CheckboxField, fieldOf, SelectField, TextField } from '@client/components/ui/form-field';
import { zodResolver } from '@hookform/resolvers/zod';
import { ntrpOptions } from '@shared/schemas/events';
import { type WalkInData, type WalkInInput, walkInInputSchema } from '@shared/schemas/events-registrations';
import { useDialogForm } from './use-dialog-form';

const empty: WalkInInput = {
  name: '',
  email: '',
  phone: '',
  ntrp: '',
  partnerName: '',
  notes: '',
  checkIn: true,
};

const ntrpChoices = ntrpOptions.map((o) => [o.value, o.label] as const);

/** Adds someone who turned up (or phoned in): confirmed straight away, e-mail optional. */
export function WalkInDialog({
  open,
  onOpenChange,
  title,
  description,
  onSubmit,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  onSubmit: (values: WalkInData) => Promise<void>;
}) {
  const form = useDialogForm(zodResolver(walkInInputSchema), empty, open);

  return (
    <FormDialog
      open={open}
      onClose={() => onOpenChange(false)}
      title={title}
      description={description}
      form={form}
      onSave={async (values) => {
        await onSubmit(values);
        onOpenChange(false);
      }}
      saveOptions={{ fallback: 'Not added. Please try again.' }}
      errorTitle="Not added"
      submitLabel="Add player"
      pendingLabel="Adding..."
    >
      <TextField label="Name" {...fieldOf(form, 'name')} />
      <TextField label="E-mail" type="email" isOptional {...fieldOf(form, 'email')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Phone" type="tel" isOptional {...fieldOf(form, 'phone')} />
        <SelectField label="NTRP" options={ntrpChoices} {...fieldOf(form, 'ntrp')} />
      </div>
      <TextField label="Partner" isOptional {...fieldOf(form, 'partnerName')} />
      <TextField label="Notes" isOptional placeholder="e.g. paid cash" {...fieldOf(form, 'notes')} />
      <CheckboxField label="Checked in (they are here now)" {...form.register('checkIn')} />
    </FormDialog>
  );
}
