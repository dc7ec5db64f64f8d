import { Button, buttonVariants } from '@client/components/ui/button';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '@client/components/ui/dialog';
import { toast } from '@client/lib/toast-store';
import type { DrawMatchView } from '@shared/schemas/tournament-draws';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { resultsCsvUrl, todsUrl, useOrganiserResult } from '../api/tournament-draws-api';
import { DrawBracket } from './draw-bracket';
import { DrawScoreForm } from './draw-score-form';
import { ScheduleDialog } from './schedule-match-dialog';
import { type PublishedDrawProps, WithdrawForm } from './withdraw-form';

/** A published draw: schedule matches, enter results, record withdrawals, export. */
export function PublishedTools({ data, division, draw }: PublishedDrawProps) {
  const [scheduling, setScheduling] = useState<DrawMatchView | null>(null);
  const [scoring, setScoring] = useState<DrawMatchView | null>(null);
  const result = useOrganiserResult();
  const label = (m: DrawMatchView) =>
    `${m.roundName}: ${m.side1?.name ?? 'to be decided'} vs ${m.side2?.name ?? 'to be decided'}`;
  return (
    <div className="space-y-6">
      <DrawBracket
        draw={draw}
        actions={(m) =>
          m.state === 'bye' || m.state === 'confirmed' ? null : (
            <>
              <Button
                type="button"
                size="sm"
                variant="ghost"
                aria-label={`Schedule ${label(m)}`}
                onClick={() => setScheduling(m)}
              >
                {m.startsAt ? 'Reschedule' : 'Schedule'}
              </Button>
              {m.state === 'ready' || m.state === 'entered' ? (
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  aria-label={`Result of ${label(m)}`}
                  onClick={() => setScoring(m)}
                >
                  Result
                </Button>
              ) : null}
            </>
          )
        }
      />
      <WithdrawForm data={data} division={division} draw={draw} />
      <div className="flex flex-wrap gap-2">
        <a href={todsUrl(draw.id)} className={buttonVariants({ variant: 'outline' })} download>
          <Download aria-hidden="true" />
          TODS JSON
        </a>
        <a href={resultsCsvUrl(draw.id)} className={buttonVariants({ variant: 'outline' })} download>
          <Download aria-hidden="true" />
          Results CSV
        </a>
      </div>
      {scheduling ? (
        <ScheduleDialog
          courts={data.courts}
          match={scheduling}
          title={label(scheduling)}
          onClose={() => setScheduling(null)}
        />
      ) : null}
      <Dialog open={scoring !== null} onOpenChange={(open) => !open && setScoring(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{scoring ? `Result: ${label(scoring)}` : 'Result'}</DialogTitle>
          </DialogHeader>
          {scoring ? (
            <DrawScoreForm
              match={scoring}
              formatCode={draw.formatCode}
              submitLabel="Save the result"
              onSave={(body) => result.mutateAsync({ id: scoring.id, input: body })}
              onDone={() => {
                setScoring(null);
                toast({ title: 'Result saved', description: 'The draw has moved on.' });
              }}
            />
          ) : null}
        </DialogContent>
      </Dialog>
    </div>
  );
}
