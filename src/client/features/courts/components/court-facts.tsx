import { cn } from '@client/lib/cn';
import { type Court, courtSettingLabels, courtSurfaceLabels } from '@shared/schemas/courts';
import { Building2, Hash, Layers, Lightbulb, LightbulbOff } from 'lucide-react';

/** Number of courts, surface, lights and setting as a compact definition list. */
export function CourtFacts({ court, className }: { court: Court; className?: string }) {
  const facts = [
    {
      term: 'Courts',
      value: String(court.numberOfCourts),
      icon: Hash,
    },
    { term: 'Surface', value: courtSurfaceLabels[court.surface], icon: Layers },
    {
      term: 'Lights',
      value: court.hasLights ? 'Yes, for evening play' : 'No lights',
      icon: court.hasLights ? Lightbulb : LightbulbOff,
    },
    { term: 'Setting', value: courtSettingLabels[court.setting], icon: Building2 },
  ];
  return (
    <dl className={cn('grid grid-cols-2 gap-x-4 gap-y-3 text-sm', className)}>
      {facts.map(({ term, value, icon: Icon }) => (
        <div key={term} className="flex flex-col gap-0.5">
          <dt className="flex items-center gap-1.5 text-muted-foreground text-xs uppercase tracking-wide">
            <Icon aria-hidden="true" className="size-4 shrink-0" />
            {term}
          </dt>
          <dd className="pl-5.5 font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
