import {
  type CourtOption,
  type SocialEventData,
  type SocialEventInput,
  socialEventInputSchema,
} from '@shared/schemas/events';
import {
  EventFormShell,
  KindInput,
  MarkdownField,
  PlaceFields,
  TitleAndSlugFields,
  UploadField,
  useEventForm,
} from './event-form-frame';

export const emptySocialEvent: SocialEventInput = {
  title: '',
  slug: '',
  description: '',
  startsAt: '',
  endsAt: '',
  signupDeadline: '',
  courtId: '',
  placeText: '',
  capacity: 16,
  waitlistLimit: '',
  fee: '0',
  imageUrl: '',
};

interface Props {
  initial: SocialEventInput;
  timeZone: string;
  courts: CourtOption[];
  submitLabel: string;
  /** Resolves when saved; rejects with the server's error (the form keeps what was typed). */
  onSubmit: (values: SocialEventData) => Promise<void>;
  onCancel: () => void;
}

/** A social in the registrable-event editor: times on the club's clock, one capacity, a picture. */
export function SocialEventForm({ initial, timeZone, courts, submitLabel, onSubmit, onCancel }: Props) {
  const editor = useEventForm(socialEventInputSchema, initial, onSubmit);
  return (
    <EventFormShell editor={editor} submitLabel={submitLabel} onCancel={onCancel}>
      <div className="grid gap-4 md:grid-cols-2">
        <TitleAndSlugFields editor={editor} pathPrefix="/social_events/" />
        <KindInput
          editor={editor}
          name="startsAt"
          label="Starts"
          type="datetime-local"
          hint={`Club time (${timeZone}).`}
        />
        <KindInput editor={editor} name="endsAt" label="Ends" type="datetime-local" />
        <KindInput
          editor={editor}
          name="signupDeadline"
          label="Sign-up deadline"
          type="datetime-local"
          isOptional
          hint="Empty: sign-up stays open until the start."
        />
        <PlaceFields editor={editor} courts={courts} />
        <KindInput
          editor={editor}
          name="capacity"
          label="Places"
          type="number"
          min={1}
          inputMode="numeric"
          asNumber
        />
        <KindInput
          editor={editor}
          name="waitlistLimit"
          label="Waitlist limit"
          type="number"
          min={0}
          inputMode="numeric"
          isOptional
          hint="Empty: no limit. 0: no waitlist (the event shows “Full”)."
        />
        <KindInput
          editor={editor}
          name="fee"
          label="Fee (USD)"
          inputMode="decimal"
          hint="0 for a free event."
        />
        <UploadField
          editor={editor}
          name="imageUrl"
          label="Picture"
          what="a picture"
          accept="image/jpeg,image/png,image/webp"
          hint="JPEG, PNG or WebP, up to 10 MB. Its address on this site appears here."
        />
      </div>
      <MarkdownField editor={editor} name="description" label="Description" />
    </EventFormShell>
  );
}
