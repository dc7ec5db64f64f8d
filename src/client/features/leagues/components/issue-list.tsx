import { cn } from '@client/lib/cn';
import type { EligibilityIssue } from '@shared/tennis/eligibility';
import { AlertTriangle, CircleAlert } from 'lucide-react';

/** Eligibility errors and warnings, each with its rule's message. */
export function IssueList({ issues }: { issues: readonly EligibilityIssue[] }) {
  if (issues.length === 0) return null;
  return (
    <ul className="space-y-1 text-sm">
      {issues.map((issue) => (
        <li
          key={`${issue.rule}-${issue.message}`}
          className={cn(
            'flex items-start gap-1.5',
            issue.severity === 'error' ? 'text-destructive-text' : 'text-amber-900 dark:text-amber-200',
          )}
        >
          {issue.severity === 'error' ? (
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          ) : (
            <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          )}
          <span>
            <span className="sr-only">{issue.severity === 'error' ? 'Error: ' : 'Warning: '}</span>
            {issue.message}
          </span>
        </li>
      ))}
    </ul>
  );
}
