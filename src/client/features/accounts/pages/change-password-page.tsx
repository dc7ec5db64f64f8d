import { NewPasswordFields } from '@client/components/account-fields';
import { FormError, TextField } from '@client/components/ui/form-field';
import { authStore } from '@client/lib/auth-store';
import { zodResolver } from '@hookform/resolvers/zod';
import { paths } from '@shared/paths';
import { type ChangePasswordForm, changePasswordFormSchema } from '@shared/schemas/accounts';
import { useMutation } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { AuthCard, AuthForm, AuthLink, AuthPrompt, DoneMessage } from '../components/auth-card';
import { SavePasswordButton } from '../components/password-strength';

async function changePassword(values: ChangePasswordForm) {
  const { authClient, unwrap } = await import('@client/lib/auth-actions');
  unwrap(
    await authClient.changePassword({
      currentPassword: values.currentPassword,
      newPassword: values.newPassword,
      revokeOtherSessions: true,
    }),
    'The password could not be changed.',
  );
  // The server replaced this browser's session (others were ended): follow it.
  await authStore.refreshSession({ force: true });
}

/** /set-password and /auth/change-password: a signed-in user's new password (current one required). */
export function ChangePasswordPage() {
  const form = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const change = useMutation({ mutationFn: changePassword, onSuccess: () => form.reset() });

  if (change.isSuccess) {
    return (
      <AuthCard>
        <DoneMessage icon={CheckCircle2} title="Your password was changed">
          <p>Use it the next time you sign in. Other devices signed in to your account were signed out.</p>
          <p>
            <AuthLink to={paths.home}>Go to the home page</AuthLink>
          </p>
        </DoneMessage>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      footer={
        <AuthPrompt question="Forgot your current password?" to={paths.forgotPassword}>
          Reset it by e-mail
        </AuthPrompt>
      }
    >
      <AuthForm
        headingId="change-password-heading"
        title="Change your password"
        onSubmit={form.handleSubmit((values) => change.mutate(values))}
      >
        <FormError title="Your password was not changed" message={change.error?.message} />
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          error={form.formState.errors.currentPassword?.message}
          {...form.register('currentPassword')}
        />
        <NewPasswordFields form={form} name="newPassword" />
        <SavePasswordButton isPending={change.isPending} label="Change password" />
      </AuthForm>
    </AuthCard>
  );
}
