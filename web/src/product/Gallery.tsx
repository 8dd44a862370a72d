import { useState } from 'react';
import { ProductImage } from '../products/ProductImage';

/** The product's three pictures (front, contents 1 and 2): one large, the others as thumbnails. */
export function Gallery({ images, name }: { images: (string | null)[]; name: string }) {
  const pictures = images.filter((src): src is string => !!src);
  const [current, setCurrent] = useState(0);
  const shown = pictures[current] ?? null;
  return (
    <div className="gallery">
      <div className="gallery-main">
        <ProductImage
          src={shown}
          alt={pictures.length ? `${name}, Bild ${current + 1}` : name}
          width={360}
          height={360}
          priority="first"
        />
      </div>
      {pictures.length > 1 && (
        <ul className="gallery-thumbs" aria-label="Produktbilder">
          {pictures.map((src, index) => (
            <li key={src}>
              <button
                type="button"
                aria-label={`Bild ${index + 1} zeigen`}
                aria-pressed={index === current}
                onClick={() => setCurrent(index)}
              >
                <ProductImage src={src} alt="" width={64} height={64} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
