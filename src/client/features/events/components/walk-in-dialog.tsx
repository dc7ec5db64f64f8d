import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { describedBy, FormError, FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { selectClass } from '@client/components/ui/native-select';
import { errorMessage } from '@client/lib/api-client';
import { zodResolver } from '@hookform/resolvers/zod';
import { ntrpOptions } from '@shared/schemas/events';
import { type WalkInData, type WalkInInput, walkInInputSchema } from '@shared/schemas/events-registrations';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';

const empty: WalkInInput = {
  name: '',
  email: '',
  phone: '',
  ntrp: '',
  partnerName: '',
  notes: '',
  checkIn: true,
};

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
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<WalkInInput, unknown, WalkInData>({
    resolver: zodResolver(walkInInputSchema),
    defaultValues: empty,
  });
  const { errors, isSubmitting } = form.formState;
  useEffect(() => {
    if (open) {
      form.reset(empty);
      setError(null);
    }
  }, [open, form]);

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await onSubmit(values);
      onOpenChange(false);
    } catch (e) {
      setError(errorMessage(e, 'Not added. Please try again.'));
    }
  });

  const f = (name: string) => `${id}-${name}`;
  return (
    <Dialog open={open} onOpenChange={(next) => !isSubmitting && onOpenChange(next)}>
      <DialogContent>
        <form noValidate onSubmit={submit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          <FormError title="Not added" message={error} />
          <FormField id={f('name')} label="Name" error={errors.name?.message}>
            <Input
              id={f('name')}
              aria-invalid={!!errors.name}
              aria-describedby={describedBy(f('name'), errors.name)}
              {...form.register('name')}
            />
          </FormField>
          <FormField id={f('email')} label="E-mail" isOptional error={errors.email?.message}>
            <Input
              id={f('email')}
              type="email"
              aria-invalid={!!errors.email}
              aria-describedby={describedBy(f('email'), errors.email)}
              {...form.register('email')}
            />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id={f('phone')} label="Phone" isOptional error={errors.phone?.message}>
              <Input
                id={f('phone')}
                type="tel"
                aria-invalid={!!errors.phone}
                aria-describedby={describedBy(f('phone'), errors.phone)}
                {...form.register('phone')}
              />
            </FormField>
            <FormField id={f('ntrp')} label="NTRP" error={errors.ntrp?.message}>
              <select id={f('ntrp')} className={selectClass} {...form.register('ntrp')}>
                {ntrpOptions.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            </FormField>
          </div>
          <FormField id={f('partnerName')} label="Partner" isOptional error={errors.partnerName?.message}>
            <Input id={f('partnerName')} {...form.register('partnerName')} />
          </FormField>
          <FormField id={f('notes')} label="Notes" isOptional error={errors.notes?.message}>
            <Input id={f('notes')} placeholder="e.g. paid cash" {...form.register('notes')} />
          </FormField>
          <div className="flex items-center gap-2">
            <input
              id={f('checkIn')}
              type="checkbox"
              className="size-4 accent-primary"
              {...form.register('checkIn')}
            />
            <label htmlFor={f('checkIn')} className="text-sm">
              Checked in (they are here now)
            </label>
          </div>
          <DialogFooter>
            <Button
              type="button"
              variant="outline"
              disabled={isSubmitting}
              onClick={() => onOpenChange(false)}
            >
              Cancel
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? 'Adding...' : 'Add player'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
