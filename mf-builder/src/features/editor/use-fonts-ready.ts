import { useEffect, useState } from 'react';
import { loadFonts } from '../canvas/fonts';

/** True once the builder's fonts can draw (a font that fails to load falls back, not blocks). */
export function useFontsReady(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let current = true;
    loadFonts()
      .catch(() => undefined)
      .then(() => current && setReady(true));
    return () => {
      current = false;
    };
  }, []);
  return ready;
}
