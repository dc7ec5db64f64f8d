import { ApiError, errorMessage } from './api-client';
import { type SignInOutcome, type SignUpOutcome, signInPort } from './auth-store';
import type { SecondFactor, SignInCredentials, SignUpDetails } from './auth-transport';

/*
 * The auth store's sign-in, second-factor and sign-up steps (auth-store.ts keeps the state and
 * has already set the §4 loading flag). Loaded on first use, like the Better Auth client they
 * call through the transport: a visitor's first load only reads the session.
 */

export async function signIn(credentials: SignInCredentials): Promise<SignInOutcome> {
  try {
    const result = await signInPort.transport().signIn(credentials);
    if ('twoFactorMethods' in result) {
      signInPort.set({ loading: false });
      return { status: 'two-factor', methods: result.twoFactorMethods };
    }
    await signInPort.establish(result.session, 'SIGNED_IN');
    return { status: 'signed-in' };
  } catch (error) {
    const message = errorMessage(error);
    signInPort.clearLocal(message);
    return { status: 'error', message, code: error instanceof ApiError ? error.code : undefined };
  }
}

export async function verifySecondFactor(factor: SecondFactor): Promise<SignInOutcome> {
  try {
    const session = await signInPort.transport().verifySecondFactor(factor);
    await signInPort.establish(session, 'SIGNED_IN');
    signInPort.emit('MFA_CHALLENGE_VERIFIED');
    return { status: 'signed-in' };
  } catch (error) {
    const message = errorMessage(error);
    signInPort.clearLocal(message);
    return { status: 'error', message };
  }
}

export async function signUp(details: SignUpDetails): Promise<SignUpOutcome> {
  try {
    const { user, session } = await signInPort.transport().signUp(details);
    if (session) {
      signInPort.confirm(session);
      signInPort.set({ user: session.user, profile: null, roles: [], loading: false });
      signInPort.emit('SIGNED_IN');
    } else {
      signInPort.set({ loading: false });
    }
    return { status: 'signed-up', user, isVerificationPending: !session };
  } catch (error) {
    const message = errorMessage(error);
    signInPort.set({ loading: false, error: message });
    return { status: 'error', message };
  }
}
