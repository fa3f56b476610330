import { useEffect } from 'react';

/** Sets the browser tab title while the page is shown and restores the previous one after. */
export function usePageTitle(title: string) {
  useEffect(() => {
    const previous = document.title;
    document.title = `${title} | Zaplecze`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
