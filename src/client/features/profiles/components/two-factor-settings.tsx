import { Button } from '@client/components/ui/button';
import { FormError, fieldOf, TextField } from '@client/components/ui/form-field';
import { authStore } from '@client/lib/auth-store';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type TotpConfirmForm,
  type TwoFactorPasswordForm,
  totpConfirmFormSchema,
  totpSecretOf,
  twoFactorPasswordFormSchema,
} from '@shared/schemas/accounts';
import type { z } from '@shared/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Copy, Download, ShieldCheck, ShieldOff } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { profileKeys } from '../api/profiles-api';
import { QrCode } from './qr-code';

async function client() {
  return import('@client/lib/auth-actions');
}

/** Asks for the current password before a two-factor change. */
function PasswordStep({
  submitLabel,
  pendingLabel,
  variant = 'default',
  error,
  isPending,
  onSubmit,
  onCancel,
}: {
  submitLabel: string;
  pendingLabel: string;
  variant?: 'default' | 'destructive';
  error: string | null | undefined;
  isPending: boolean;
  onSubmit: (password: string) => void;
  onCancel: () => void;
}) {
  const form = useForm<TwoFactorPasswordForm>({
    resolver: zodResolver(twoFactorPasswordFormSchema),
    defaultValues: { password: '' },
  });
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((v) => onSubmit(v.password))}
      className="space-y-3"
      aria-label={submitLabel}
    >
      <FormError title="Not done" message={error} />
      <TextField
        label="Your current password"
        type="password"
        autoComplete="current-password"
        autoFocus
        {...fieldOf(form, 'password')}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant={variant} disabled={isPending}>
          {isPending ? pendingLabel : submitLabel}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel} disabled={isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** Backup codes, shown once: copy or download them now. */
function BackupCodes({ codes }: { codes: string[] }) {
  const [copied, setCopied] = useState(false);
  const text = codes.join('\n');
  return (
    <div className="space-y-3 rounded-lg border bg-secondary/40 p-4">
      <h4 className="font-semibold">Your backup codes</h4>
      <p className="text-sm">
        Each code signs you in once if you lose your phone. Keep them somewhere safe: they are shown only now.
      </p>
      <ul aria-label="Backup codes" className="grid grid-cols-2 gap-2 font-mono text-sm sm:grid-cols-3">
        {codes.map((code) => (
          <li key={code} className="rounded bg-background px-2 py-1 text-center">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={async () => {
            try {
              await navigator.clipboard.writeText(text);
              setCopied(true);
            } catch {
              setCopied(false);
            }
          }}
        >
          <Copy aria-hidden="true" />
          {copied ? 'Copied' : 'Copy codes'}
        </Button>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => {
            const url = URL.createObjectURL(new Blob([`${text}\n`], { type: 'text/plain' }));
            const link = document.createElement('a');
            link.href = url;
            link.download = 'njtc-backup-codes.txt';
            link.click();
            setTimeout(() => URL.revokeObjectURL(url), 1000);
          }}
        >
          <Download aria-hidden="true" />
          Download codes
        </Button>
      </div>
    </div>
  );
}

type Step =
  | { kind: 'idle' }
  | { kind: 'password-enable' }
  | { kind: 'setup'; totpUri: string; backupCodes: string[] }
  | { kind: 'password-disable' }
  | { kind: 'password-codes' }
  | { kind: 'codes'; backupCodes: string[] }
  | { kind: 'enabled-now' };

/** Two-factor login (TOTP) on the owner's profile: turn on with a QR code, backup codes, turn off. */
export function TwoFactorSettings({ isEnabled }: { isEnabled: boolean }) {
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const confirmForm = useForm<TotpConfirmForm, unknown, z.output<typeof totpConfirmFormSchema>>({
    resolver: zodResolver(totpConfirmFormSchema),
    defaultValues: { code: '' },
  });

  const afterChange = async () => {
    // The server re-issued the session with the new two-factor flag.
    await authStore.refreshSession({ force: true });
    await queryClient.invalidateQueries({ queryKey: profileKeys.me });
  };

  const enable = useMutation({
    mutationFn: async (password: string) => {
      const { authClient, unwrap } = await client();
      const data = unwrap(
        await authClient.twoFactor.enable({ password }),
        'Two-factor login could not be started.',
      );
      if (!('totpURI' in data)) throw new Error('The server did not start an authenticator set-up.');
      return data;
    },
    onSuccess: (data) => setStep({ kind: 'setup', totpUri: data.totpURI, backupCodes: data.backupCodes }),
  });
  const confirm = useMutation({
    mutationFn: async (code: string) => {
      const { authClient, unwrap } = await client();
      unwrap(await authClient.twoFactor.verifyTotp({ code }), 'That code did not work.');
    },
    onSuccess: async () => {
      await afterChange();
      setStep({ kind: 'enabled-now' });
    },
  });
  const disable = useMutation({
    mutationFn: async (password: string) => {
      const { authClient, unwrap } = await client();
      unwrap(await authClient.twoFactor.disable({ password }), 'Two-factor login could not be turned off.');
    },
    onSuccess: async () => {
      await afterChange();
      setStep({ kind: 'idle' });
    },
  });
  const newCodes = useMutation({
    mutationFn: async (password: string) => {
      const { authClient, unwrap } = await client();
      return unwrap(
        await authClient.twoFactor.generateBackupCodes({ password }),
        'New backup codes could not be made.',
      );
    },
    onSuccess: (data) => setStep({ kind: 'codes', backupCodes: data.backupCodes }),
  });

  const cancel = () => {
    for (const m of [enable, disable, newCodes, confirm]) m.reset();
    setStep({ kind: 'idle' });
  };

  let body: React.ReactNode;
  if (step.kind === 'setup') {
    const secret = totpSecretOf(step.totpUri);
    body = (
      <div className="space-y-5">
        <ol className="list-decimal space-y-2 pl-5 text-sm">
          <li>
            Open an authenticator app on your phone (for example Google Authenticator, 1Password or Aegis).
          </li>
          <li>Scan the QR code, or type the key below into the app.</li>
          <li>Save your backup codes, then enter the 6-digit code the app shows.</li>
        </ol>
        <div className="flex flex-col items-start gap-4 sm:flex-row">
          <QrCode value={step.totpUri} label="QR code to add your NJTC account to an authenticator app" />
          <div className="min-w-0 space-y-1 text-sm">
            <p className="font-medium">Key for typing in by hand</p>
            <p className="break-all rounded bg-muted px-2 py-1 font-mono">{secret}</p>
            <p className="text-muted-foreground text-xs">Time-based, 6 digits, every 30 seconds.</p>
          </div>
        </div>
        <BackupCodes codes={step.backupCodes} />
        <form
          noValidate
          onSubmit={confirmForm.handleSubmit((v) => confirm.mutate(v.code))}
          className="space-y-3"
          aria-label="Finish turning on two-factor login"
        >
          <FormError title="Not turned on yet" message={confirm.error?.message} />
          <TextField
            label="Code from your app"
            inputMode="numeric"
            autoComplete="one-time-code"
            {...fieldOf(confirmForm, 'code')}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={confirm.isPending}>
              <ShieldCheck aria-hidden="true" />
              {confirm.isPending ? 'Checking...' : 'Turn on two-factor login'}
            </Button>
            <Button type="button" variant="outline" onClick={cancel} disabled={confirm.isPending}>
              Cancel
            </Button>
          </div>
        </form>
      </div>
    );
  } else if (step.kind === 'password-enable') {
    body = (
      <PasswordStep
        submitLabel="Continue"
        pendingLabel="Starting..."
        error={enable.error?.message}
        isPending={enable.isPending}
        onSubmit={(p) => enable.mutate(p)}
        onCancel={cancel}
      />
    );
  } else if (step.kind === 'password-disable') {
    body = (
      <div className="space-y-3">
        <p className="text-sm">
          Without a second factor, your password alone opens your account. Enter it to turn two-factor login
          off.
        </p>
        <PasswordStep
          submitLabel="Turn off two-factor login"
          pendingLabel="Turning off..."
          variant="destructive"
          error={disable.error?.message}
          isPending={disable.isPending}
          onSubmit={(p) => disable.mutate(p)}
          onCancel={cancel}
        />
      </div>
    );
  } else if (step.kind === 'password-codes') {
    body = (
      <div className="space-y-3">
        <p className="text-sm">New codes replace all your old backup codes.</p>
        <PasswordStep
          submitLabel="Make new backup codes"
          pendingLabel="Making codes..."
          error={newCodes.error?.message}
          isPending={newCodes.isPending}
          onSubmit={(p) => newCodes.mutate(p)}
          onCancel={cancel}
        />
      </div>
    );
  } else if (step.kind === 'codes') {
    body = (
      <div className="space-y-3">
        <BackupCodes codes={step.backupCodes} />
        <Button type="button" onClick={cancel}>
          I saved them
        </Button>
      </div>
    );
  } else if (isEnabled || step.kind === 'enabled-now') {
    body = (
      <div className="space-y-3">
        <p role="status" className="flex items-center gap-2 text-sm">
          <ShieldCheck aria-hidden="true" className="size-5 text-primary" />
          Two-factor login is on. Signing in asks for a code from your authenticator app.
        </p>
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" onClick={() => setStep({ kind: 'password-codes' })}>
            New backup codes
          </Button>
          <Button type="button" variant="outline" onClick={() => setStep({ kind: 'password-disable' })}>
            <ShieldOff aria-hidden="true" />
            Turn off
          </Button>
        </div>
      </div>
    );
  } else {
    body = (
      <div className="space-y-3">
        <p className="text-sm">
          Two-factor login is off. With it on, signing in also asks for a code from an app on your phone, so a
          stolen password is not enough.
        </p>
        <Button type="button" onClick={() => setStep({ kind: 'password-enable' })}>
          <ShieldCheck aria-hidden="true" />
          Set up two-factor login
        </Button>
      </div>
    );
  }

  return (
    <section aria-labelledby="two-factor-heading" className="space-y-3 rounded-xl border bg-card p-5 sm:p-6">
      <h2 id="two-factor-heading" className="font-semibold text-lg">
        Two-factor login
      </h2>
      {body}
    </section>
  );
}
