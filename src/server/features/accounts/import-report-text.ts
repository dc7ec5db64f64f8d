import type { ImportReport } from './import-supabase';

/** The import report as the operator reads it in a terminal (`--json` prints the report itself). */
export function importReportText(report: ImportReport): string {
  const c = report.counts;
  const skipped = c.skipped.deleted + c.skipped.banned + c.skipped.anonymous + c.skipped.noEmail;
  const lines: string[] = [
    report.dryRun
      ? 'Import from the old site — DRY RUN: nothing was written. A real run would do this:'
      : 'Import from the old site',
    '',
    `  Users on the old site          ${c.usersFound}`,
    `  Imported                       ${c.imported} (${c.verified} with a confirmed address, ${c.unverified} unconfirmed)`,
    `  Already imported earlier       ${c.alreadyImported} (left as they are)`,
    `  Skipped                        ${skipped} (deleted ${c.skipped.deleted}, banned ${c.skipped.banned}, anonymous ${c.skipped.anonymous}, no e-mail address ${c.skipped.noEmail})`,
    `  Conflicts, not imported        ${c.conflicts}`,
    `  Passwords kept                 ${c.passwordsKept}`,
    `  Imported without a password    ${c.withoutPassword}`,
    `  Usernames changed              ${c.usernamesChanged}`,
    `  Roles granted                  ${c.rolesGranted}`,
    `  Unknown roles, not granted     ${c.unknownRoles}`,
    `  Avatars copied                 ${c.avatarsCopied} (dropped ${c.avatarsDropped})`,
    `  Authenticator apps imported    ${c.factorsImported} (not imported ${c.factorsNotImported})`,
  ];
  const section = (title: string, items: string[]) => {
    if (items.length) lines.push('', title, ...items.map((i) => `  - ${i}`));
  };
  section(
    'Conflicts (an account here already uses the address; nothing was merged — settle each by hand):',
    report.conflicts.map((x) => `${x.email}: ${x.reason} (old id ${x.oldId}, account here ${x.existingId})`),
  );
  section(
    'Imported without a password (send them a link: npm run users -- send-reset --imported-without-password):',
    report.withoutPassword.map((x) => `${x.email}: ${x.reason}`),
  );
  section(
    'Usernames changed:',
    report.usernamesChanged.map((x) => `${x.email}: ${x.from ?? '(none)'} → ${x.to} (${x.reason})`),
  );
  section(
    'Unknown roles (not granted; grant a club role with npm run users -- roles):',
    report.unknownRoles.map((x) => `${x.role}: ${x.members} member${x.members === 1 ? '' : 's'}`),
  );
  section(
    'Avatars dropped (the member can upload a picture on their profile):',
    report.avatarsDropped.map((x) => `${x.email}: ${x.avatarUrl} (${x.reason})`),
  );
  section(
    'Second factors not imported (these members set up their authenticator app again):',
    report.factorsNotImported.map((x) => `${x.email}: ${x.type} (${x.reason})`),
  );
  section(
    'Skipped:',
    report.skipped.map((x) => `${x.email ?? '(no address)'} ${x.id}: ${x.reason}`),
  );
  lines.push('');
  if (report.dryRun) lines.push('Dry run: nothing was written. Run again without --dry-run to import.');
  else if (report.changed)
    lines.push(`Done: ${c.imported} member${c.imported === 1 ? '' : 's'} imported in one transaction.`);
  else
    lines.push(
      `Nothing changed: no member left to import (already imported ${c.alreadyImported}, conflicts ${c.conflicts}, skipped ${skipped}).`,
    );
  return lines.join('\n');
}
