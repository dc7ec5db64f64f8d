import { Button } from '@client/components/ui/button';
import { FormError, SelectField } from '@client/components/ui/form-field';
import { Spinner } from '@client/components/ui/spinner';
import { formErrorOf, submitWith } from '@client/lib/apply-server-errors';
import {
  currentPushSubscription,
  PushPermissionError,
  pushSupport,
  subscribeThisDevice,
  unsubscribeThisDevice,
} from '@client/lib/web-push';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type DigestNoticeKind,
  digestNoticeKinds,
  type NoticeKind,
  noticeChannelLabels,
  noticeChannels,
  noticeKindLabels,
  noticeKinds,
  noticeTimingLabels,
  noticeTimings,
} from '@shared/notices';
import { type NoticePreferencesInput, noticePreferencesSchema } from '@shared/schemas/push';
import { Bell, BellOff, Save } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  useNoticePreferences,
  usePushDevice,
  useUpdateNoticePreferences,
} from '../api/notice-preferences-api';

const channelOptions = noticeChannels.map((c) => [c, noticeChannelLabels[c]] as const);
const timingOptions = noticeTimings.map((c) => [c, noticeTimingLabels[c]] as const);

/** The kinds that may wait for a daily digest, with what the digest is. */
const timingHints: Record<DigestNoticeKind, string> = {
  'looking-request': 'At once: one notice per request. Daily digest: one e-mail a day listing the new ones.',
};

/** Why a notice kind is there, under its choice. */
const kindHints: Record<NoticeKind, string> = {
  'availability-request': 'When your team asks whether you can play a match, and the reminders.',
  'lineup-published': 'When your captain publishes a lineup you are on.',
  'sub-request': 'When a captain asks you to sub on a line.',
  'match-changed': 'When one of your matches moves, or is cancelled or postponed.',
  'waitlist-confirmed': 'When a place opens up for you on a waitlist.',
  'payment-received': 'Your e-mail receipt always comes; push adds a note on your phone.',
  'team-registration': 'When the league approves or refuses a team you captain.',
  'roster-added': 'When a captain or the league puts you on a team’s roster.',
  'lineup-dropout': 'When a player of your published lineup answers “no” or withdraws.',
  'score-confirmation':
    'When a match score you may confirm is entered (reps: when nobody on the team may), and a reminder if it is still unconfirmed two days later.',
  'team-player-placed': 'When a league rep places a player who was looking for a team on a team you captain.',
  'looking-request': 'When a player asks the league for a team (for league reps).',
};

/** This device's push state, read from the browser (no prompt). */
function useThisDevice() {
  const [isOn, setIsOn] = useState<boolean | null>(null);
  useEffect(() => {
    let isLive = true;
    currentPushSubscription()
      .then((s) => isLive && setIsOn(!!s))
      .catch(() => isLive && setIsOn(false));
    return () => {
      isLive = false;
    };
  }, []);
  return [isOn, setIsOn] as const;
}

function ThisDevice({ subscriptionCount }: { subscriptionCount: number }) {
  const support = pushSupport();
  const [isOn, setIsOn] = useThisDevice();
  const { add, remove } = usePushDevice();
  const [problem, setProblem] = useState<string | null>(null);
  const others = subscriptionCount - (isOn ? 1 : 0);

  if (support === 'needs-install')
    return (
      <p className="text-sm">
        On an iPhone or iPad, push notifications come to the app: tap Share, then “Add to Home Screen”, open
        NJTC from there and come back here.
      </p>
    );
  if (support === 'unsupported')
    return (
      <p className="text-sm">This browser cannot receive push notifications: your notices come by e-mail.</p>
    );

  const turnOn = async () => {
    setProblem(null);
    try {
      await add.mutateAsync(subscribeThisDevice);
      setIsOn(true);
    } catch (err) {
      setProblem(
        err instanceof PushPermissionError || err instanceof Error
          ? err.message
          : 'Push notifications could not be turned on.',
      );
    }
  };
  const turnOff = async () => {
    setProblem(null);
    try {
      await remove.mutateAsync(unsubscribeThisDevice);
      setIsOn(false);
    } catch (err) {
      setProblem(err instanceof Error ? err.message : 'Push notifications could not be turned off.');
    }
  };

  return (
    <div className="space-y-2">
      <p className="text-sm" role="status">
        {isOn === null
          ? 'Checking this device…'
          : isOn
            ? 'Push notifications are on for this device.'
            : 'Push notifications are off for this device.'}
        {others > 0
          ? ` ${others === 1 ? 'One other device gets' : `${others} other devices get`} them too.`
          : ''}
      </p>
      {isOn ? (
        <Button type="button" variant="outline" onClick={turnOff} disabled={remove.isPending}>
          <BellOff aria-hidden="true" />
          {remove.isPending ? 'Turning off…' : 'Turn off on this device'}
        </Button>
      ) : (
        <Button
          type="button"
          variant="outline"
          // A long label wraps on a phone instead of pushing the page sideways.
          className="h-auto min-h-9 whitespace-normal text-left"
          onClick={turnOn}
          disabled={add.isPending || isOn === null}
        >
          <Bell aria-hidden="true" />
          {add.isPending ? 'Turning on…' : 'Turn on push notifications on this device'}
        </Button>
      )}
      <FormError title="Push notifications" message={problem} />
    </div>
  );
}

function ChoicesForm({
  preferences,
  timings,
}: {
  preferences: NoticePreferencesInput['preferences'];
  timings: NoticePreferencesInput['timings'];
}) {
  const update = useUpdateNoticePreferences();
  const [status, setStatus] = useState<string | null>(null);
  const form = useForm<NoticePreferencesInput>({
    resolver: zodResolver(noticePreferencesSchema),
    defaultValues: { preferences, timings },
  });
  const onSubmit = form.handleSubmit((values) => {
    setStatus(null);
    return submitWith(form, async () => {
      const saved = await update.mutateAsync(values);
      form.reset({ preferences: saved.preferences, timings: saved.timings });
      setStatus('Your notification choices are saved.');
    });
  });
  const errors = form.formState.errors.preferences;
  const timingErrors = form.formState.errors.timings;
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Notification choices">
      <FormError title="Your choices were not saved" message={formErrorOf(form)} />
      {status && !form.formState.isDirty ? (
        <p role="status" className="rounded-md border bg-secondary px-3 py-2 text-sm">
          {status}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {noticeKinds.map((kind) => (
          <SelectField
            key={kind}
            label={noticeKindLabels[kind]}
            hint={kindHints[kind]}
            options={channelOptions}
            error={errors?.[kind]?.message}
            {...form.register(`preferences.${kind}`)}
          />
        ))}
        {digestNoticeKinds.map((kind) => (
          <SelectField
            key={`timing-${kind}`}
            label={`${noticeKindLabels[kind]}: when`}
            hint={timingHints[kind]}
            options={timingOptions}
            error={timingErrors?.[kind]?.message}
            {...form.register(`timings.${kind}`)}
          />
        ))}
      </div>
      <Button type="submit" disabled={update.isPending}>
        <Save aria-hidden="true" />
        {update.isPending ? 'Saving…' : 'Save notification choices'}
      </Button>
    </form>
  );
}

/**
 * The profile's "Notifications" section (issue 21 §3): this device's push on or off, and for
 * each kind of notice whether it comes by e-mail, push or both. The server decides by these
 * (lib/notices.ts); push without a device falls back to e-mail.
 */
export function NoticePreferences() {
  const query = useNoticePreferences();
  return (
    <section
      aria-labelledby="notice-preferences-heading"
      className="space-y-4 rounded-xl border bg-card p-5 sm:p-6"
    >
      <h2 id="notice-preferences-heading" className="flex items-center gap-2 font-semibold text-lg">
        <Bell aria-hidden="true" className="size-5" />
        Notifications
      </h2>
      <p className="text-muted-foreground text-sm">
        Choose how each notice reaches you. A notice set to push comes by e-mail while no device of yours has
        push notifications on.
      </p>
      {query.isPending ? (
        <Spinner label="Loading your notification choices..." />
      ) : query.isError ? (
        <FormError title="Your notification choices could not be loaded" message={query.error.message} />
      ) : (
        <>
          <ThisDevice subscriptionCount={query.data.subscriptionCount} />
          <ChoicesForm preferences={query.data.preferences} timings={query.data.timings} />
        </>
      )}
    </section>
  );
}
