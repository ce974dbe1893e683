import type { DesignView } from '@store/contracts';
import { DESIGN_LIMITS } from '@store/contracts/design-rules';

/**
 * What the design still has room for under the server's size limits (`DESIGN_LIMITS`): another
 * element on `view`, another picture in the design. The builder stops there instead of letting
 * the price or the save be refused.
 */
export function roomIn(views: DesignView[], view: DesignView) {
  const pictures = views.reduce(
    (sum, each) => sum + each.elements.filter((element) => element.type === 'image').length,
    0,
  );
  return {
    element: view.elements.length < DESIGN_LIMITS.elementsPerView,
    picture: pictures < DESIGN_LIMITS.pictures,
  };
}
