/**
 * Kept for screens that still pass it: the small-screen variant of a page is no longer marked (a
 * "Mobile view" tag told agents nothing they could act on), so this renders nothing.
 */
export function MobileViewTag(_props: { mobile: boolean }) {
  return null;
}

/** A page's title (test id `page-title`); the small-screen variant reads the same. */
export function PageTitle({ title }: { title: string; mobile?: boolean }) {
  return <span data-testid="page-title">{title}</span>;
}
