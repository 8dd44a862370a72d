import type { Doc, Filter, FindOptions } from './port';

/** Keyset pagination by _id: each batch starts after the last id of the previous one. */
export async function* iterateById<T extends Doc>(
  find: (filter: Filter, options: FindOptions) => Promise<T[]>,
  batchSize: number,
  filter: Filter = {},
): AsyncIterable<T[]> {
  let after: string | undefined;
  for (;;) {
    const page = after === undefined ? filter : { $and: [filter, { _id: { $gt: after } }] };
    const batch = await find(page, { sort: { _id: 1 }, limit: batchSize });
    if (batch.length === 0) return;
    yield batch;
    if (batch.length < batchSize) return;
    after = batch[batch.length - 1]?._id;
  }
}
