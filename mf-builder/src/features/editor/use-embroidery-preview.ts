import { useEffect, useState } from 'react';
import type { DesignView } from '@store/contracts';
import { api, appPath } from '@store/platform';

/** `Designs/GetZecatEmbroidery`: the server's embroidery preview of one view. */
export interface EmbroideryPreview {
  image: string;
  widthPx: number;
  heightPx: number;
  stitches: number;
  threads: { name: string; hex: string; code?: string }[];
}

export type EmbroideryState =
  | { status: 'idle' | 'loading' }
  | { status: 'done'; preview: EmbroideryPreview }
  | { status: 'failed'; message: string };

const DEBOUNCE_MS = 600;

/** Asked a moment after the view stops changing; nothing while it is empty. */
export function useEmbroideryPreview(view: DesignView | null): EmbroideryState {
  const key = view && view.elements.length > 0 ? JSON.stringify(view) : null;
  const [state, setState] = useState<{ key: string | null; value: EmbroideryState }>({
    key: null,
    value: { status: 'idle' },
  });
  useEffect(() => {
    if (!key) return undefined;
    let current = true;
    const timer = setTimeout(() => {
      api
        .post<EmbroideryPreview>(appPath('Designs/GetZecatEmbroidery'), {
          view: JSON.parse(key) as DesignView,
        })
        .then(
          (preview) => current && setState({ key, value: { status: 'done', preview } }),
          (error: unknown) =>
            current &&
            setState({
              key,
              value: { status: 'failed', message: error instanceof Error ? error.message : '' },
            }),
        );
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [key]);
  if (!key) return { status: 'idle' };
  return state.key === key ? state.value : { status: 'loading' };
}
