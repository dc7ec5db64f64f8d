import { SendButton, SpamTrapField } from '@client/components/public-form';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@client/components/ui/dialog';
import { FormError } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { Textarea } from '@client/components/ui/textarea';
import { formErrorOf, submitWith } from '@client/lib/apply-server-errors';
import { zodResolver } from '@hookform/resolvers/zod';
import { type RelayMessageInput, relayMessageSchema } from '@shared/schemas/contact-relay';
import type { UseMutationResult } from '@tanstack/react-query';
import { CheckCircle2, Mail } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useForm } from 'react-hook-form';

const maxMessage = 5000;

export interface ContactRelayFormProps {
  /** Who receives it, e.g. "Margaret Okafor" or "the captain of Summit Smashers". */
  recipientName: string;
  /** The mutation that posts the message to the recipient's relay route. */
  send: UseMutationResult<unknown, Error, RelayMessageInput>;
  onDone?: () => void;
}

/**
 * A visitor's message to someone whose address the page never holds (a board member, a
 * captain). The server relays it by e-mail (src/server/lib/contact-relay.ts) with Reply-To
 * the visitor; the hidden field is the spam trap.
 */
export function ContactRelayForm({ recipientName, send, onDone }: ContactRelayFormProps) {
  const id = useId();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<RelayMessageInput>({
    resolver: zodResolver(relayMessageSchema),
    defaultValues: { name: '', email: '', message: '', website: '' },
  });
  const { errors } = form.formState;
  const messageLength = form.watch('message')?.length ?? 0;

  const onSubmit = form.handleSubmit((values) =>
    submitWith(form, async () => {
      await send.mutateAsync(values);
      setSentTo(values.email);
      form.reset();
    }),
  );

  if (sentTo) {
    return (
      <div className="space-y-4">
        <div role="status" className="flex items-start gap-3 rounded-lg border bg-secondary p-4">
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <div>
            <p className="font-semibold">Message sent</p>
            <p className="text-sm">
              Thank you! {recipientName} will reply to {sentTo} by e-mail.
            </p>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          {onDone && <Button onClick={onDone}>Close</Button>}
          <Button variant="outline" onClick={() => setSentTo(null)}>
            Write another message
          </Button>
        </div>
      </div>
    );
  }

  const sendError = formErrorOf(form);

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label={`Write to ${recipientName}`}>
      <FormError title="Your message was not sent" message={sendError} />
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-name`}>Your name</Label>
        <Input
          id={`${id}-name`}
          autoComplete="name"
          aria-invalid={!!errors.name}
          aria-describedby={errors.name ? `${id}-name-error` : undefined}
          {...form.register('name')}
        />
        {errors.name && (
          <p id={`${id}-name-error`} className="text-destructive-text text-sm">
            {errors.name.message}
          </p>
        )}
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-email`}>Your e-mail</Label>
        <Input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          aria-invalid={!!errors.email}
          aria-describedby={`${id}-email-hint${errors.email ? ` ${id}-email-error` : ''}`}
          {...form.register('email')}
        />
        <p id={`${id}-email-hint`} className="text-muted-foreground text-xs">
          {recipientName} replies to this address.
        </p>
        {errors.email && (
          <p id={`${id}-email-error`} className="text-destructive-text text-sm">
            {errors.email.message}
          </p>
        )}
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-message`}>Message</Label>
        <Textarea
          id={`${id}-message`}
          rows={6}
          maxLength={maxMessage}
          aria-invalid={!!errors.message}
          aria-describedby={`${id}-message-count${errors.message ? ` ${id}-message-error` : ''}`}
          {...form.register('message')}
        />
        <p id={`${id}-message-count`} className="text-muted-foreground text-xs">
          {messageLength} / {maxMessage} characters
        </p>
        {errors.message && (
          <p id={`${id}-message-error`} className="text-destructive-text text-sm">
            {errors.message.message}
          </p>
        )}
      </div>
      <SpamTrapField registration={form.register('website')} />
      <div className="flex flex-wrap items-center gap-2">
        <SendButton isPending={send.isPending} label="Send message" />
        <p className="text-muted-foreground text-xs">Your message is e-mailed to {recipientName}.</p>
      </div>
    </form>
  );
}

/** A "Write to …" button opening the relay form in a dialog. */
export function ContactRelayDialog({
  triggerLabel,
  title,
  description,
  recipientName,
  send,
  triggerClassName,
}: {
  triggerLabel: string;
  title: string;
  description: ReactNode;
  recipientName: string;
  send: ContactRelayFormProps['send'];
  triggerClassName?: string;
}) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" className={triggerClassName}>
          <Mail aria-hidden="true" />
          {triggerLabel}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <ContactRelayForm recipientName={recipientName} send={send} onDone={() => setIsOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}
