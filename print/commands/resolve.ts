// PLACEHOLDER until `fray resolve` lands.
import { CliError } from '../cli-support.js';
export async function run(_argv: string[]): Promise<number> {
  throw new CliError('`fray resolve` is not built yet');
}
