// The cache's paragraph of `fray print --help` and `fray export --help`.
import { DEFAULT_CACHE_MAX_MB } from '../../infra/disk-cache.js';

export const CACHE_HELP = `cache: rendered cards are kept in .fray-cache/ (or $FRAY_CACHE_DIR) for the next build, within
${DEFAULT_CACHE_MAX_MB} MB (or $FRAY_CACHE_MAX_MB megabytes): past that, the least recently used entries go first.`;
