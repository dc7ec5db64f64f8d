import { NewPasswordFields, PersonFields } from '@client/components/account-fields';
import { Button } from '@client/components/ui/button';
import { FormError } from '@client/components/ui/form-field';
import { authStore, takeRedirectPath } from '@client/lib/auth-store';
import { usePageHead } from '@client/lib/page-head';
import { Link } from '@client/lib/router/link';
import { useNavigate, useSearchParams } from '@client/lib/router/router';
import { zodResolver } from '@hookform/resolvers/zod';
import { paths } from '@shared/paths';
import { type RegisterForm, registerFormSchema } from '@shared/schemas/accounts';
import { MailCheck, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { AuthCard, AuthForm, AuthPrompt, DoneMessage } from '../components/auth-card';
import { useDuplicateEmailCheck } from '../lib/use-duplicate-email-check';

/** /register: full name, username, e-mail (checked for duplicates as typed), password twice. */
export function RegisterPage() {
  usePageHead({
    description:
      'Create a {{club.name}} account to join the club, sign up for events and play on league teams.',
  });
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const invitedEmail = (searchParams.get('email') ?? '').slice(0, 254);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<RegisterForm>({
    resolver: zodResolver(registerFormSchema),
    // An invitation's link (a rostered player without an account) brings the invited address.
    defaultValues: { fullName: '', username: '', email: invitedEmail, password: '', confirmPassword: '' },
  });
  const { isSubmitting } = form.formState;
  const email = form.watch('email') ?? '';
  const duplicate = useDuplicateEmailCheck(email);

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    const outcome = await authStore.signUp({
      name: values.fullName,
      username: values.username,
      email: values.email,
      password: values.password,
    });
    if (outcome.status === 'error') {
      setServerError(outcome.message);
      return;
    }
    if (!outcome.isVerificationPending) {
      navigate(takeRedirectPath(), { replace: true });
      return;
    }
    setSentTo(values.email);
  });

  if (sentTo) {
    return (
      <AuthCard footer={<Link to={paths.login}>Back to sign in</Link>}>
        <DoneMessage icon={MailCheck} title="Check your e-mail">
          <p>
            We sent a verification e-mail to <strong className="text-foreground">{sentTo}</strong>. Open the
            link in it within one hour to confirm your address and finish creating your account.
          </p>
          <p>
            Nothing arrived after a few minutes? Look in your spam folder, or sign in with your new account to
            get a fresh link.
          </p>
        </DoneMessage>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      footer={
        <AuthPrompt question="Already have an account?" to={paths.login}>
          Sign in
        </AuthPrompt>
      }
    >
      <AuthForm headingId="register-heading" title="Join the club online" onSubmit={onSubmit}>
        <FormError title="Your account was not created" message={serverError} />
        <PersonFields
          form={form}
          username={{
            hint: '3–30 letters, digits, dots or underscores. Your profile address: /users/username.',
          }}
          email={{
            status: duplicate.message ? (
              <span className="text-destructive-text">{duplicate.message}</span>
            ) : null,
          }}
        />
        <NewPasswordFields form={form} name="password" label="Password" confirmLabel="Confirm password" />
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          <UserPlus aria-hidden="true" />
          {isSubmitting ? 'Creating your account...' : 'Create account'}
        </Button>
      </AuthForm>
    </AuthCard>
  );
}
