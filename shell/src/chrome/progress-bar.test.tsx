import { act, screen } from '@testing-library/react';
import { trackRequest } from '@store/platform';
import { renderInStore } from '../test/render-store';
import { PageProgress } from './progress-bar';
import { PROGRESS_FAILURE_DISPLAY_MS, PROGRESS_MIN_DISPLAY_MS } from './use-progress-display';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('page progress bar', () => {
  it('shows while a request is in flight, for at least 200 ms', () => {
    renderInStore(<PageProgress />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    let done: ReturnType<typeof trackRequest> = () => undefined;
    act(() => {
      done = trackRequest();
    });
    // Inside the status region that is there before it (a landmark-less bar is axe's 'region').
    const bar = screen.getByRole('progressbar', { name: 'Cargando datos' });
    expect(bar.closest('[role="status"]')).not.toBeNull();
    act(() => jest.advanceTimersByTime(50));
    act(() => done('ok'));
    act(() => jest.advanceTimersByTime(PROGRESS_MIN_DISPLAY_MS - 51));
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows the failure when a request failed, then goes away', () => {
    renderInStore(<PageProgress />);
    act(() => trackRequest()('failed'));
    const bar = screen.getByRole('progressbar', { name: 'No se pudo completar la operación' });
    expect(bar).toHaveAttribute('data-state', 'failed');
    act(() => jest.advanceTimersByTime(PROGRESS_FAILURE_DISPLAY_MS));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
