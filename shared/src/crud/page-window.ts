/**
 * The page numbers a pager offers: all of them up to seven pages, else the first, the last and two
 * either side of `page`, with a gap where numbers are left out (a gap never stands for a single page).
 */
export function pageWindow(page: number, pages: number): (number | 'gap')[] {
  if (pages <= 7) return Array.from({ length: pages }, (_, index) => index + 1);
  let from = Math.max(2, Math.min(page - 2, pages - 5));
  let to = Math.min(pages - 1, Math.max(page + 2, 6));
  if (from === 3) from = 2;
  if (to === pages - 2) to = pages - 1;
  const middle = Array.from({ length: to - from + 1 }, (_, index) => from + index);
  return [1, ...(from > 2 ? ['gap' as const] : []), ...middle, ...(to < pages - 1 ? ['gap' as const] : []), pages];
}
