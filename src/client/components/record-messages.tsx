import { TitleLink } from '@client/components/page-title-link';
import { QueryState } from '@client/components/query-state';
import { buttonVariants } from '@client/components/ui/button-variants';
import { useViewer } from '@client/lib/auth-store';
import { apiKey, callApi } from '@client/lib/call-api';
import { Link } from '@client/lib/router/link';
import { clubMessagesApi } from '@shared/api/club-messages';
import type { MessageRecordKind } from '@shared/club-messages';
import { paths } from '@shared/paths';
import { useQuery } from '@tanstack/react-query';
import { Mail, PenLine } from 'lucide-react';
import { useId } from 'react';

interface Props {
  kind: MessageRecordKind;
  id: string;
  /** "Write to the team": offered to whoever may write to the record's people (the server says). */
  writeLabel: string;
  /** Where that button opens the composer (paths.messageNewTo); none for a record without one audience. */
  writeTo?: string;
  /** "No message to the team yet." */
  empty: string;
  /** The section's heading level in its page's outline (h3 under a page's h2 sections). */
  heading?: 'h2' | 'h3';
}

/**
 * The "Messages" section of a team's or an event's page (issue 22 §1): what was sent to its
 * people, newest first, each linking to its own page. The server lists only the messages this
 * viewer may read; the section shows only to the record's people and those who write to them.
 */
export function RecordMessages({ kind, id, writeLabel, writeTo, empty, heading: Heading = 'h3' }: Props) {
  const viewer = useViewer();
  const titleId = useId();
  const query = useQuery({
    queryKey: apiKey(clubMessagesApi.about, { params: { kind, id } }),
    queryFn: ({ signal }) => callApi(clubMessagesApi.about, { params: { kind, id }, signal }),
    enabled: viewer.isSignedIn && id !== '',
  });
  if (!viewer.isSignedIn) return null;
  if (query.data && !query.data.isAudience) return null;
  return (
    <section aria-labelledby={titleId} className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Heading id={titleId} className={Heading === 'h2' ? 'font-bold text-xl' : 'font-semibold text-lg'}>
          Messages
        </Heading>
        {query.data?.canWrite && writeTo ? (
          <Link to={writeTo} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
            <PenLine aria-hidden="true" />
            {writeLabel}
          </Link>
        ) : null}
      </div>
      <QueryState
        query={query}
        errorTitle="Could not load the messages"
        pending={<p className="text-muted-foreground text-sm">Loading messages…</p>}
        isEmpty={(data) => data.messages.length === 0}
        empty={<p className="text-sm">{empty}</p>}
      >
        {(data) => (
          <ul className="divide-y rounded-lg border">
            {data.messages.map((m) => (
              <li key={m.id} className="flex gap-3 p-3">
                <Mail aria-hidden="true" className="mt-1 size-4 shrink-0 text-muted-foreground" />
                <div className="min-w-0">
                  <TitleLink to={paths.message(m.id)} className="break-words">
                    {m.subject}
                  </TitleLink>
                  <p className="text-muted-foreground text-sm">
                    {m.sentAt ? (
                      <time dateTime={m.sentAt}>{new Date(m.sentAt).toLocaleDateString()}</time>
                    ) : null}{' '}
                    · {m.authorName} · to {m.audienceLabel}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
