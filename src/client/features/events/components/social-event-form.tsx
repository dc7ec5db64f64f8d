import {
  type SocialEventData,
  type SocialEventInput,
  socialEventInputSchema,
} from '@shared/schemas/events-socials';
import { EventFormShell, type KindFormProps, KindInput, UploadField, useEventForm } from './event-form-frame';

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

/** A social in the registrable-event editor: times on the club's clock, one capacity, a picture. */
export function SocialEventForm(props: KindFormProps<SocialEventInput, SocialEventData>) {
  const editor = useEventForm(socialEventInputSchema, props.initial, props.onSubmit);
  return (
    <EventFormShell
      editor={editor}
      kindProps={props}
      pathPrefix="/social_events/"
      when={
        <>
          <KindInput
            editor={editor}
            name="startsAt"
            label="Starts"
            type="datetime-local"
            hint={`Club time (${props.timeZone}).`}
          />
          <KindInput editor={editor} name="endsAt" label="Ends" type="datetime-local" />
        </>
      }
      deadline={{
        name: 'signupDeadline',
        label: 'Sign-up deadline',
        hint: 'Empty: sign-up stays open until the start.',
      }}
    >
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
    </EventFormShell>
  );
}
