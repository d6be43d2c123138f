/** Previous and next page, with where you are in between. */
export function Pagination({
  page,
  pages,
  onPage,
  label = "Pages",
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** Names the navigation landmark when a screen has more than one list. */
  label?: string;
}) {
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-4">
      <button type="button" className="btn btn-outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous page
      </button>
      <p>
        Page {page} of {pages}
      </p>
      <button
        type="button"
        className="btn btn-outline"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        Next page
      </button>
    </nav>
  );
}
