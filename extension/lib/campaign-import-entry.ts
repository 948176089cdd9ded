// Entry of lib/generated/campaign-import.js: the popup's checker of a campaign's built characters,
// pre-bundled by esbuild for the same reason as lib/catalog-import-entry.ts (zod under Parcel).
import './zod-jitless.js';

export { importCampaignCharacters } from './campaign-import.js';
export { formatProblem } from '../../engine/diagnostics/problem.js';
