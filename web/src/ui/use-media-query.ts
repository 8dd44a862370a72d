import { useEffect, useState } from 'react';
import { useServerMarkup } from '../render-context';

const matchesNow = (query: string) => typeof window !== 'undefined' && !!window.matchMedia?.(query).matches;

/**
 * Whether a media query matches now, updated when it changes (a rotated phone, a resized window);
 * null while the markup is the server's, which knows no screen (CSS decides until then).
 */
export function useMediaQuery(query: string): boolean | null {
  const serverMarkup = useServerMarkup();
  const [matches, setMatches] = useState<boolean | null>(() => (serverMarkup ? null : matchesNow(query)));
  useEffect(() => {
    const list = window.matchMedia?.(query);
    if (!list) {
      setMatches(false);
      return;
    }
    const onChange = () => setMatches(list.matches);
    onChange();
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, [query]);
  return matches;
}
