import { useEffect, useState } from 'react';

const MAX = 560;
const GUTTER = 32;

/** The largest canvas the window fits (a phone 390 px wide gets 358 px). */
export function useCanvasSize(): number {
  const measure = () => Math.min(MAX, Math.max(240, window.innerWidth - GUTTER));
  const [size, setSize] = useState(measure);
  useEffect(() => {
    const resized = () => setSize(measure());
    window.addEventListener('resize', resized);
    return () => window.removeEventListener('resize', resized);
  }, []);
  return size;
}
