export type Scalar = string | number | boolean;

/** The one filter language; compiled to a Meilisearch filter string, evaluated by the embedded engine. */
export type FilterNode =
  | { op: 'and'; nodes: FilterNode[] }
  | { op: 'or'; nodes: FilterNode[] }
  | { op: 'not'; node: FilterNode }
  /** The field's value (or, for list fields, any element) is one of `values`. */
  | { op: 'in'; field: string; values: Scalar[] }
  | { op: 'range'; field: string; min?: number; max?: number };

export const and = (nodes: FilterNode[]): FilterNode | undefined =>
  nodes.length === 0 ? undefined : nodes.length === 1 ? nodes[0] : { op: 'and', nodes };

export const anyOf = (field: string, values: readonly Scalar[]): FilterNode => ({
  op: 'in',
  field,
  values: [...values],
});

/** A list field holding every one of `values`. */
export const allOf = (field: string, values: readonly Scalar[]): FilterNode =>
  and(values.map((v) => anyOf(field, [v]))) ?? anyOf(field, []);

/** A list field holding at least one of `values` and nothing from `others` ("nothing but"). */
export const onlyOf = (field: string, values: readonly Scalar[], others: readonly Scalar[]): FilterNode =>
  others.length === 0
    ? anyOf(field, values)
    : { op: 'and', nodes: [anyOf(field, values), { op: 'not', node: anyOf(field, others) }] };

export const range = (field: string, min?: number, max?: number): FilterNode => ({
  op: 'range',
  field,
  ...(min !== undefined && { min }),
  ...(max !== undefined && { max }),
});
