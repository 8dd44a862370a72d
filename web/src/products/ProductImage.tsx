import { useLayoutEffect, useRef } from 'react';
import { NO_IMAGE } from './images';

/** Shows the 'no image' picture instead of one that failed. */
function fallBack(img: HTMLImageElement) {
  if (!img.src.endsWith(NO_IMAGE)) img.src = NO_IMAGE;
}

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
  const image = useRef<HTMLImageElement>(null);
  // An image in the server's markup may have failed before the app started listening for errors.
  useLayoutEffect(() => {
    const img = image.current;
    if (img?.complete && img.naturalWidth === 0 && img.currentSrc) fallBack(img);
  }, []);
  return (
    <img
      ref={image}
      src={src ?? NO_IMAGE}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      decoding="async"
      onError={(e) => fallBack(e.currentTarget)}
    />
  );
}
