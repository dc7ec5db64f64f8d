import { Label } from '@client/components/ui/label';
import { selectClass } from '@client/components/ui/native-select';
import { useId, useState } from 'react';
import { useMemberOptions } from '../api/leagues-api';

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
