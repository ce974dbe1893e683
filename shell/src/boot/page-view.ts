import { createContext, useContext } from 'react';
import { DEFAULT_PAGE_VIEW, type PageView } from '@store/contracts';

/**
 * What the HTML server knew of this browser when it wrote the page (boot payload `view`): the
 * server snapshot of the shell's browser-only state, so hydration renders what the server did.
 */
export const PageViewContext = createContext<PageView>(DEFAULT_PAGE_VIEW);

export const useServerPageView = (): PageView => useContext(PageViewContext);
