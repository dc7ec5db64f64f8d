import { PageAccessGate } from '@client/components/page-access-gate';
import { buttonVariants } from '@client/components/ui/button';
import { FormError } from '@client/components/ui/form-field';
import { Spinner } from '@client/components/ui/spinner';
import { Link } from '@client/lib/router/link';
import { useParams } from '@client/lib/router/router';
import { pageAccess } from '@shared/access';
import { pathPatterns, paths } from '@shared/paths';
import {
  useMemberProfile,
  useRemoveMemberAvatar,
  useUpdateMemberProfile,
  useUploadMemberAvatar,
} from '../api/profiles-api';
import { type AvatarActions, AvatarUpload } from '../components/avatar-upload';
import { PlayerDetailsForm } from '../components/player-details-form';
import { ProfileDetailsForm } from './profile-edit-page';

function MemberProfileEditor({ id }: { id: string }) {
  const member = useMemberProfile(id);
  const update = useUpdateMemberProfile(id);
  const uploadAvatar = useUploadMemberAvatar(id);
  const removeAvatar = useRemoveMemberAvatar(id);
  const avatarActions: AvatarActions = {
    upload: {
      mutate: (file, options) => uploadAvatar.mutate(file, options),
      isPending: uploadAvatar.isPending,
      error: uploadAvatar.error,
      reset: uploadAvatar.reset,
    },
    remove: {
      mutate: (_, options) => removeAvatar.mutate(undefined, options),
      isPending: removeAvatar.isPending,
      error: removeAvatar.error,
    },
    isOwn: false,
  };
  if (member.isPending)
    return <Spinner className="flex justify-center py-16" label="Loading the profile..." />;
  if (member.isError)
    return <FormError title="The profile could not be loaded" message={member.error.message} />;
  const { user } = member.data;
  return (
    <div className="space-y-4">
      <p className="break-words text-muted-foreground text-sm">
        {user.email}
        {user.username ? ` · @${user.username}` : ''}
      </p>
      <div className="rounded-xl border bg-card p-5 sm:p-6">
        <AvatarUpload name={user.name} avatarUrl={member.data.profile.avatarUrl} actions={avatarActions} />
      </div>
      <div className="rounded-xl border bg-card p-5 sm:p-6">
        <ProfileDetailsForm
          key={user.id}
          account={member.data}
          memberName={user.name}
          isSaving={update.isPending}
          save={async (input) => {
            await update.mutateAsync(input);
          }}
        />
      </div>
      <div className="rounded-xl border bg-card p-5 sm:p-6">
        <PlayerDetailsForm
          key={user.id}
          userId={user.id}
          details={member.data.profile}
          memberName={user.name}
        />
      </div>
    </div>
  );
}

/** /admin/users/:id/profile (admin only): correct a member's details, with the member's own form. */
export function AdminMemberProfilePage() {
  const { id = '' } = useParams();
  return (
    <PageAccessGate rule={pageAccess[pathPatterns.adminMemberProfile]}>
      <div className="mx-auto max-w-2xl space-y-6 px-4 py-8 sm:px-6">
        <Link to={paths.adminAssignRoles} className={buttonVariants({ variant: 'link' })}>
          Back to Assign Roles
        </Link>
        <MemberProfileEditor id={id} />
      </div>
    </PageAccessGate>
  );
}
