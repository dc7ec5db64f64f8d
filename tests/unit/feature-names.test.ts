import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkFeatureNames, type Listing, readListing } from '../../scripts/lib/feature-names';

/** A tree where the feature `courts` is whole and `define` is the API kit. */
function tree(changes: Partial<Listing> = {}): Listing {
  return {
    client: ['courts', 'home'],
    server: ['courts'],
    api: ['courts', 'define'],
    schemas: ['courts', 'paging'],
    db: ['courts', 'mail'],
    ...changes,
  };
}
const extra = {
  client: { home: 'the home page' },
  api: { define: 'the kit' },
  schemas: { paging: 'a helper' },
  db: { mail: 'the outbox' },
};

describe('one name per feature', () => {
  it('passes a feature named alike on all five sides, beside listed one-sided pieces', () => {
    expect(checkFeatureNames(tree(), {}, extra)).toEqual([]);
  });

  it('fails a client folder named otherwise than its feature (profile beside profiles)', () => {
    const problems = checkFeatureNames(
      tree({
        client: ['courts', 'home', 'profile'],
        server: ['courts', 'profiles'],
        api: ['courts', 'define', 'profiles'],
        schemas: ['courts', 'paging', 'profiles'],
        db: ['courts', 'mail', 'profiles'],
      }),
      {},
      extra,
    );
    expect(problems).toHaveLength(2);
    expect(problems[0]).toContain(
      'Feature "profiles" (src/shared/api/profiles.ts) has no src/client/features/profiles/',
    );
    expect(problems[1]).toContain("src/client/features/profile/ is no feature's");
  });

  it('fails an API whose schemas live under other names (team-matches vs schedule + match-results)', () => {
    const problems = checkFeatureNames(
      tree({
        schemas: ['courts', 'paging', 'schedule', 'match-results'],
        api: ['courts', 'define', 'team-matches'],
      }),
      {},
      extra,
    );
    expect(problems.some((p) => p.includes('has no src/shared/schemas/team-matches.ts'))).toBe(true);
    expect(problems.some((p) => p.includes("src/shared/schemas/schedule.ts is no feature's"))).toBe(true);
  });

  it('fails a server feature folder with no API of its own that is not listed', () => {
    expect(checkFeatureNames(tree({ server: ['courts', 'captains'] }), {}, extra)).toEqual([
      "src/server/features/captains/ is no feature's: name it after the feature whose API it serves (src/shared/api/<feature>.ts), or list it in oneSided with why.",
    ]);
  });

  it("counts <feature>-<part>.ts in schemas and db as the feature's, but not a folder on the client", () => {
    expect(checkFeatureNames(tree({ schemas: ['courts', 'courts-photos', 'paging'] }), {}, extra)).toEqual(
      [],
    );
    expect(checkFeatureNames(tree({ client: ['courts', 'courts-admin', 'home'] }), {}, extra)).toHaveLength(
      1,
    );
  });

  it('accepts a missing side only with a reason, and flags a reason that no longer applies', () => {
    const noDb = tree({ db: ['mail'] });
    expect(checkFeatureNames(noDb, {}, extra)).toHaveLength(1);
    expect(checkFeatureNames(noDb, { db: { courts: 'reads another table' } }, extra)).toEqual([]);
    expect(checkFeatureNames(tree(), { db: { courts: 'reads another table' } }, extra)).toEqual([
      'missingSides.db lists "courts", which no longer applies: remove it.',
    ]);
    expect(checkFeatureNames(tree(), {}, { ...extra, server: { health: 'gone' } })).toEqual([
      'oneSided.server lists "health", which is not there any more: remove it.',
    ]);
  });

  it('holds for this repository', () => {
    expect(checkFeatureNames(readListing(path.resolve(import.meta.dirname, '../..')))).toEqual([]);
  });
});
