import { Label } from '@client/components/ui/label';
import { selectClass } from '@client/components/ui/native-select';
import { ApiError } from '@client/lib/api-client';
import { cn } from '@client/lib/cn';
import type { DeadlineState, TeamStatus } from '@shared/schemas/leagues';
import { teamStatusLabels } from '@shared/schemas/leagues';
import type { EligibilityIssue } from '@shared/tennis/eligibility';
import { AlertTriangle, CircleAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { useMemberOptions } from '../api/leagues-api';

const statusTone: Record<TeamStatus, string> = {
  submitted: 'border-amber-600 text-amber-900 dark:border-amber-400 dark:text-amber-200',
  approved: 'border-sky-700 text-sky-900 dark:border-sky-400 dark:text-sky-200',
  active: 'border-emerald-700 text-emerald-900 dark:border-emerald-400 dark:text-emerald-200',
  rejected: 'border-destructive text-destructive-text',
};

export function TeamStatusBadge({ status }: { status: TeamStatus }) {
  return (
    <span
      className={cn('inline-block rounded-full border px-2 py-0.5 font-medium text-xs', statusTone[status])}
    >
      {teamStatusLabels[status]}
    </span>
  );
}

const deadlineWords: Record<DeadlineState['state'], string> = {
  met: 'met',
  missed: 'missed',
  open: 'ahead',
  none: '',
};

/** "2027-02-18 · missed", with the state in words (not only colour). */
export function DeadlineText({ deadline }: { deadline: DeadlineState }) {
  if (!deadline.date) return <span className="text-muted-foreground">—</span>;
  return (
    <span className={cn(deadline.state === 'missed' && 'font-medium text-destructive-text')}>
      {deadline.date} · {deadlineWords[deadline.state]}
    </span>
  );
}

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

/** The message of a failed call, for a form's general error. */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : 'Something went wrong. Please try again.';
}

export function fieldErrorsOf(error: unknown): Record<string, string> {
  return error instanceof ApiError ? error.fields : {};
}

interface MemberPickerProps {
  label: string;
  value: string;
  onChange: (id: string) => void;
  /** Shown first: "Nobody" or "Me". */
  emptyLabel: string;
  error?: string;
  hint?: string;
}

/** Search the club's members by name and pick one (captain, co-captain, coordinator, player). */
export function MemberPicker({ label, value, onChange, emptyLabel, error, hint }: MemberPickerProps) {
  const id = useId();
  const [q, setQ] = useState('');
  const members = useMemberOptions(q);
  const options = members.data ?? [];
  return (
    <fieldset className="space-y-1.5">
      <legend className="font-medium text-sm">{label}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        <div className="space-y-1">
          <Label htmlFor={`${id}-q`} className="text-xs">
            Search members
          </Label>
          <input
            id={`${id}-q`}
            type="search"
            className={selectClass}
            value={q}
            onChange={(e) => setQ(e.target.value)}
            placeholder="Type a name"
          />
        </div>
        <div className="space-y-1">
          <Label htmlFor={`${id}-pick`} className="text-xs">
            {label}
          </Label>
          <select
            id={`${id}-pick`}
            className={selectClass}
            value={value}
            aria-invalid={error ? true : undefined}
            aria-describedby={
              [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].join(' ').trim() || undefined
            }
            onChange={(e) => onChange(e.target.value)}
          >
            <option value="">{emptyLabel}</option>
            {value && !options.some((m) => m.id === value) ? (
              <option value={value}>(current choice)</option>
            ) : null}
            {options.map((m) => (
              <option key={m.id} value={m.id}>
                {m.name}
                {m.ntrpRating ? ` (${m.ntrpRating})` : ''}
              </option>
            ))}
          </select>
        </div>
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="text-muted-foreground text-xs">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-destructive-text text-sm">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
