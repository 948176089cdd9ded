// PLACEHOLDER until `fray check` lands.
import { CliError } from '../cli-support.js';
export async function run(_argv: string[]): Promise<number> {
  throw new CliError('`fray check` is not built yet');
}
