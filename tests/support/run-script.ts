import path from 'node:path';
import { type EntryResult, repoRoot, runTypeScriptFile } from './run-server-entry';

export type ScriptResult = EntryResult;

/**
 * Runs an operators' command (scripts/<name>.ts, as `npm run <name>` does) with only the given
 * settings (plus PATH/HOME): what an operator's shell would pass.
 */
export function runScript(
  name: string,
  args: readonly string[],
  settings: Record<string, string>,
  timeoutMs = 120_000,
): Promise<ScriptResult> {
  return runTypeScriptFile(path.join(repoRoot, 'scripts', `${name}.ts`), args, settings, timeoutMs);
}
