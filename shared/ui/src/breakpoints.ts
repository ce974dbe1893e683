import { useSyncExternalStore } from 'react';

/**
 * Spec section 2: breakpoints xs, sm, md, lg, xl with style breakpoints at 600, 960 and 1264 px
 * (1904 px opens xl). Mobile means xs or sm. CSS uses the same numbers in its media queries.
 */
export type Breakpoint = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

export const BREAKPOINT_MIN_WIDTH: Readonly<Record<Breakpoint, number>> = {
  xs: 0,
  sm: 600,
  md: 960,
  lg: 1264,
  xl: 1904,
};

export function breakpointOf(width: number): Breakpoint {
  if (width >= BREAKPOINT_MIN_WIDTH.xl) return 'xl';
  if (width >= BREAKPOINT_MIN_WIDTH.lg) return 'lg';
  if (width >= BREAKPOINT_MIN_WIDTH.md) return 'md';
  if (width >= BREAKPOINT_MIN_WIDTH.sm) return 'sm';
  return 'xs';
}

export const isMobileBreakpoint = (breakpoint: Breakpoint) =>
  breakpoint === 'xs' || breakpoint === 'sm';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

const current = () => breakpointOf(window.innerWidth);

/** The breakpoint of the window now, following resizes. */
export function useBreakpoint(): Breakpoint {
  return useSyncExternalStore(subscribe, current, () => 'lg');
}

/** True on xs and sm: the drawer is 320 px wide, the sidebar closes, menus become sheets. */
export function useIsMobile(): boolean {
  return isMobileBreakpoint(useBreakpoint());
}
