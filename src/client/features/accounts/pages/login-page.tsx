import { Alert, AlertDescription, AlertTitle } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { CheckboxField, FormError, fieldOf, TextField } from '@client/components/ui/form-field';
import { authStore, takeRedirectPath, usernameOf } from '@client/lib/auth-store';
import { usePageHead } from '@client/lib/page-head';
import { useNavigate, useSearchParams } from '@client/lib/router/router';
import { toast } from '@client/lib/toast-store';
import { needsTwoFactorPrompt } from '@client/lib/two-factor-prompt';
import { zodResolver } from '@hookform/resolvers/zod';
import { paths } from '@shared/paths';
import {
  type SecondFactorForm,
  type SignInForm,
  secondFactorFormSchema,
  signInFormSchema,
  verificationLinkHours,
} from '@shared/schemas/accounts';
import { KeyRound, LogIn, MailCheck, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { AuthCard, AuthForm, AuthLink, AuthPrompt, authLinkClass } from '../components/auth-card';

/** After signing in: where the guard wanted to go, else home; staff without 2FA are reminded. */
function useFinishSignIn() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  return () => {
    const current = authStore.getState();
    if (needsTwoFactorPrompt(current)) {
      const username = usernameOf(current);
      toast({
        title: 'Protect your admin access',
        description: (
          <span>
            Your account can change club data. Turn on two-factor login on{' '}
            <a className="underline" href={username ? paths.user(username) : paths.profileEdit}>
              your profile
            </a>
            .
          </span>
        ),
        duration: 15_000,
      });
    }
    navigate(takeRedirectPath('/', search.get('redirectPath')), { replace: true });
  };
}

function TwoFactorStep({ onCancel }: { onCancel: () => void }) {
  const finish = useFinishSignIn();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<SecondFactorForm>({
    resolver: zodResolver(secondFactorFormSchema),
    defaultValues: { method: 'totp', code: '', trustDevice: false },
  });
  const method = form.watch('method');
  const { isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    const outcome = await authStore.verifySecondFactor(values);
    if (outcome.status === 'signed-in') finish();
    else if (outcome.status === 'error') setError(outcome.message);
  });

  const isTotp = method === 'totp';
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-labelledby="two-factor-heading">
      <div className="flex items-center gap-2">
        <ShieldCheck aria-hidden="true" className="size-6 text-primary" />
        <h2 id="two-factor-heading" className="font-semibold text-xl">
          Two-factor login
        </h2>
      </div>
      <p className="text-muted-foreground text-sm">
        {isTotp
          ? 'Enter the 6-digit code your authenticator app shows for NJTC.'
          : 'Enter one of the backup codes you saved when you turned on two-factor login. Each works once.'}
      </p>
      <FormError title="Not signed in" message={error} />
      <TextField
        key={method}
        label={isTotp ? 'Authentication code' : 'Backup code'}
        inputMode={isTotp ? 'numeric' : 'text'}
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        autoFocus
        {...fieldOf(form, 'code')}
      />
      <CheckboxField
        label="Trust this device for 30 days"
        description="Only on a device nobody else uses."
        {...form.register('trustDevice')}
      />
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        <KeyRound aria-hidden="true" />
        {isSubmitting ? 'Checking...' : 'Verify and sign in'}
      </Button>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <button
          type="button"
          className={authLinkClass}
          onClick={() => {
            form.setValue('method', isTotp ? 'backup' : 'totp');
            form.setValue('code', '');
            form.clearErrors();
          }}
        >
          {isTotp ? 'Use a backup code instead' : 'Use my authenticator app'}
        </button>
        <button type="button" className={authLinkClass} onClick={onCancel}>
          Start over
        </button>
      </div>
    </form>
  );
}

/** Better Auth's code for a right password on an account whose address is not confirmed. */
const emailNotVerifiedCode = 'EMAIL_NOT_VERIFIED';

/**
 * "Email not verified": the sign-in just sent a fresh link (Better Auth does on a right password);
 * say so, how long it works, and offer another (the same sign-in again: rate-limited per address
 * and to 3 e-mails an hour per account).
 */
function UnverifiedNotice({ credentials }: { credentials: SignInForm }) {
  const [state, setState] = useState<{ isSending: boolean; message: string | null; sentAgain: number }>({
    isSending: false,
    message: null,
    sentAgain: 0,
  });
  const sendAgain = async () => {
    setState((s) => ({ ...s, isSending: true, message: null }));
    const outcome = await authStore.signIn(credentials);
    const isSent = outcome.status === 'error' && outcome.code === emailNotVerifiedCode;
    setState((s) => ({
      isSending: false,
      message: isSent ? null : outcome.status === 'error' ? outcome.message : null,
      sentAgain: isSent ? s.sentAgain + 1 : s.sentAgain,
    }));
  };
  return (
    <Alert>
      <MailCheck aria-hidden="true" />
      <AlertTitle>Confirm your e-mail address first</AlertTitle>
      <AlertDescription>
        <p>
          We have sent a new confirmation link to the address of this account. It works for{' '}
          {verificationLinkHours} hours; check your spam folder if it does not arrive.
        </p>
        <p aria-live="polite">
          {state.sentAgain > 0 ? 'Another link is on its way: use the newest one.' : ''}
          {state.message ? <span className="text-destructive-text">{state.message}</span> : null}
        </p>
        <Button type="button" variant="outline" size="sm" disabled={state.isSending} onClick={sendAgain}>
          {state.isSending ? 'Sending…' : 'Send a new link'}
        </Button>
      </AlertDescription>
    </Alert>
  );
}

/** /login: e-mail or username and password, then the second factor when the account has one. */
export function LoginPage() {
  usePageHead({
    description:
      'Sign in to your {{club.name}} account to manage your membership, sign-ups, teams and profile.',
  });
  const finish = useFinishSignIn();
  const [step, setStep] = useState<'credentials' | 'two-factor'>('credentials');
  const [error, setError] = useState<string | null>(null);
  const [unverified, setUnverified] = useState<SignInForm | null>(null);
  const form = useForm<SignInForm>({
    resolver: zodResolver(signInFormSchema),
    defaultValues: { identifier: '', password: '' },
  });
  const { isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    setUnverified(null);
    const outcome = await authStore.signIn(values);
    if (outcome.status === 'signed-in') finish();
    else if (outcome.status === 'two-factor') setStep('two-factor');
    else if (outcome.code === emailNotVerifiedCode) setUnverified(values);
    else {
      // §8: the server's message, as the store keeps it.
      setError(authStore.getState().error ?? outcome.message);
      form.setValue('password', '');
      form.setFocus('password');
    }
  });

  return (
    <AuthCard
      footer={
        step === 'credentials' ? (
          <>
            <AuthPrompt question="New to the club?" to={paths.register}>
              Create an account
            </AuthPrompt>
            <p>
              <AuthLink to={paths.forgotPassword}>Forgot your password?</AuthLink>
            </p>
          </>
        ) : null
      }
    >
      {step === 'two-factor' ? (
        <TwoFactorStep
          onCancel={() => {
            setStep('credentials');
            form.reset();
          }}
        />
      ) : (
        <AuthForm headingId="login-heading" title="Sign in to your account" onSubmit={onSubmit}>
          <FormError title="Not signed in" message={error} />
          {unverified ? <UnverifiedNotice credentials={unverified} /> : null}
          <TextField
            label="E-mail or username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            {...fieldOf(form, 'identifier')}
          />
          <TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            {...fieldOf(form, 'password')}
          />
          <Button type="submit" className="w-full" disabled={isSubmitting}>
            <LogIn aria-hidden="true" />
            {isSubmitting ? 'Signing in...' : 'Sign in'}
          </Button>
        </AuthForm>
      )}
    </AuthCard>
  );
}
