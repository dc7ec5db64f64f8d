import { teamPage } from '@client/components/team-page-frame';
import { Button } from '@client/components/ui/button';
import { FormError } from '@client/components/ui/form-field';
import { Label } from '@client/components/ui/label';
import { selectClass } from '@client/components/ui/native-select';
import { ApiError, errorMessage } from '@client/lib/api-client';
import { Link } from '@client/lib/router/link';
import { toast } from '@client/lib/toast-store';
import { pathPatterns, paths } from '@shared/paths';
import type { LineupBuilder, LineupCandidate } from '@shared/schemas/team-matches';
import { useRef, useState } from 'react';
import { useLineup, usePublishLineup, useSaveLineup } from '../api/score-api';
import { LineErrors } from '../components/line-errors';
import { MatchHeader } from '../components/match-header';

/** /team-matches/:id/lineup: the captain puts roster players on the league's lines and publishes. */
export const LineupPage = teamPage(
  { path: pathPatterns.teamMatchLineup, useRecord: useLineup, errorTitle: 'Could not load the lineup' },
  (builder) => <LineupBuilderForm key={builder.match.id} builder={builder} />,
);

const answerText: Record<string, string> = { yes: 'said yes', no: 'said no', maybe: 'said maybe' };

function candidateText(c: LineupCandidate): string {
  const parts = [c.name, c.ntrpRating ? `(${c.ntrpRating})` : '(no rating)'];
  parts.push(`· ${c.availability ? answerText[c.availability] : 'no answer'}`);
  if (c.issues.some((i) => i.severity === 'error')) parts.push('· ineligible');
  return parts.join(' ');
}

/** Players who said yes first, then the rest by name. */
function ordered(candidates: LineupCandidate[]): LineupCandidate[] {
  const rank = (c: LineupCandidate) =>
    c.availability === 'yes' ? 0 : c.availability === 'maybe' ? 1 : c.availability === null ? 2 : 3;
  return [...candidates].sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name));
}

function LineupBuilderForm({ builder }: { builder: LineupBuilder }) {
  const matchId = builder.match.id;
  const save = useSaveLineup(matchId);
  const publish = usePublishLineup(matchId);
  const [lines, setLines] = useState(() =>
    builder.lines.map((l) => ({ lineId: l.lineId, type: l.type, playerIds: l.players.map((p) => p.id) })),
  );
  const [alternates, setAlternates] = useState(() => builder.alternates.map((p) => p.id));
  const [fields, setFields] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const candidates = ordered(builder.candidates);
  const placed = new Set(lines.flatMap((l) => l.playerIds));

  // Saves run one after another in the order the captain chose, so a slow answer never lands
  // after a newer choice's.
  const queue = useRef<Promise<void>>(Promise.resolve());
  const [pendingSaves, setPendingSaves] = useState(0);
  const saveNow = async (nextLines: typeof lines, nextAlternates: string[]) => {
    setFormError(null);
    try {
      await save.mutateAsync({
        lines: nextLines.map((l) => ({ lineId: l.lineId, playerIds: l.playerIds.filter(Boolean) })),
        alternates: nextAlternates,
      });
      setFields({});
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) setFields(error.fields);
      else setFormError(errorMessage(error, 'Could not save the lineup.'));
    }
  };
  const send = (nextLines: typeof lines, nextAlternates: string[]) => {
    setPendingSaves((n) => n + 1);
    queue.current = queue.current
      .then(() => saveNow(nextLines, nextAlternates))
      .finally(() => setPendingSaves((n) => n - 1));
  };

  const choose = (lineIndex: number, slot: number, userId: string) => {
    const next = lines.map((l, i) => {
      if (i !== lineIndex) return l;
      const playerIds = [...l.playerIds];
      playerIds[slot] = userId;
      return { ...l, playerIds: playerIds.map((p) => p ?? '') };
    });
    const nextAlternates = alternates.filter((a) => a !== userId);
    setLines(next);
    setAlternates(nextAlternates);
    send(next, nextAlternates);
  };

  const toggleAlternate = (userId: string, isOn: boolean) => {
    const next = isOn ? [...alternates, userId] : alternates.filter((a) => a !== userId);
    setAlternates(next);
    send(lines, next);
  };

  const onPublish = async () => {
    setFormError(null);
    try {
      const result = await publish.mutateAsync();
      setFields({});
      toast({
        title: 'Lineup published',
        description: `${result.notified} player${result.notified === 1 ? '' : 's'} told (by e-mail or push, as each chose).`,
      });
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) setFields(error.fields);
      setFormError(errorMessage(error, 'Could not publish the lineup.'));
    }
  };

  const messagesFor = (i: number) =>
    Object.entries(fields)
      .filter(([path]) => path === `lines.${i}` || path.startsWith(`lines.${i}.`))
      .map(([, message]) => message);
  const warningsFor = (i: number) =>
    builder.warnings.filter((w) => w.path === `lines.${i}` || w.path.startsWith(`lines.${i}.`));
  const current = builder;
  const shareUrl = current.sharePath ? `${window.location.origin}${current.sharePath}` : null;

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6">
      <MatchHeader match={builder.match} />
      <p className="text-sm">
        Status:{' '}
        <strong>
          {current.status === 'published'
            ? 'Published'
            : current.status === 'draft'
              ? 'Draft (saved)'
              : 'Not started'}
        </strong>
        {pendingSaves > 0 ? <span className="ml-2 text-muted-foreground">Saving…</span> : null}
      </p>
      <FormError title="The lineup was not saved" message={formError} />
      <div className="space-y-4">
        {lines.map((line, i) => {
          const messages = messagesFor(i);
          const warnings = warningsFor(i);
          const slots = line.type === 'singles' ? 1 : 2;
          return (
            <fieldset
              key={line.lineId}
              className="space-y-3 rounded-md border p-4"
              aria-invalid={messages.length > 0 || undefined}
            >
              <legend className="px-1 font-semibold">
                {line.lineId} · {line.type === 'singles' ? 'Singles' : 'Doubles'}
              </legend>
              <div className="grid gap-3 sm:grid-cols-2">
                {Array.from({ length: slots }, (_, slot) => {
                  const selectId = `line-${line.lineId}-${slot}`;
                  const value = line.playerIds[slot] ?? '';
                  return (
                    <div key={selectId} className="space-y-1.5">
                      <Label htmlFor={selectId}>
                        {slots === 1 ? `${line.lineId} player` : `${line.lineId} player ${slot + 1}`}
                      </Label>
                      <select
                        id={selectId}
                        className={selectClass}
                        value={value}
                        aria-invalid={messages.length > 0 || undefined}
                        aria-describedby={messages.length > 0 ? `line-${line.lineId}-errors` : undefined}
                        onChange={(e) => choose(i, slot, e.target.value)}
                      >
                        <option value="">— Empty —</option>
                        {candidates.map((c) => (
                          <option
                            key={c.userId}
                            value={c.userId}
                            disabled={placed.has(c.userId) && c.userId !== value}
                          >
                            {candidateText(c)}
                          </option>
                        ))}
                      </select>
                    </div>
                  );
                })}
              </div>
              {line.playerIds.filter(Boolean).length < slots ? (
                <Link className="text-sm underline" to={paths.teamMatchSubs(matchId, line.lineId)}>
                  Find a sub for {line.lineId}
                </Link>
              ) : null}
              <LineErrors id={`line-${line.lineId}-errors`} messages={messages} />
              {warnings.map((w) => (
                <p key={w.message} className="text-muted-foreground text-sm">
                  Note: {w.message}
                </p>
              ))}
            </fieldset>
          );
        })}
      </div>

      <fieldset className="space-y-2 rounded-md border p-4">
        <legend className="px-1 font-semibold">Alternates</legend>
        <p className="text-muted-foreground text-sm">They are told to keep the time free.</p>
        <div className="grid gap-2 sm:grid-cols-2">
          {candidates
            .filter((c) => !placed.has(c.userId))
            .map((c) => (
              <label key={c.userId} className="flex min-h-6 items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-5 shrink-0 accent-primary"
                  checked={alternates.includes(c.userId)}
                  onChange={(e) => toggleAlternate(c.userId, e.target.checked)}
                />
                {candidateText(c)}
              </label>
            ))}
        </div>
        {Object.entries(fields)
          .filter(([path]) => path.startsWith('alternates'))
          .map(([path, m]) => (
            <p key={path} role="alert" className="text-destructive-text text-sm">
              {m}
            </p>
          ))}
      </fieldset>

      <div className="flex flex-wrap items-center gap-3">
        <Button type="button" onClick={onPublish} disabled={publish.isPending || pendingSaves > 0}>
          {current.status === 'published' ? 'Publish again' : 'Publish lineup'}
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.teamMatchScore(matchId)}>Scores</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.teamMatchSubs(matchId)}>Find a sub</Link>
        </Button>
      </div>
      {shareUrl ? (
        <p className="text-sm">
          Share the lineup:{' '}
          <a className="break-all underline" href={shareUrl}>
            {shareUrl}
          </a>
        </p>
      ) : null}
    </div>
  );
}
