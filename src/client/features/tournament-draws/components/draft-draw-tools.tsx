import { ConfirmDialog } from '@client/components/admin-list/confirm-dialog';
import { Button } from '@client/components/ui/button';
import { SelectField } from '@client/components/ui/form-field';
import { errorMessage } from '@client/lib/api-client';
import { toast } from '@client/lib/toast-store';
import type { DivisionDrawsView, DrawView } from '@shared/schemas/tournament-draws';
import { useState } from 'react';
import { useDiscardDraw, usePublishDraw, useSwapInDraw } from '../api/tournament-draws-api';
import { DrawBracket } from './draw-bracket';

function lineOptions(draw: DrawView): (readonly [string, string])[] {
  if (draw.kind === 'roundRobin')
    return draw.entries.map((e) => [e.id, `Group ${e.group}: ${e.name}`] as const);
  return draw.matches
    .filter((m) => m.structure === 'main' && m.round === 1)
    .flatMap((m) =>
      [m.side1, m.side2].map((side, i) => {
        const line = m.position * 2 + i;
        return [
          `line:${line}`,
          `Line ${line + 1}: ${side ? `${side.name}${side.seed ? ` [${side.seed}]` : ''}` : 'Bye'}`,
        ] as const;
      }),
    );
}

/** A draft draw: preview it, swap two lines (or move a bye), publish or discard it. */
export function DraftTools({ division, draw }: { division: DivisionDrawsView; draw: DrawView }) {
  const swap = useSwapInDraw();
  const publish = usePublishDraw();
  const discard = useDiscardDraw();
  const [a, setA] = useState('');
  const [b, setB] = useState('');
  const [isPublishing, setPublishing] = useState(false);
  const [isDiscarding, setDiscarding] = useState(false);
  const options = lineOptions(draw);
  const noun = draw.kind === 'roundRobin' ? 'player' : 'line';
  return (
    <div className="space-y-6">
      <DrawBracket draw={draw} />
      <form
        className="flex flex-wrap items-end gap-3 rounded-md bg-muted/40 p-3"
        onSubmit={(e) => {
          e.preventDefault();
          swap.mutate(
            { id: draw.id, input: { a, b } },
            {
              onSuccess: () => toast({ title: 'Swapped' }),
              onError: (error) =>
                toast({ title: 'Not swapped', description: errorMessage(error), variant: 'destructive' }),
            },
          );
        }}
      >
        <SelectField
          className="min-w-56"
          label={draw.kind === 'roundRobin' ? 'Swap player' : 'Swap line (or move a bye)'}
          placeholder="Choose…"
          options={options}
          value={a}
          onChange={(e) => setA(e.target.value)}
        />
        <SelectField
          className="min-w-56"
          label={`with ${noun}`}
          placeholder="Choose…"
          options={options}
          value={b}
          onChange={(e) => setB(e.target.value)}
        />
        <Button type="submit" variant="outline" disabled={!a || !b || a === b || swap.isPending}>
          Swap
        </Button>
      </form>
      <div className="flex flex-wrap gap-2">
        <Button type="button" onClick={() => setPublishing(true)}>
          Publish the draw
        </Button>
        <Button type="button" variant="outline" onClick={() => setDiscarding(true)}>
          Discard and make again
        </Button>
      </div>
      <ConfirmDialog
        open={isPublishing}
        onOpenChange={setPublishing}
        title={`Publish the ${division.divisionName} draw?`}
        description="Everyone sees it, first-round players are e-mailed, and it can no longer be edited: a withdrawal then becomes a walkover or brings in a lucky loser."
        confirmLabel="Publish"
        isPending={publish.isPending}
        error={publish.error ? errorMessage(publish.error) : null}
        onConfirm={async () => {
          await publish.mutateAsync(draw.id);
          setPublishing(false);
          toast({ title: 'Draw published' });
        }}
      />
      <ConfirmDialog
        open={isDiscarding}
        onOpenChange={setDiscarding}
        title="Discard this draft?"
        description="The draft is deleted; you can make a new one from the confirmed entries."
        confirmLabel="Discard"
        isDestructive
        isPending={discard.isPending}
        error={discard.error ? errorMessage(discard.error) : null}
        onConfirm={async () => {
          await discard.mutateAsync(draw.id);
          setDiscarding(false);
        }}
      />
    </div>
  );
}
