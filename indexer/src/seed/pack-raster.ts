/** Anti-aliased flat shapes on an RGBA pixel buffer: enough for the demo pack pictures. */

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

export const rgb = (hex: string): Rgb => ({
  r: Number.parseInt(hex.slice(1, 3), 16),
  g: Number.parseInt(hex.slice(3, 5), 16),
  b: Number.parseInt(hex.slice(5, 7), 16),
});

/** `a` mixed with `b`: t = 0 is a, t = 1 is b. */
export const mix = (a: Rgb, b: Rgb, t: number): Rgb => ({
  r: Math.round(a.r + (b.r - a.r) * t),
  g: Math.round(a.g + (b.g - a.g) * t),
  b: Math.round(a.b + (b.b - a.b) * t),
});

/** How much of the pixel centred at (x, y) a shape covers: 1 inside, 0 outside, between on its edge. */
export type Coverage = (x: number, y: number) => number;

export interface Bounds {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** Coverage from a signed distance in pixels (negative inside): a one-pixel soft edge. */
const fromDistance = (d: number) => (d <= -0.5 ? 1 : d >= 0.5 ? 0 : 0.5 - d);

export function roundedRect({ x0, y0, x1, y1 }: Bounds, r: number): Coverage {
  const cx = (x0 + x1) / 2;
  const cy = (y0 + y1) / 2;
  const hx = (x1 - x0) / 2 - r;
  const hy = (y1 - y0) / 2 - r;
  return (x, y) => {
    const qx = Math.abs(x - cx) - hx;
    const qy = Math.abs(y - cy) - hy;
    const ox = Math.max(qx, 0);
    const oy = Math.max(qy, 0);
    return fromDistance(Math.sqrt(ox * ox + oy * oy) + Math.min(Math.max(qx, qy), 0) - r);
  };
}

export function circle(cx: number, cy: number, r: number): Coverage {
  return (x, y) => fromDistance(Math.sqrt((x - cx) ** 2 + (y - cy) ** 2) - r);
}

/** A convex polygon, its corners in either order. */
export function convex(corners: readonly [number, number][]): Coverage {
  const turn = corners.reduce((sum, [ax, ay], i) => {
    const [bx, by] = corners[(i + 1) % corners.length] as [number, number];
    return sum + ax * by - bx * ay;
  }, 0);
  // Clockwise on screen (y down), so that every edge's normal points outwards.
  const points = turn < 0 ? [...corners].reverse() : corners;
  const edges = points.map(([ax, ay], i) => {
    const [bx, by] = points[(i + 1) % points.length] as [number, number];
    const length = Math.sqrt((bx - ax) ** 2 + (by - ay) ** 2);
    const nx = (by - ay) / length;
    const ny = (ax - bx) / length;
    return [nx, ny, nx * ax + ny * ay] as const;
  });
  return (x, y) => {
    let d = Number.NEGATIVE_INFINITY;
    for (const [nx, ny, c] of edges) d = Math.max(d, nx * x + ny * y - c);
    return fromDistance(d);
  };
}

/** Distance from (x, y) to the segment (x0, y0)-(x1, y1). */
function segmentDistance(x: number, y: number, x0: number, y0: number, x1: number, y1: number): number {
  const dx = x1 - x0;
  const dy = y1 - y0;
  const length = dx * dx + dy * dy;
  const t = length === 0 ? 0 : Math.max(0, Math.min(1, ((x - x0) * dx + (y - y0) * dy) / length));
  const ex = x - x0 - t * dx;
  const ey = y - y0 - t * dy;
  // Math.hypot is several times slower, and thousands of pictures call this millions of times.
  return Math.sqrt(ex * ex + ey * ey);
}

/** Round-capped lines of one pen: a capsule per segment, the union as one coverage. */
export function strokes(segments: readonly (readonly [number, number, number, number])[], radius: number) {
  const bounds = segments.reduce(
    (b, [x0, y0, x1, y1]) => ({
      x0: Math.min(b.x0, x0, x1),
      y0: Math.min(b.y0, y0, y1),
      x1: Math.max(b.x1, x0, x1),
      y1: Math.max(b.y1, y0, y1),
    }),
    { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity },
  );
  const grow = radius + 1;
  const box = { x0: bounds.x0 - grow, y0: bounds.y0 - grow, x1: bounds.x1 + grow, y1: bounds.y1 + grow };
  const coverage: Coverage = (x, y) => {
    let best = 0;
    for (const [x0, y0, x1, y1] of segments) {
      // Only segments whose box holds the pixel: a glyph's other strokes are far away.
      if (x < Math.min(x0, x1) - grow || x > Math.max(x0, x1) + grow) continue;
      if (y < Math.min(y0, y1) - grow || y > Math.max(y0, y1) + grow) continue;
      best = Math.max(best, fromDistance(segmentDistance(x, y, x0, y0, x1, y1) - radius));
      if (best === 1) break;
    }
    return best;
  };
  return { box, coverage };
}

/** The union of shapes: the largest coverage. */
export const union =
  (...shapes: Coverage[]): Coverage =>
  (x, y) => {
    let best = 0;
    for (const shape of shapes) best = Math.max(best, shape(x, y));
    return best;
  };

/** An RGBA picture, transparent at first (or on the pixels given), painted shape by shape. */
export function createRaster(width: number, height: number, data = Buffer.alloc(width * height * 4)) {
  /** Source over: `color` with opacity `a` over the pixel at index `i`. */
  const blend = (i: number, color: Rgb, a: number) => {
    const under = ((data[i + 3] as number) / 255) * (1 - a);
    const out = a + under;
    data[i] = Math.round((color.r * a + (data[i] as number) * under) / out);
    data[i + 1] = Math.round((color.g * a + (data[i + 1] as number) * under) / out);
    data[i + 2] = Math.round((color.b * a + (data[i + 2] as number) * under) / out);
    data[i + 3] = Math.round(out * 255);
  };
  return {
    width,
    height,
    data,
    /** Paints `color` over the pixels of `box` as far as `coverage` says. */
    paint(box: Bounds, color: Rgb, coverage: Coverage) {
      const xs = Math.max(0, Math.floor(box.x0));
      const xe = Math.min(width, Math.ceil(box.x1));
      for (let y = Math.max(0, Math.floor(box.y0)); y < Math.min(height, Math.ceil(box.y1)); y++) {
        for (let x = xs; x < xe; x++) {
          const a = coverage(x + 0.5, y + 0.5);
          if (a > 0) blend((y * width + x) * 4, color, a);
        }
      }
    },
    /**
     * Paints round-capped lines of one pen: each segment only over its own box into a mask (the
     * union, so that joints are not painted twice), then the mask at once. Lettering is most of a
     * pack picture's shapes; testing every pixel of a line against every stroke took most of a seed.
     */
    paintStrokes(
      segments: readonly (readonly [number, number, number, number])[],
      radius: number,
      color: Rgb,
    ) {
      const grow = radius + 1;
      let bx0 = width;
      let by0 = height;
      let bx1 = 0;
      let by1 = 0;
      for (const [x0, y0, x1, y1] of segments) {
        bx0 = Math.min(bx0, Math.floor(Math.min(x0, x1) - grow));
        by0 = Math.min(by0, Math.floor(Math.min(y0, y1) - grow));
        bx1 = Math.max(bx1, Math.ceil(Math.max(x0, x1) + grow));
        by1 = Math.max(by1, Math.ceil(Math.max(y0, y1) + grow));
      }
      bx0 = Math.max(0, bx0);
      by0 = Math.max(0, by0);
      bx1 = Math.min(width, bx1);
      by1 = Math.min(height, by1);
      if (bx1 <= bx0 || by1 <= by0) return;
      const maskWidth = bx1 - bx0;
      const mask = new Float32Array(maskWidth * (by1 - by0));
      for (const [x0, y0, x1, y1] of segments) {
        const ys = Math.max(by0, Math.floor(Math.min(y0, y1) - grow));
        const ye = Math.min(by1, Math.ceil(Math.max(y0, y1) + grow));
        const xs = Math.max(bx0, Math.floor(Math.min(x0, x1) - grow));
        const xe = Math.min(bx1, Math.ceil(Math.max(x0, x1) + grow));
        for (let y = ys; y < ye; y++) {
          for (let x = xs; x < xe; x++) {
            const a = fromDistance(segmentDistance(x + 0.5, y + 0.5, x0, y0, x1, y1) - radius);
            const m = (y - by0) * maskWidth + (x - bx0);
            if (a > (mask[m] as number)) mask[m] = a;
          }
        }
      }
      for (let y = by0; y < by1; y++) {
        for (let x = bx0; x < bx1; x++) {
          const a = mask[(y - by0) * maskWidth + (x - bx0)] as number;
          if (a > 0) blend((y * width + x) * 4, color, a);
        }
      }
    },
  };
}

export type Raster = ReturnType<typeof createRaster>;
