import { rolesOf } from '@shared/access';
import { scoresApi } from '@shared/api/team-matches';
import { formatClubDateTime } from '@shared/club-time';
import type { NoticeTemplateKey } from '@shared/notice-templates';
import { paths } from '@shared/paths';
import type { DbOrTx } from '../../db/client';
import { resolveClubTimeZone } from '../../lib/club-time-zone';
import { noticeSiteUrl } from '../../lib/mail/notice-email';
import { queueTemplateNoticeToEach } from '../../lib/notices';
import { accountIdsWithRoles } from '../../lib/role-holders';
import { captainIdsOf } from '../../lib/team-captains';
import type { MatchContext } from './lineup-match-context';
import { loadNames } from './lineup-store';

/*
 * A score sheet waits for confirmation (issue 22 §3): who may confirm it — the team's captains
 * and the league's coordinator, never the one who entered it (score-sheets.ts) — is told when it
 * is entered, in the entry's transaction, and once more after 48 hours if it is still unconfirmed
 * (score-confirm-reminders-job.ts). League staff may confirm too, but they are told only through
 * the league's lists: a rep is not mailed for every match of every league — except when nobody
 * else may confirm it (the captain entered it, there is no co-captain and the league has no
 * coordinator): then the league staff (the roles the confirm route lets in) are told instead, so
 * a score never waits unseen.
 */

/** Who is told: the team's captains and the league coordinator, but not who entered the score. */
export function scoreConfirmerIdsOf(ctx: MatchContext, enteredBy: string | null): string[] {
  return [...new Set([...captainIdsOf(ctx.team), ctx.league.coordinatorId])].filter(
    (id): id is string => !!id && id !== enteredBy,
  );
}

/**
 * Who is told when nobody of the team or league may confirm: the holders of the roles the confirm
 * route lets in (the league reps), still never who entered it.
 */
export function scoreStaffIdsOf(db: DbOrTx, enteredBy: string | null): Promise<string[]> {
  return accountIdsWithRoles(db, rolesOf(scoresApi.confirm.access), [enteredBy]);
}

/**
 * Queues `key` to each person who may confirm the sheet (or, when that is nobody, to the league
 * reps: the entry's notice then says why it came to them); returns how many were told.
 */
export async function tellScoreConfirmers(
  tx: DbOrTx,
  ctx: MatchContext,
  sheet: { enteredBy: string | null; resultText: string },
  when: 'entered' | 'reminder',
): Promise<number> {
  const confirmers = scoreConfirmerIdsOf(ctx, sheet.enteredBy);
  const isToStaff = confirmers.length === 0;
  const recipients = isToStaff ? await scoreStaffIdsOf(tx, sheet.enteredBy) : confirmers;
  if (recipients.length === 0) return 0;
  const key: NoticeTemplateKey =
    when === 'reminder'
      ? 'score-confirm-reminder'
      : isToStaff
        ? 'score-to-confirm-staff'
        : 'score-to-confirm';
  const names = await loadNames(tx, sheet.enteredBy ? [sheet.enteredBy] : []);
  const enteredBy = (sheet.enteredBy && names.get(sheet.enteredBy)) || 'A captain';
  const date = formatClubDateTime(ctx.match.startsAt, await resolveClubTimeZone(tx));
  const scorePath = paths.teamMatchScore(ctx.match.id);
  const isReminder = when === 'reminder';
  await queueTemplateNoticeToEach(tx, recipients, {
    kind: 'score-confirmation',
    key,
    facts: {
      'team.name': ctx.team.name,
      'match.date': date,
      'league.name': ctx.league.name,
      'match.opponent': ctx.match.opponentTeam,
      'score.result': sheet.resultText,
      'entered.by': enteredBy,
      'score.link': `${noticeSiteUrl()}${scorePath}`,
    },
    push: {
      title: `${isReminder ? 'Still to confirm' : 'Score to confirm'}: ${ctx.team.name} vs ${ctx.match.opponentTeam}`,
      body: `${enteredBy} entered ${sheet.resultText} (${date}). Confirm or dispute it.`,
      url: scorePath,
      tag: `score-${ctx.match.id}`,
    },
  });
  return recipients.length;
}
