import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { FavoriteStar } from './favorite-star';

const titleSuffix = / \| Zaplecze$/;
/** An order's or a product's own page has that record's star; the page star would duplicate it. */
const recordPage = /\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(\/|$)/i;

/** The tab title the page set (`usePageTitle`), followed as pages change it. */
function useDocumentTitle(): string {
  const [title, setTitle] = useState(() => document.title);
  useEffect(() => {
    const update = () => setTitle(document.title);
    const observer = new MutationObserver(update);
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    update();
    return () => observer.disconnect();
  }, []);
  return title;
}

/** The header's star for the page shown: its path and the name in its title. */
export function PageFavoriteStar() {
  const { pathname } = useLocation();
  const title = useDocumentTitle().replace(titleSuffix, '').trim();
  if (recordPage.test(pathname) || !title || title === 'Zaplecze') return null;
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  return <FavoriteStar target={{ kind: 'page', path, label: title.slice(0, 120) }} variant="page" />;
}
