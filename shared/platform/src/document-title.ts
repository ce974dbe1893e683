import { useEffect } from 'react';
import { useStore } from './store-context';

/**
 * The tab's title while a page is shown: `<title> | <store>`, or the store's name alone (the
 * home, or a page whose name is still loading). The HTML server wrote the first page's; a page
 * reached inside the site sets its own, or the tab would keep the previous page's.
 */
export function useDocumentTitle(title: string | null): void {
  const { config } = useStore();
  useEffect(() => {
    document.title = title ? `${title} | ${config.name}` : config.name;
  }, [title, config.name]);
}
