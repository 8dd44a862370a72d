import { NO_IMAGE } from './images';

/** A product image by its stored (lower-case) file name, with the 'no image' picture as fallback. */
export function ProductImage({
  src,
  alt,
  width,
  height,
}: {
  src: string | null;
  alt: string;
  width: number;
  height: number;
}) {
  return (
    <img
      src={src ?? NO_IMAGE}
      alt={alt}
      width={width}
      height={height}
      loading="lazy"
      onError={(e) => {
        if (!e.currentTarget.src.endsWith(NO_IMAGE)) e.currentTarget.src = NO_IMAGE;
      }}
    />
  );
}
