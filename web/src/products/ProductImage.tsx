import { NO_IMAGE } from './images';

/** A product image by its stored (lower-case) file name, with the 'no image' picture as fallback. */
export function ProductImage({
  src,
  alt,
  width,
  height,
  eager = false,
}: {
  src: string | null;
  alt: string;
  width: number;
  height: number;
  /** Images of the first screen load at once, with priority; the rest when scrolled near. */
  eager?: boolean;
}) {
  return (
    <img
      src={src ?? NO_IMAGE}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      decoding="async"
      onError={(e) => {
        if (!e.currentTarget.src.endsWith(NO_IMAGE)) e.currentTarget.src = NO_IMAGE;
      }}
    />
  );
}
