// "did you mean …" hints without pulling the catalog module into the plugin bundle twice.
import { suggestion } from '../../diagnostics/did-you-mean.js';

export function suggestHint(input: string, candidates: Iterable<string>): string | undefined {
  return suggestion(input, candidates);
}
