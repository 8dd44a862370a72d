import { positiveInteger } from '@futterkompass/indexer/cli';
import yargs from 'yargs';

/**
 * The bench scripts' options (`--products 2000`, `--runs=3`), each a whole number above 0, and
 * switches (`--inp-only`), parsed by yargs like the ops commands' options; an unknown option or a
 * bad number ends the script.
 */
export function countOptions<const N extends string, const F extends string = never>(
  names: readonly N[],
  switches: readonly F[] = [],
): Partial<Record<N, number>> & Partial<Record<F, boolean>> {
  const parser = yargs(process.argv.slice(2)).strict().version(false);
  for (const name of names) parser.option(name, { type: 'string', coerce: positiveInteger(name) });
  for (const name of switches) parser.option(name, { type: 'boolean' });
  return parser.parseSync() as unknown as Partial<Record<N, number>> & Partial<Record<F, boolean>>;
}
