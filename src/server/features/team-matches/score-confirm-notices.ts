import { formatClubDateTime } from '@shared/club-time';
import type { NoticeTemplateKey } from '@shared/notice-templates';
import { paths } from '@shared/paths';
import type { DbOrTx } from '../../db/client';
import { resolveClubTimeZone } from '../../lib/club-time-zone';
import { noticeSiteUrl } from '../../lib/mail/notice-email';
import { queueTemplateNotice } from '../../lib/notices';
import { captainIdsOf, type MatchContext } from './lineup-match-context';
import { loadNames } from './lineup-store';

/*
 * A score sheet waits for confirmation (issue 22 §3): who may confirm it — the team's captains
 * and the league's coordinator, never the one who entered it (score-sheets.ts) — is told when it
 * is entered, in the entry's transaction, and once more after 48 hours if it is still unconfirmed
 * (score-confirm-reminders-job.ts). League staff may confirm too, but they are told only through
 * the league's lists: a rep is not mailed for every match of every league.
 */

/** Who is told: the team's captains and the league coordinator, but not who entered the score. */
export function scoreConfirmerIdsOf(ctx: MatchContext, enteredBy: string | null): string[] {
  return [...new Set([...captainIdsOf(ctx.team), ctx.league.coordinatorId])].filter(
    (id): id is string => !!id && id !== enteredBy,
  );
}

/** Queues `key` to each person who may confirm the sheet; returns how many were told. */
export async function tellScoreConfirmers(
  tx: DbOrTx,
  ctx: MatchContext,
  sheet: { enteredBy: string | null; resultText: string },
  key: Extract<NoticeTemplateKey, 'score-to-confirm' | 'score-confirm-reminder'>,
): Promise<number> {
  const recipients = scoreConfirmerIdsOf(ctx, sheet.enteredBy);
  if (recipients.length === 0) return 0;
  const names = await loadNames(tx, sheet.enteredBy ? [sheet.enteredBy] : []);
  const enteredBy = (sheet.enteredBy && names.get(sheet.enteredBy)) || 'A captain';
  const when = formatClubDateTime(ctx.match.startsAt, await resolveClubTimeZone(tx));
  const scorePath = paths.teamMatchScore(ctx.match.id);
  const isReminder = key === 'score-confirm-reminder';
  for (const userId of recipients) {
    await queueTemplateNotice(tx, {
      kind: 'score-confirmation',
      key,
      userId,
      facts: {
        'team.name': ctx.team.name,
        'match.date': when,
        'match.opponent': ctx.match.opponentTeam,
        'score.result': sheet.resultText,
        'entered.by': enteredBy,
        'score.link': `${noticeSiteUrl()}${scorePath}`,
      },
      push: {
        title: `${isReminder ? 'Still to confirm' : 'Score to confirm'}: ${ctx.team.name} vs ${ctx.match.opponentTeam}`,
        body: `${enteredBy} entered ${sheet.resultText} (${when}). Confirm or dispute it.`,
        url: scorePath,
        tag: `score-${ctx.match.id}`,
      },
    });
  }
  return recipients.length;
}
