import { NewPasswordFields } from '@client/components/account-fields';
import { FormError } from '@client/components/ui/form-field';
import { authStore } from '@client/lib/auth-store';
import { usePageHead } from '@client/lib/page-head';
import { Link } from '@client/lib/router/link';
import { useSearchParams } from '@client/lib/router/router';
import { zodResolver } from '@hookform/resolvers/zod';
import { paths } from '@shared/paths';
import { type ResetPasswordForm, resetPasswordFormSchema } from '@shared/schemas/accounts';
import { useMutation } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { AuthCard, AuthForm, AuthLink, DoneMessage } from '../components/auth-card';
import { SavePasswordButton } from '../components/password-strength';

async function resetPassword(token: string, values: ResetPasswordForm) {
  const { authClient, unwrap } = await import('@client/lib/auth-actions');
  unwrap(
    await authClient.resetPassword({ newPassword: values.password, token }),
    'The password could not be changed.',
  );
  // Every session of the account was ended by the reset: this browser's too.
  await authStore.refreshSession({ force: true });
}

/** /auth/confirm (index): the reset e-mail's link; sets a new password without the old one. */
export function ResetPasswordPage() {
  usePageHead({ description: 'Choose a new password for your {{club.shortName}} account.' });
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const linkError = params.get('error');
  const form = useForm<ResetPasswordForm>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const reset = useMutation({ mutationFn: (values: ResetPasswordForm) => resetPassword(token, values) });

  if (!token || linkError) {
    return (
      <AuthCard footer={<Link to={paths.login}>Back to sign in</Link>}>
        <FormError
          title="This reset link does not work"
          message="It may be incomplete, already used or more than an hour old."
        />
        <p className="mt-4 text-sm">
          <AuthLink to={paths.forgotPassword}>Ask for a new reset link</AuthLink>
        </p>
      </AuthCard>
    );
  }

  if (reset.isSuccess) {
    return (
      <AuthCard>
        <DoneMessage icon={CheckCircle2} title="Your password was changed">
          <p>
            Sign in with your new password. For your safety, every device that was signed in was signed out.
          </p>
          <p>
            <AuthLink to={paths.login}>Sign in</AuthLink>
          </p>
        </DoneMessage>
      </AuthCard>
    );
  }

  return (
    <AuthCard footer={<Link to={paths.login}>Back to sign in</Link>}>
      <AuthForm
        headingId="reset-heading"
        title="Choose a new password"
        onSubmit={form.handleSubmit((values) => reset.mutate(values))}
      >
        {reset.error ? (
          <div className="space-y-2">
            <FormError title="Your password was not changed" message={reset.error.message} />
            <p className="text-sm">
              <AuthLink to={paths.forgotPassword}>Ask for a new reset link</AuthLink>
            </p>
          </div>
        ) : null}
        <NewPasswordFields form={form} name="password" />
        <SavePasswordButton isPending={reset.isPending} label="Set new password" />
      </AuthForm>
    </AuthCard>
  );
}
