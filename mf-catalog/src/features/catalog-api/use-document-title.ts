import { useEffect } from 'react';
import { useStore } from '@store/platform';

/** The tab's title after a navigation inside the site (the server set it for the first page). */
export function useDocumentTitle(title: string | null): void {
  const { config } = useStore();
  useEffect(() => {
    if (title) document.title = `${title} | ${config.name}`;
  }, [title, config.name]);
}
