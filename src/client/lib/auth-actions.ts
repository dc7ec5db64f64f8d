import { isEmailIdentifier } from '@shared/schemas/accounts';
import { createAuthClient } from 'better-auth/client';
import { twoFactorClient, usernameClient } from 'better-auth/client/plugins';
import { ApiError } from './api-client';
import {
  fetchSession,
  type SecondFactor,
  type SessionInfo,
  type SignInCredentials,
  type SignUpDetails,
  toAuthUser,
} from './auth-transport';

/*
 * Better Auth's client (basePath /api/auth). Loaded on demand — by the auth store's
 * sign-in/sign-up and by the account pages — so it stays out of the entry chunk.
 */
export const authClient = createAuthClient({
  basePath: '/api/auth',
  plugins: [usernameClient(), twoFactorClient()],
});

type ClientResult<T> = {
  data: T | null;
  error: { message?: string; status: number; code?: string } | null;
};

/** The data of a Better Auth call, or an ApiError with the server's message and Better Auth's code (§8). */
export function unwrap<T>(
  result: ClientResult<T>,
  fallback = 'The request could not be completed.',
): NonNullable<T> {
  if (result.error) {
    throw new ApiError(result.error.status, result.error.message || fallback, undefined, result.error.code);
  }
  if (result.data === null || result.data === undefined)
    throw new ApiError(500, fallback, undefined, 'INTERNAL');
  return result.data as NonNullable<T>;
}

async function confirmedSession(): Promise<SessionInfo> {
  const session = await fetchSession();
  if (!session)
    throw new ApiError(500, 'Signing in did not start a session. Please try again.', undefined, 'INTERNAL');
  return session;
}

export async function signInWithPassword(
  credentials: SignInCredentials,
): Promise<{ session: SessionInfo } | { twoFactorMethods: string[] }> {
  const { identifier, password, rememberMe = true } = credentials;
  const trimmed = identifier.trim();
  const result = isEmailIdentifier(trimmed)
    ? await authClient.signIn.email({ email: trimmed, password, rememberMe })
    : await authClient.signIn.username({ username: trimmed, password, rememberMe });
  const data = unwrap(result as ClientResult<Record<string, unknown>>, 'Signing in failed.');
  if (data.twoFactorRedirect) {
    const methods = Array.isArray(data.twoFactorMethods) ? (data.twoFactorMethods as string[]) : [];
    return { twoFactorMethods: methods.length ? methods : ['totp'] };
  }
  return { session: await confirmedSession() };
}

export async function verifySecondFactor(factor: SecondFactor): Promise<SessionInfo> {
  const code = factor.code.trim();
  const result =
    factor.method === 'totp'
      ? await authClient.twoFactor.verifyTotp({ code, trustDevice: factor.trustDevice })
      : await authClient.twoFactor.verifyBackupCode({ code, trustDevice: factor.trustDevice });
  unwrap(result as ClientResult<unknown>, 'That code did not work.');
  return confirmedSession();
}

export async function signUpWithPassword(
  details: SignUpDetails,
): Promise<{ user: ReturnType<typeof toAuthUser>; session: SessionInfo | null }> {
  const result = await authClient.signUp.email({
    name: details.name,
    username: details.username,
    email: details.email,
    password: details.password,
  });
  const data = unwrap(result as ClientResult<{ token: string | null; user: Record<string, unknown> }>);
  const user = toAuthUser(data.user);
  // With e-mail confirmation required the server opens no session (token null).
  return { user, session: data.token ? await fetchSession() : null };
}
