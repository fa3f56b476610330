import { pageWindow } from '@zaplecze/contract/common/pagination';

export type PageItem = number | 'gap';

/**
 * Page numbers of spec 001 §9: every page when there are 7 or fewer; otherwise the first, the
 * last and the current page with its neighbours, an ellipsis for each skipped run.
 */
export function pageItems(current: number, totalPages: number): PageItem[] {
  const total = Math.max(1, totalPages);
  if (total <= 7) return Array.from({ length: total }, (_, i) => i + 1);
  const shown = [...new Set([1, ...pageWindow(current, total, 3), total])].sort((a, b) => a - b);
  const items: PageItem[] = [];
  shown.forEach((page, index) => {
    const previous = shown[index - 1];
    // A single skipped page is shown itself: an ellipsis would hide no more than the number does.
    if (previous !== undefined && page - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && page - previous > 2) items.push('gap');
    items.push(page);
  });
  return items;
}
