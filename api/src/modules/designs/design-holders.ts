/**
 * Where designs live: not in rows of their own but inside the rows of the modules that keep them
 * (saved carts, quotes, order lines). Each of those modules adds a reader of its own rows when
 * it starts (`app.designHolders.add`), so the sweep of unused uploads reads them without
 * touching another module's tables.
 */
export const DESIGN_HOLDERS = ['carts', 'quotes', 'orders'] as const;
export type DesignHolder = (typeof DESIGN_HOLDERS)[number];

/** A page of a holder's rows of one tenant after `afterId`, by id: the JSON that names uploads. */
export type DesignHolderPage = (
  tenantId: number,
  afterId: number,
  limit: number,
) => Promise<{ id: number | string | bigint; json: string }[]>;

export function createDesignHolders() {
  const pages = new Map<DesignHolder, DesignHolderPage>();
  return {
    add(holder: DesignHolder, page: DesignHolderPage): void {
      pages.set(holder, page);
    },
    /**
     * Every holder's reader. Throws while one is missing: a sweep that could not see a holder's
     * designs would delete uploads they use.
     */
    all(): [DesignHolder, DesignHolderPage][] {
      return DESIGN_HOLDERS.map((holder) => {
        const page = pages.get(holder);
        if (!page) throw new Error(`No reader of the designs kept by ${holder}`);
        return [holder, page];
      });
    },
  };
}

export type DesignHolders = ReturnType<typeof createDesignHolders>;
