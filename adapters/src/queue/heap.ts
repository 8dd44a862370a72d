/**
 * A binary min-heap: push and pop in O(log n), so a queue holding hundreds of thousands of jobs
 * finds the next one without scanning them all.
 */
export class MinHeap<T> {
  private readonly items: T[] = [];

  /** `before(a, b)` is true when a must come out before b; for a stable order it breaks ties itself. */
  constructor(private readonly before: (a: T, b: T) => boolean) {}

  get size(): number {
    return this.items.length;
  }

  peek(): T | undefined {
    return this.items[0];
  }

  push(item: T): void {
    const items = this.items;
    let index = items.push(item) - 1;
    while (index > 0) {
      const parent = (index - 1) >> 1;
      if (!this.before(item, items[parent] as T)) break;
      items[index] = items[parent] as T;
      index = parent;
    }
    items[index] = item;
  }

  pop(): T | undefined {
    const items = this.items;
    const top = items[0];
    const last = items.pop();
    if (items.length === 0 || last === undefined) return top;
    // Sift the former last item down from the root into the hole the top left.
    let index = 0;
    for (;;) {
      const left = 2 * index + 1;
      if (left >= items.length) break;
      const right = left + 1;
      const child = right < items.length && this.before(items[right] as T, items[left] as T) ? right : left;
      if (!this.before(items[child] as T, last)) break;
      items[index] = items[child] as T;
      index = child;
    }
    items[index] = last;
    return top;
  }

  clear(): void {
    this.items.length = 0;
  }

  /** Every item, in no particular order. */
  values(): readonly T[] {
    return this.items;
  }
}
