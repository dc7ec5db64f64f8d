import { Button } from '@client/components/ui/button';
import { FormError, TextField } from '@client/components/ui/form-field';
import { usePageHead } from '@client/lib/page-head';
import { Link } from '@client/lib/router/link';
import { zodResolver } from '@hookform/resolvers/zod';
import { paths } from '@shared/paths';
import { type ForgotPasswordForm, forgotPasswordFormSchema } from '@shared/schemas/accounts';
import { useMutation } from '@tanstack/react-query';
import { Mail, MailCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { AuthCard, AuthForm, DoneMessage } from '../components/auth-card';

async function requestReset(values: ForgotPasswordForm) {
  const { authClient, unwrap } = await import('@client/lib/auth-actions');
  unwrap(
    await authClient.requestPasswordReset({ email: values.email, redirectTo: paths.authConfirm }),
    'The reset e-mail could not be sent.',
  );
  return values.email;
}

/**
 * /forgot-password: sends a reset link to /auth/confirm. The answer is the same whether
 * or not the address has an account (nobody learns who is a member).
 */
export function ForgotPasswordPage() {
  usePageHead({
    description: 'Forgot your {{club.shortName}} password? Get a link by e-mail to choose a new one.',
  });
  const form = useForm<ForgotPasswordForm>({
    resolver: zodResolver(forgotPasswordFormSchema),
    defaultValues: { email: '' },
  });
  const send = useMutation({ mutationFn: requestReset });

  if (send.isSuccess) {
    return (
      <AuthCard footer={<Link to={paths.login}>Back to sign in</Link>}>
        <DoneMessage icon={MailCheck} title="Check your e-mail">
          <p>
            If an account uses <strong className="text-foreground">{send.data}</strong>, we sent it a link to
            choose a new password. The link works once, for one hour.
          </p>
          <p>Nothing arrived after a few minutes? Look in your spam folder, or try again.</p>
        </DoneMessage>
      </AuthCard>
    );
  }

  return (
    <AuthCard footer={<Link to={paths.login}>Back to sign in</Link>}>
      <AuthForm
        headingId="forgot-heading"
        title="Reset your password"
        onSubmit={form.handleSubmit((values) => send.mutate(values))}
      >
        <p className="text-muted-foreground text-sm">
          Enter the e-mail address of your account and we will send you a link to choose a new password.
        </p>
        <FormError title="Not sent" message={send.error?.message} />
        <TextField
          label="E-mail"
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          error={form.formState.errors.email?.message}
          {...form.register('email')}
        />
        <Button type="submit" className="w-full" disabled={send.isPending}>
          <Mail aria-hidden="true" />
          {send.isPending ? 'Sending...' : 'Send reset link'}
        </Button>
      </AuthForm>
    </AuthCard>
  );
}
