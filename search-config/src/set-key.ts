/** The one keyword of a set of values, independent of their order: ['dog', 'cat'] -> 'cat+dog'. */
export function setKey(values: readonly (string | number)[]): string {
  return [...new Set(values.map(String))].sort().join('+');
}
