/** A fixed vocabulary with German labels, in display order. */
export interface CodeList<V extends string | number> {
  readonly values: readonly V[];
  has(value: unknown): value is V;
  label(value: V): string;
}

export function codeList<const V extends string | number>(
  entries: readonly (readonly [V, string])[],
): CodeList<V> {
  const labels = new Map<unknown, string>(entries);
  return {
    values: entries.map(([value]) => value),
    has: (value: unknown): value is V => labels.has(value),
    label: (value: V) => labels.get(value) ?? String(value),
  };
}

export type CodeOf<L> = L extends CodeList<infer V> ? V : never;

/** The German label of a value that came from outside (an API answer); unknown values show as they are. */
export function labelOf<V extends string | number>(list: CodeList<V>, value: string | number): string {
  return list.has(value) ? list.label(value) : String(value);
}

/** Labels of several values, comma-separated; '–' for none. */
export function labelsOf<V extends string | number>(
  list: CodeList<V>,
  values: readonly (string | number)[],
): string {
  return values.length ? values.map((v) => labelOf(list, v)).join(', ') : '–';
}
