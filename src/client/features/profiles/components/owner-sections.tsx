import { Alert, AlertDescription, AlertTitle } from '@client/components/ui/alert';
import { Spinner } from '@client/components/ui/spinner';
import { useAuth } from '@client/lib/auth-store';
import { needsTwoFactorPrompt } from '@client/lib/two-factor-prompt';
import { ShieldAlert } from 'lucide-react';
import { useMe } from '../api/profiles-api';
import { MyPayments } from './my-payments';
import { MySignups } from './my-signups';
import { NoticePreferences } from './notice-preferences';
import { SubPreferencesSection } from './sub-preferences-section';
import { TwoFactorSettings } from './two-factor-settings';

/*
 * The owner's settings and lists below their profile card and week: sub preferences, sign-ups,
 * payments, notices, two-factor login. Their own chunk (forms: zod, react-hook-form, dialogs),
 * loaded by the profile page after it is painted and hydrated (issue 24, decision 045), so the
 * first screen's script is the card's and the week's.
 */

/** The owner's extras: edit link, two-factor settings (and a nudge for admins and executives). */
function OwnerPanel() {
  const me = useMe();
  const auth = useAuth();
  const isTwoFactorOn = me.data?.user.twoFactorEnabled ?? auth.user?.twoFactorEnabled ?? false;
  const shouldPrompt = needsTwoFactorPrompt({
    user: auth.user ? { ...auth.user, twoFactorEnabled: isTwoFactorOn } : null,
    roles: me.data?.roles ?? auth.roles,
  });
  return (
    <div className="space-y-4">
      {shouldPrompt ? (
        <Alert>
          <ShieldAlert aria-hidden="true" />
          <AlertTitle>Turn on two-factor login</AlertTitle>
          <AlertDescription>
            <p>
              Your roles can change club data and members’ details. Please protect your account with a code
              from your phone as well as your password.
            </p>
          </AlertDescription>
        </Alert>
      ) : null}
      {me.isPending ? (
        <Spinner label="Loading your settings..." />
      ) : (
        <TwoFactorSettings isEnabled={isTwoFactorOn} />
      )}
    </div>
  );
}

/** Everything the owner has below their week, in the page's order. */
export function OwnerSections({ userId }: { userId?: string }) {
  return (
    <>
      <SubPreferencesSection />
      <MySignups />
      {userId ? <MyPayments userId={userId} /> : null}
      <NoticePreferences />
      <OwnerPanel />
    </>
  );
}
