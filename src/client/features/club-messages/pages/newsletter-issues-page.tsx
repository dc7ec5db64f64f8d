import { TitleLink } from '@client/components/page-title-link';
import { QueryState } from '@client/components/query-state';
import { useParams } from '@client/lib/router/router';
import { paths } from '@shared/paths';
import { useNewsletterIssue, useNewsletterIssues } from '../api/club-messages-api';
import { MessagePageFrame } from '../components/message-page-frame';

/** /newsletter/issues: the public archive of the newsletter's sent issues. */
export function NewsletterIssuesPage() {
  const issues = useNewsletterIssues();
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6">
      <h1 className="font-bold text-2xl">Newsletter archive</h1>
      <QueryState
        query={issues}
        errorTitle="Could not load the newsletter archive"
        isEmpty={(list) => list.length === 0}
        empty={<p>No issue has been sent yet. Subscribe at the bottom of any page to get the first one.</p>}
      >
        {(list) => (
          <ul className="divide-y rounded-lg border">
            {list.map((issue) => (
              <li key={issue.id} className="p-3">
                <TitleLink to={paths.newsletterIssue(issue.id)}>{issue.subject}</TitleLink>
                <p className="text-muted-foreground text-sm">
                  {issue.sentAt ? new Date(issue.sentAt).toLocaleDateString() : ''}
                </p>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </div>
  );
}

/** /newsletter/issues/:id: one issue, as its subscribers got it. */
export function NewsletterIssuePage() {
  const { id = '' } = useParams();
  const issue = useNewsletterIssue(id);
  return (
    <MessagePageFrame
      message={issue}
      backTo={paths.newsletterIssues}
      backLabel="Newsletter archive"
      noun="issue"
    />
  );
}
