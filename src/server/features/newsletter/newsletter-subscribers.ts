import { type CsvColumn, parseCsv } from '@shared/csv';
import { newsletterMessages, newsletterProblemOf } from '@shared/newsletter-rules';
import type {
  ImportSubscribersResult,
  SubscriberRow,
  subscriberListQuerySchema,
} from '@shared/schemas/newsletter';
import type { Page } from '@shared/schemas/paging';
import type { z } from '@shared/zod';
import { and, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { newsletterSubscribers } from '../../db/schema/newsletter';
import { AppError } from '../../lib/app-error';
import { enqueueEmails } from '../../lib/mail/enqueue-email';
import { containsPattern } from '../../lib/search';
import { tableList } from '../../lib/table-list';
import { confirmationEmail } from './newsletter-emails';
import { emailKeyOf, newToken } from './newsletter-subscriptions';

/*
 * The board's list of newsletter subscribers (issue 22 §2): search, status, CSV export and
 * import, removal. Removing deletes the row (the person's data goes); unsubscribing is theirs.
 */

type Query = z.output<typeof subscriberListQuerySchema>;
type Subscriber = typeof newsletterSubscribers.$inferSelect;
const pageSize = 50;

function whereOf(query: Query): SQL | undefined {
  const pattern = query.q ? containsPattern(query.q) : null;
  return and(
    query.status ? eq(newsletterSubscribers.status, query.status) : undefined,
    pattern
      ? or(ilike(newsletterSubscribers.name, pattern), ilike(newsletterSubscribers.email, pattern))
      : undefined,
  );
}

function rowOf(s: Subscriber): SubscriberRow {
  return {
    id: s.id,
    name: s.name,
    email: s.email,
    status: s.status,
    source: s.source,
    confirmedElsewhere: s.confirmedElsewhere,
    createdAt: s.createdAt.toISOString(),
    confirmedAt: s.confirmedAt?.toISOString() ?? null,
    unsubscribedAt: s.unsubscribedAt?.toISOString() ?? null,
  };
}

const csvColumns: CsvColumn<SubscriberRow>[] = [
  { header: 'Name', value: (s) => s.name },
  { header: 'Email', value: (s) => s.email },
  { header: 'Status', value: (s) => s.status },
  { header: 'Subscribed', at: (s) => s.createdAt },
  { header: 'Confirmed', at: (s) => s.confirmedAt },
  { header: 'Unsubscribed', at: (s) => s.unsubscribedAt },
  { header: 'Source', value: (s) => s.source },
  { header: 'Confirmed elsewhere', value: (s) => s.confirmedElsewhere },
];

/** The board's list and its CSV: the same filter and order (newest first). */
const subscribersList = tableList({
  table: newsletterSubscribers,
  where: whereOf,
  orderBy: () => [desc(newsletterSubscribers.createdAt), newsletterSubscribers.emailKey],
  pageSize,
  toItem: rowOf,
  csvColumns,
});

export function listSubscribers(ctx: AppContext, query: Query): Promise<Page<SubscriberRow>> {
  return subscribersList.page(ctx.db, query);
}

export function exportSubscribersCsv(ctx: AppContext, query: Query): Promise<string> {
  return subscribersList.csv(ctx.db, query);
}

export async function removeSubscriber(ctx: AppContext, id: string, by: string | null): Promise<void> {
  const [row] = await ctx.db
    .delete(newsletterSubscribers)
    .where(eq(newsletterSubscribers.id, id))
    .returning({ emailKey: newsletterSubscribers.emailKey });
  if (!row) throw new AppError('NOT_FOUND', 'This subscriber is no longer on the list.');
  ctx.logger.info({ subscriberId: id, by }, 'newsletter subscriber removed by the board');
}

const maxImportRows = 5000;

/**
 * Imports a CSV (header: name, email, and optionally confirmed_elsewhere). A new address is
 * pending and gets the confirmation e-mail, unless its row says where it already confirmed: it
 * is then confirmed, with that statement kept. Addresses on the list already are left alone.
 */
export async function importSubscribers(
  ctx: AppContext,
  csv: string,
  now = new Date(),
): Promise<ImportSubscribersResult> {
  const rows = parseCsv(csv);
  const header = rows.shift();
  const columns = (header?.cells ?? []).map((c) =>
    c
      .trim()
      .toLowerCase()
      .replace(/[\s-]+/g, '_'),
  );
  const nameAt = columns.indexOf('name');
  const emailAt = columns.indexOf('email');
  const elsewhereAt = columns.indexOf('confirmed_elsewhere');
  if (emailAt < 0 || nameAt < 0) {
    throw new AppError(
      'VALIDATION',
      'The first row must name the columns: name, email (and confirmed_elsewhere if you have it).',
      undefined,
      {
        csv: 'The header row needs name and email.',
      },
    );
  }
  if (rows.length > maxImportRows)
    throw new AppError('VALIDATION', `Import at most ${maxImportRows} subscribers at a time.`, undefined, {
      csv: `At most ${maxImportRows} rows.`,
    });
  const result: ImportSubscribersResult = {
    invited: 0,
    confirmedElsewhere: 0,
    alreadyListed: 0,
    problems: [],
  };
  const wanted = new Map<string, { name: string; email: string; elsewhere: string }>();
  for (const { line, cells } of rows) {
    const name = (cells[nameAt] ?? '').trim();
    const email = (cells[emailAt] ?? '').trim();
    const elsewhere = elsewhereAt >= 0 ? (cells[elsewhereAt] ?? '').trim().slice(0, 200) : '';
    const problem = newsletterProblemOf({ name, email });
    if (problem) {
      result.problems.push({ line, problem: newsletterMessages[problem] });
      continue;
    }
    if (wanted.has(emailKeyOf(email))) {
      result.problems.push({ line, problem: 'This address is already on an earlier line.' });
      continue;
    }
    wanted.set(emailKeyOf(email), { name, email, elsewhere });
  }
  await ctx.db.transaction(async (tx) => {
    const keys = [...wanted.keys()];
    const existing = new Set<string>();
    for (let i = 0; i < keys.length; i += 1000) {
      const found = await tx
        .select({ emailKey: newsletterSubscribers.emailKey })
        .from(newsletterSubscribers)
        .where(inArray(newsletterSubscribers.emailKey, keys.slice(i, i + 1000)));
      for (const f of found) existing.add(f.emailKey);
    }
    const fresh = [...wanted.entries()].filter(([key]) => !existing.has(key));
    result.alreadyListed = wanted.size - fresh.length;
    const values = fresh.map(([emailKey, w]) => ({
      name: w.name,
      email: w.email,
      emailKey,
      token: newToken(),
      source: 'import' as const,
      ...(w.elsewhere
        ? { status: 'confirmed' as const, confirmedAt: now, confirmedElsewhere: w.elsewhere }
        : { status: 'pending' as const, confirmToken: newToken(), confirmationSentAt: now }),
    }));
    for (let i = 0; i < values.length; i += 500) {
      await tx
        .insert(newsletterSubscribers)
        .values(values.slice(i, i + 500))
        .onConflictDoNothing();
    }
    const toInvite = values.filter((v) => v.status === 'pending');
    await enqueueEmails(
      tx,
      toInvite.map((v) =>
        confirmationEmail(ctx.env, {
          name: v.name,
          email: v.email,
          token: v.token,
          confirmToken: v.confirmToken!,
        }),
      ),
    );
    result.invited = toInvite.length;
    result.confirmedElsewhere = values.length - toInvite.length;
  });
  ctx.logger.info({ ...result, problems: result.problems.length }, 'newsletter subscribers imported');
  return result;
}
