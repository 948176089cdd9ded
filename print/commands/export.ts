// PLACEHOLDER until `fray export` lands.
import { CliError } from '../cli-support.js';
export async function run(_argv: string[]): Promise<number> {
  throw new CliError('`fray export` is not built yet');
}
