// PLACEHOLDER until `fray print` lands.
import { CliError } from '../cli-support.js';
export async function run(_argv: string[]): Promise<number> {
  throw new CliError('`fray print` is not built yet');
}
