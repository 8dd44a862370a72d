import { positiveInteger } from '@futterkompass/indexer/cli';
import yargs from 'yargs';

/**
 * The bench scripts' options (`--products 2000`, `--runs=3`), each a whole number above 0, parsed
 * by yargs like the ops commands' options; an unknown option or a bad number ends the script.
 */
export function countOptions<const N extends string>(names: readonly N[]): Partial<Record<N, number>> {
  const parser = yargs(process.argv.slice(2)).strict().version(false);
  for (const name of names) parser.option(name, { type: 'string', coerce: positiveInteger(name) });
  return parser.parseSync() as unknown as Partial<Record<N, number>>;
}
