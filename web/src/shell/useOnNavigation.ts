import { useState } from 'react';
import { useLocation } from 'react-router-dom';

/** Calls `onNavigate` (during render, as React recommends for derived resets) when the location changes. */
export function useOnNavigation(onNavigate: () => void): void {
  const { key } = useLocation();
  const [seen, setSeen] = useState(key);
  if (seen !== key) {
    setSeen(key);
    onNavigate();
  }
}
