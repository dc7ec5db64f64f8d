import { PersonFields } from '@client/components/account-fields';
import { Button, buttonVariants } from '@client/components/ui/button';
import { FormError, fieldOf, SelectField } from '@client/components/ui/form-field';
import { Spinner } from '@client/components/ui/spinner';
import { formErrorOf, submitWith } from '@client/lib/apply-server-errors';
import { useAuth, usernameOf } from '@client/lib/auth-store';
import { Link } from '@client/lib/router/link';
import { Navigate, useParams } from '@client/lib/router/router';
import { zodResolver } from '@hookform/resolvers/zod';
import { contactVisibilities, contactVisibilityLabels } from '@shared/contact-visibility';
import { paths } from '@shared/paths';
import {
  type MemberProfile,
  type MeResponse,
  type UpdateProfileData,
  type UpdateProfileInput,
  updateProfileSchema,
} from '@shared/schemas/profiles';
import { Save } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useMe, useUpdateProfile } from '../api/profiles-api';
import { AvatarUpload } from '../components/avatar-upload';
import { PlayerDetailsForm } from '../components/player-details-form';

const visibilityOptions = contactVisibilities.map((v) => [v, contactVisibilityLabels[v]] as [string, string]);

type EditableAccount = Pick<MemberProfile, 'profile'> & {
  user: Pick<MemberProfile['user'], 'name' | 'username' | 'displayUsername'>;
};

function formValuesOf(me: EditableAccount): UpdateProfileInput {
  return {
    fullName: me.profile.fullName ?? me.user.name,
    username: me.user.displayUsername ?? me.profile.username ?? '',
    phone: me.profile.phone ?? '',
    emailVisibility: me.profile.emailVisibility,
    phoneVisibility: me.profile.phoneVisibility,
  };
}

interface ProfileDetailsFormProps {
  account: EditableAccount;
  save: (input: UpdateProfileData) => Promise<void>;
  isSaving: boolean;
  /** Set when an admin edits someone else's details: texts name the member. */
  memberName?: string;
}

/** The details form of one's own profile, and of a member's profile edited by an admin. */
export function ProfileDetailsForm({ account, save, isSaving, memberName }: ProfileDetailsFormProps) {
  const [saved, setSaved] = useState(false);
  // The API's own schema: the form checks exactly what the server will.
  const form = useForm<UpdateProfileInput, unknown, UpdateProfileData>({
    resolver: zodResolver(updateProfileSchema),
    defaultValues: formValuesOf(account),
  });
  const { isDirty } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    setSaved(false);
    // A taken username lands next to its field.
    return submitWith(form, async () => {
      await save(values);
      form.reset(form.getValues());
      setSaved(true);
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-labelledby="profile-details-heading">
      <h2 id="profile-details-heading" className="font-semibold text-lg">
        {memberName ? `Details of ${memberName}` : 'Your details'}
      </h2>
      <FormError
        title={memberName ? 'The profile was not saved' : 'Your profile was not saved'}
        message={formErrorOf(form)}
      />
      {saved && !isDirty ? (
        <p role="status" className="rounded-md border bg-secondary px-3 py-2 text-sm">
          {memberName ? `The profile of ${memberName} is saved.` : 'Your profile is saved.'}
        </p>
      ) : null}
      <PersonFields
        form={form}
        username={{ hint: 'Your profile address is /users/ followed by it.' }}
        phone={{ hint: 'Optional.' }}
      />
      <fieldset className="space-y-3">
        <legend className="font-medium text-sm">
          Who sees {memberName ? 'their' : 'your'} contact details
        </legend>
        <p className="text-muted-foreground text-xs">
          On the profile page, team rosters and team pages. Teammates are the players and captains of a team{' '}
          {memberName ? 'they' : 'you'} accepted a place on; the club officers who keep the members list
          always see them.
        </p>
        <SelectField
          label="E-mail address"
          options={visibilityOptions}
          {...fieldOf(form, 'emailVisibility')}
        />
        <SelectField label="Phone number" options={visibilityOptions} {...fieldOf(form, 'phoneVisibility')} />
      </fieldset>
      <Button type="submit" disabled={isSaving}>
        <Save aria-hidden="true" />
        {isSaving ? 'Saving...' : 'Save profile'}
      </Button>
    </form>
  );
}

function OwnDetailsForm({ me }: { me: MeResponse }) {
  const update = useUpdateProfile();
  return (
    <ProfileDetailsForm
      account={me}
      isSaving={update.isPending}
      // The header's name follows the /api/me entry the mutation updates (auth store).
      save={async (input) => {
        await update.mutateAsync(input);
      }}
    />
  );
}

/** /users/profile/edit: one's own profile and picture. */
export function ProfileEditPage() {
  const me = useMe();
  if (me.isPending)
    return <Spinner className="mx-auto flex justify-center py-16" label="Loading your profile..." />;
  if (me.isError) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-8 sm:px-6">
        <FormError title="Your profile could not be loaded" message={me.error.message} />
      </div>
    );
  }
  const username = me.data.profile.username ?? me.data.user.username;
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-8 sm:px-6">
      {username ? (
        <Link to={paths.user(username)} className={buttonVariants({ variant: 'link' })}>
          Back to your profile
        </Link>
      ) : null}
      <div className="rounded-xl border bg-card p-5 sm:p-6">
        <AvatarUpload name={me.data.profile.fullName} avatarUrl={me.data.profile.avatarUrl} />
      </div>
      <div className="rounded-xl border bg-card p-5 sm:p-6">
        <OwnDetailsForm me={me.data} />
      </div>
      <div className="rounded-xl border bg-card p-5 sm:p-6">
        <PlayerDetailsForm userId={me.data.user.id} details={me.data.profile} />
      </div>
    </div>
  );
}

/** /users/:username/edit: the same page for one's own username; others' profiles are not editable. */
export function UserEditRoute() {
  const { username = '' } = useParams();
  const auth = useAuth();
  const own = usernameOf(auth);
  if (own && own.toLowerCase() !== username.toLowerCase())
    return <Navigate to={paths.unauthorized} replace />;
  return <ProfileEditPage />;
}
