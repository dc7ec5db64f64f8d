import { Button } from '@client/components/ui/button';
import { FormError, TextField } from '@client/components/ui/form-field';
import { Spinner } from '@client/components/ui/spinner';
import { authStore, usernameOf } from '@client/lib/auth-store';
import { usePageHead } from '@client/lib/page-head';
import { Link } from '@client/lib/router/link';
import { useSearchParams } from '@client/lib/router/router';
import { zodResolver } from '@hookform/resolvers/zod';
import { paths } from '@shared/paths';
import { type ForgotPasswordForm, forgotPasswordFormSchema } from '@shared/schemas/accounts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { CheckCircle2, Mail } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { AuthCard, AuthLink, DoneMessage } from '../components/auth-card';

async function verifyEmail(token: string) {
  const { authClient, unwrap } = await import('@client/lib/auth-actions');
  unwrap(await authClient.verifyEmail({ query: { token } }), 'The link could not be checked.');
  // The server signs the user in with the confirmation: pick the new session up.
  await authStore.refreshSession({ force: true });
  return true;
}

/** Asks for a fresh link when the old one expired or was already used. */
function ResendLink() {
  const form = useForm<ForgotPasswordForm>({
    resolver: zodResolver(forgotPasswordFormSchema),
    defaultValues: { email: '' },
  });
  const resend = useMutation({
    mutationFn: async (values: ForgotPasswordForm) => {
      const { authClient, unwrap } = await import('@client/lib/auth-actions');
      unwrap(
        await authClient.sendVerificationEmail({ email: values.email, callbackURL: paths.authVerifyEmail }),
        'The e-mail could not be sent.',
      );
      return values.email;
    },
  });
  if (resend.isSuccess) {
    return (
      <p role="status" className="text-sm">
        If {resend.data} has an account waiting for confirmation, a new link is on its way.
      </p>
    );
  }
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => resend.mutate(values))}
      className="space-y-3 border-t pt-4"
      aria-label="Send a new confirmation link"
    >
      <FormError title="Not sent" message={resend.error?.message} />
      <TextField
        label="Your e-mail"
        type="email"
        autoComplete="email"
        error={form.formState.errors.email?.message}
        {...form.register('email')}
      />
      <Button type="submit" variant="outline" disabled={resend.isPending}>
        <Mail aria-hidden="true" />
        {resend.isPending ? 'Sending...' : 'Send a new link'}
      </Button>
    </form>
  );
}

/** /auth/verify-email?token=…: the link of the sign-up e-mail. Says whether it worked. */
export function VerifyEmailPage() {
  usePageHead({ description: 'Confirm the e-mail address of your {{club.shortName}} account.' });
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  // A query (not an effect) so the single-use token is sent once, even in StrictMode.
  const check = useQuery({
    queryKey: ['verify-email', token],
    queryFn: () => verifyEmail(token),
    enabled: !!token,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

  if (!token) {
    return (
      <AuthCard>
        <FormError
          title="This link is incomplete"
          message="Open the link from the e-mail again, or copy the whole address into your browser."
        />
        <ResendLink />
      </AuthCard>
    );
  }
  if (check.isPending) {
    return (
      <AuthCard>
        <Spinner label="Confirming your e-mail address..." />
      </AuthCard>
    );
  }
  if (check.isError) {
    return (
      <AuthCard footer={<Link to={paths.login}>Go to sign in</Link>}>
        <div className="space-y-4">
          <FormError title="Your e-mail address was not confirmed" message={check.error.message} />
          <p className="text-muted-foreground text-sm">
            Links work once and for one hour. Ask for a new one below, or simply sign in: an account still
            waiting for confirmation gets a fresh link.
          </p>
          <ResendLink />
        </div>
      </AuthCard>
    );
  }
  const state = authStore.getState();
  const username = usernameOf(state);
  return (
    <AuthCard>
      <DoneMessage icon={CheckCircle2} title="Your e-mail address is confirmed">
        <p>
          Welcome to the club{state.user?.name ? `, ${state.user.name}` : ''}!{' '}
          {state.user ? 'You are signed in.' : 'You can sign in now.'}
        </p>
        <p className="flex flex-wrap gap-x-4 gap-y-2">
          {state.user && username ? (
            <AuthLink to={paths.user(username)}>See your profile</AuthLink>
          ) : (
            <AuthLink to={paths.login}>Sign in</AuthLink>
          )}
          <AuthLink to={paths.home}>Go to the home page</AuthLink>
        </p>
      </DoneMessage>
    </AuthCard>
  );
}
