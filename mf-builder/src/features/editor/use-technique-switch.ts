import { useRef, useState } from 'react';
import type { ProductDetail } from '@store/contracts';
import { useTranslation } from '@store/platform';
import type { DesignState } from '../design/design-model';
import { switchTechnique } from '../design/technique-switch';
import type { DesignSession } from './use-design-session';

/**
 * The technique select: the design goes along to the new technique, fitted into its areas
 * (`technique-switch.ts`), with a notice of what had to shrink or be set aside while that
 * technique stays chosen. Switching on before the buyer changed anything starts again from the
 * design as it was before the first switch, so laser -> sublimation -> screen print gives back
 * the design made for screen print, not the one shrunk for laser. One undo step per switch.
 */
export function useTechniqueSwitch(product: ProductDetail, session: DesignSession) {
  const { t } = useTranslation('builder');
  const [notice, setNotice] = useState<{ techniqueId: number; text: string } | null>(null);
  const last = useRef<{ version: number; base: DesignState } | null>(null);

  const choose = (techniqueId: number) => {
    if (techniqueId === session.design.techniqueId) return;
    const technique = product.techniques.find((tq) => tq.id === techniqueId);
    const base = last.current?.version === session.version ? last.current.base : session.design;
    const { state, shrunk, parked } = switchTechnique(product, base, techniqueId);
    // `change` makes one step: the version after it is this one plus one.
    last.current = { version: session.version + 1, base };
    session.change(state);
    const texts = [
      ...shrunk.map((shrink) =>
        t('techniqueShrunk', {
          view: shrink.view,
          percent: shrink.percent,
          width: shrink.area.widthMm,
          height: shrink.area.heightMm,
          technique: technique?.name ?? '',
        }),
      ),
      ...(parked.length
        ? [t('techniqueParked', { views: parked.join(', '), technique: technique?.name ?? '' })]
        : []),
    ];
    setNotice(texts.length ? { techniqueId, text: texts.join(' ') } : null);
  };

  return {
    choose,
    notice: notice?.techniqueId === session.design.techniqueId ? notice.text : null,
  };
}
