import { ConfirmDialog } from '@client/components/admin-list/confirm-dialog';
import { Button } from '@client/components/ui/button';
import { FormError, fieldOf, SelectField } from '@client/components/ui/form-field';
import { errorMessage } from '@client/lib/api-client';
import { formErrorOf, submitWith } from '@client/lib/apply-server-errors';
import { toast } from '@client/lib/toast-store';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type DivisionDrawsView,
  type DrawView,
  type SwapDrawInput,
  swapDrawSchema,
} from '@shared/schemas/tournament-draws';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
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
  const form = useForm<SwapDrawInput>({
    resolver: zodResolver(swapDrawSchema),
    defaultValues: { a: '', b: '' },
  });
  const a = form.watch('a');
  const b = form.watch('b');
  const [isPublishing, setPublishing] = useState(false);
  const [isDiscarding, setDiscarding] = useState(false);
  const options = lineOptions(draw);
  const noun = draw.kind === 'roundRobin' ? 'player' : 'line';
  const onSwap = form.handleSubmit((input) =>
    submitWith(form, async () => {
      await swap.mutateAsync({ id: draw.id, input });
      toast({ title: 'Swapped' });
    }),
  );
  return (
    <div className="space-y-6">
      <DrawBracket draw={draw} />
      <form className="space-y-3 rounded-md bg-muted/40 p-3" noValidate onSubmit={onSwap}>
        <div className="flex flex-wrap items-end gap-3">
          <SelectField
            className="min-w-56"
            label={draw.kind === 'roundRobin' ? 'Swap player' : 'Swap line (or move a bye)'}
            placeholder="Choose…"
            options={options}
            {...fieldOf(form, 'a')}
          />
          <SelectField
            className="min-w-56"
            label={`with ${noun}`}
            placeholder="Choose…"
            options={options}
            {...fieldOf(form, 'b')}
          />
          <Button type="submit" variant="outline" disabled={!a || !b || a === b || swap.isPending}>
            Swap
          </Button>
        </div>
        <FormError title="Not swapped" message={formErrorOf(form)} />
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
