import { useParams } from '@client/lib/router/router';
import type { SeriesEditScope } from '@shared/series-rules';
import { useState } from 'react';

/**
 * The scope of the next save, per session: back to "this one" when the editor moves to another
 * session (a link from the sessions list keeps the page mounted), so a wider scope chosen for
 * one session is never applied to the next by surprise.
 */
export function useSeriesEditScope(): [SeriesEditScope, (scope: SeriesEditScope) => void] {
  const { id = '' } = useParams();
  const [chosen, setChosen] = useState<{ id: string; scope: SeriesEditScope }>({ id, scope: 'one' });
  return [chosen.id === id ? chosen.scope : 'one', (scope) => setChosen({ id, scope })];
}
