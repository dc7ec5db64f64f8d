import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkFeatureNames, readListing } from './lib/feature-names';

// `npm run lint` step: every feature has one name on every side (the rule is in lib/feature-names.ts).
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const problems = checkFeatureNames(readListing(root));
if (problems.length > 0) {
  console.error(
    `Feature names disagree (docs/decisions/028-one-name-per-feature.md):\n- ${problems.join('\n- ')}`,
  );
  process.exit(1);
}
