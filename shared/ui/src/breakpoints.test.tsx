import { act, render, screen } from '@testing-library/react';
import { breakpointOf, useBreakpoint, useIsMobile } from './breakpoints';

function Probe() {
  return (
    <p>
      {useBreakpoint()} {useIsMobile() ? 'móvil' : 'escritorio'}
    </p>
  );
}

function resizeTo(width: number) {
  act(() => {
    window.innerWidth = width;
    window.dispatchEvent(new Event('resize'));
  });
}

describe('breakpoints', () => {
  it('splits widths at 600, 960, 1264 and 1904 px', () => {
    expect([0, 599, 600, 959, 960, 1263, 1264, 1903, 1904].map(breakpointOf)).toEqual([
      'xs',
      'xs',
      'sm',
      'sm',
      'md',
      'md',
      'lg',
      'lg',
      'xl',
    ]);
  });

  it('follows the window: xs and sm are mobile, md and up are not', () => {
    resizeTo(390);
    render(<Probe />);
    expect(screen.getByText('xs móvil')).toBeInTheDocument();
    resizeTo(800);
    expect(screen.getByText('sm móvil')).toBeInTheDocument();
    resizeTo(1280);
    expect(screen.getByText('lg escritorio')).toBeInTheDocument();
  });
});
