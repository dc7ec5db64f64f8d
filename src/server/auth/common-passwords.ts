import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The 10,000 most common passwords (SecLists, Passwords/Common-Credentials/10k-most-common.txt,
 * MIT licence), one a line, shipped as data beside this file (copied next to the server build).
 * A password on the list would be among the first an attacker tries, whatever its length.
 */
export const commonPasswordsFile = fileURLToPath(new URL('./common-passwords.txt', import.meta.url));

export const commonPasswordMessage =
  'This password is one of the 10,000 most common passwords (or one of them with a few digits or symbols added), so it would be guessed quickly. Please choose another.';

let list: Set<string> | null = null;

function commonPasswords(): Set<string> {
  list ??= new Set(
    readFileSync(commonPasswordsFile, 'utf8')
      .split('\n')
      .map((line) => line.trim().toLowerCase())
      .filter(Boolean),
  );
  return list;
}

/** What a few digits or symbols at either end look like ("2024", "123!", "#1"). */
const shortAffix = /^[\d\W_]{1,5}|[\d\W_]{1,5}$/g;

/**
 * True when the password (ignoring case and surrounding spaces) is on the list, or is a listed
 * word with at most five digits or symbols added at either end ("sunshine2024!", "#1dragon") —
 * the first variations a guesser tries.
 */
export function isCommonPassword(password: string): boolean {
  const list = commonPasswords();
  const value = password.trim().toLowerCase();
  if (list.has(value)) return true;
  const core = value.replace(shortAffix, '');
  return core.length >= 4 && core !== value && list.has(core);
}
