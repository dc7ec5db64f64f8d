import { randomUUID } from 'node:crypto';
import type { Role } from '@shared/roles';
import { signUpBodySchema } from '@shared/schemas/accounts';
import { eq, or } from 'drizzle-orm';
import { getAuth } from '../../auth/auth';
import { loadUserRoles } from '../../auth/user-roles';
import type { AppContext } from '../../context';
import { account, user } from '../../db/schema/auth';
import { AppError } from '../../lib/app-error';
import { parseWith } from '../../lib/http';
import { type RoleActor, setInitialRolesInTx } from '../../lib/role-changes';

export interface NewUserAccount {
  email: string;
  password: string;
  name: string;
  username: string;
  /** Exactly these roles; without it the account holds guest like any new sign-up. */
  roles?: readonly Role[];
  /** Defaults to true: operators and fixtures create confirmed accounts. */
  emailVerified?: boolean;
  /** Recorded in the role audit log for the initial roles. */
  actor?: RoleActor;
  /**
   * Better Auth's hash of `password`, made once by the caller: accounts that share one throwaway
   * password (the demo members, display data only) then skip a scrypt each.
   */
  passwordHash?: string;
}

export interface CreatedUserAccount {
  id: string;
  email: string;
  username: string;
  name: string;
  roles: Role[];
}

/**
 * Creates a password account without the HTTP sign-up (no e-mail): the operators'
 * CLI (`npm run users -- create`), and through the factories the seed, tests and e2e fixtures. Better Auth hashes the password; the user,
 * its credential account, its profile (trigger) and its roles are one transaction.
 */
export async function createUserAccount(ctx: AppContext, input: NewUserAccount): Promise<CreatedUserAccount> {
  const valid = parseWith(signUpBodySchema, {
    name: input.name,
    username: input.username,
    email: input.email,
    password: input.password,
  });
  const email = valid.email.toLowerCase();
  const username = valid.username.toLowerCase();
  const authContext = await getAuth(ctx).$context;
  const passwordHash = input.passwordHash ?? (await authContext.password.hash(valid.password));
  const id = authContext.generateId({ model: 'user' }) || randomUUID();
  const accountId = authContext.generateId({ model: 'account' }) || randomUUID();
  const actor: RoleActor = input.actor ?? { id: null, label: 'account setup' };

  const roles = await ctx.db.transaction(async (tx) => {
    const [clash] = await tx
      .select({ email: user.email })
      .from(user)
      .where(or(eq(user.email, email), eq(user.username, username)))
      .limit(1);
    if (clash) {
      throw new AppError(
        'CONFLICT',
        clash.email === email
          ? `An account with ${email} already exists.`
          : `The username ${username} is taken.`,
      );
    }
    const now = new Date();
    await tx.insert(user).values({
      id,
      name: valid.name,
      email,
      emailVerified: input.emailVerified ?? true,
      username,
      displayUsername: valid.username,
      createdAt: now,
      updatedAt: now,
    });
    await tx.insert(account).values({
      id: accountId,
      accountId: id,
      providerId: 'credential',
      userId: id,
      password: passwordHash,
      createdAt: now,
      updatedAt: now,
    });
    if (input.roles) return setInitialRolesInTx(tx, id, input.roles, actor);
    return loadUserRoles(tx, id);
  });
  return { id, email, username, name: valid.name, roles };
}
