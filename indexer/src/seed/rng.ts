/** mulberry32: a small, fast, seeded PRNG so that the demo catalogue is the same on every machine. */
export interface Rng {
  next(): number;
  int(min: number, max: number): number;
  float(min: number, max: number, digits?: number): number;
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Picks by weight: [item, weight][] */
  weighted<T>(items: readonly (readonly [T, number])[]): T;
  /** k distinct items (fewer when there are fewer). */
  sample<T>(items: readonly T[], k: number): T[];
}

export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const rng: Rng = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    float: (min, max, digits = 2) => Number((min + next() * (max - min)).toFixed(digits)),
    chance: (p) => next() < p,
    pick: (items) => items[Math.floor(next() * items.length)] as (typeof items)[number],
    weighted(items) {
      const total = items.reduce((sum, [, w]) => sum + w, 0);
      let roll = next() * total;
      for (const [item, weight] of items) {
        roll -= weight;
        if (roll < 0) return item;
      }
      return (items[items.length - 1] as (typeof items)[number])[0];
    },
    sample(items, k) {
      const pool = [...items];
      const out: (typeof items)[number][] = [];
      while (out.length < k && pool.length > 0)
        out.push(pool.splice(Math.floor(next() * pool.length), 1)[0] as (typeof items)[number]);
      return out;
    },
  };
  return rng;
}

/** A deterministic 24-hex id from the generator (ObjectId layout: a fixed epoch second, then random). */
export function seededId(rng: Rng, epochSeconds: number): string {
  const time = epochSeconds.toString(16).padStart(8, '0');
  let rest = '';
  while (rest.length < 16) rest += Math.floor(rng.next() * 16).toString(16);
  return time + rest;
}
