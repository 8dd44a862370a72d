import { useLayoutEffect, useRef } from 'react';
import { NO_IMAGE } from './images';

/** Shows the 'no image' picture instead of one that failed. */
function fallBack(img: HTMLImageElement) {
  if (!img.src.endsWith(NO_IMAGE)) img.src = NO_IMAGE;
}

/**
 * When an image loads: 'first' is the page's largest paint (at once, ahead of other images, and the
 * server's page preloads it), 'eager' is on the first screen of some widths (at once), 'lazy' loads
 * when scrolled near. Only one image a page is 'first': images of high priority share the
 * connection with the stylesheets that the first paint waits for.
 */
export type ImagePriority = 'first' | 'eager' | 'lazy';

/** A product image by its stored (lower-case) file name, with the 'no image' picture as fallback. */
export function ProductImage({
  src,
  alt,
  width,
  height,
  priority = 'lazy',
}: {
  src: string | null;
  alt: string;
  width: number;
  height: number;
  priority?: ImagePriority;
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
      loading={priority === 'lazy' ? 'lazy' : 'eager'}
      fetchPriority={priority === 'first' ? 'high' : 'auto'}
      decoding="async"
      onError={(e) => fallBack(e.currentTarget)}
    />
  );
}
