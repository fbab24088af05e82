/** A page's title (test id `page-title`). */
export function PageTitle({ title }: { title: string }) {
  return <span data-testid="page-title">{title}</span>;
}
