import { useState } from 'react';
import type { DesignCustomization } from '@store/contracts';
import { renderMockup } from '../canvas/mockup';
import type { ViewLayout } from '../design/area-math';
import { clearDraft } from './draft-storage';
import { builderApi } from './builder-api';
import { pngBlob, type SaveTarget } from './save-targets';
import { useUpload } from './use-upload';

interface SaveInput {
  tenant: string;
  product: string;
  design: DesignCustomization;
  /** The draft's line (`draftLineOf`), cleared once the design is kept. */
  draftLine: string | null;
  target: SaveTarget;
  /** What the buyer reads once it is kept. */
  done: string;
  layoutOf: (view: string) => ViewLayout | null;
  pictureOf: (view: string) => string | null;
  imageUrl: (upload: string) => Promise<string>;
}

/**
 * Saves the design: a mockup PNG per view (multiplier 2) kept with the design, the first one as
 * the line's picture, then the design handed to its target (the cart, or an order's line).
 * `onSaved` runs once the target kept it. While a mockup uploads, `uploading` names its view
 * and `upload` follows it; cancelling it stops the save, and nothing is kept.
 */
export function useSave(onSaved: () => void) {
  const [state, setState] = useState<{ busy: boolean; ok: boolean; text: string }>({
    busy: false,
    ok: true,
    text: '',
  });
  const upload = useUpload();
  const [uploading, setUploading] = useState<string | null>(null);

  async function save(input: SaveInput) {
    setState({ busy: true, ok: true, text: '' });
    try {
      const mockups: string[] = [];
      const views = [];
      for (const view of input.design.views) {
        const layout = input.layoutOf(view.view);
        if (!layout) continue;
        const png = await renderMockup(
          layout,
          input.pictureOf(view.view),
          view.elements,
          input.imageUrl,
        );
        mockups.push(png);
        setUploading(view.view);
        const stored = await upload.send((call) => builderApi.uploadDesign(pngBlob(png), call));
        setUploading(null);
        if (!stored) return setState({ busy: false, ok: true, text: '' });
        views.push({ ...view, mockup: stored.name });
      }
      const refused = await input.target({ ...input.design, views }, mockups[0] ?? null);
      if (refused !== null) return setState({ busy: false, ok: false, text: refused });
      clearDraft(input.tenant, input.product, input.draftLine);
      setState({ busy: false, ok: true, text: input.done });
      onSaved();
    } catch (error) {
      setUploading(null);
      setState({ busy: false, ok: false, text: error instanceof Error ? error.message : '' });
    }
  }

  return {
    ...state,
    save,
    refuse: (text: string) => setState({ busy: false, ok: false, text }),
    uploading: uploading && upload.progress ? { view: uploading, progress: upload.progress } : null,
    cancelUpload: upload.cancel,
  };
}
