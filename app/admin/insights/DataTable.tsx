import type { ReactNode } from "react";

export type Column<Row> = {
  header: string;
  cell: (row: Row) => ReactNode;
  numeric?: boolean;
};

/**
 * One Insights table: a captioned panel with its CSV link and an empty state. The
 * first column heads each row for screen readers.
 */
export function DataTable<Row>({
  title,
  description,
  columns,
  rows,
  rowKey,
  csvHref,
  empty = "Nothing counted in this range.",
}: {
  title: string;
  description?: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  csvHref: string;
  empty?: string;
}) {
  const id = `insights-${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="panel flex min-w-0 flex-col p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id} className="text-lg font-bold text-ink">
          {title}
        </h2>
        <a className="link text-sm font-semibold" href={csvHref} download>
          CSV<span className="sr-only"> of {title.toLowerCase()}</span>
        </a>
      </div>
      {description && <p className="mt-1 text-sm text-muted">{description}</p>}
      {rows.length === 0 ? (
        <p className="mt-3 text-muted">{empty}</p>
      ) : (
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr className="border-b border-line text-muted">
                {columns.map((column) => (
                  <th
                    key={column.header}
                    scope="col"
                    className={`py-2 pr-3 font-semibold ${column.numeric ? "text-right" : ""}`}
                  >
                    {column.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={rowKey(row)} className="border-b border-line/60 last:border-0">
                  {columns.map((column, index) =>
                    index === 0 ? (
                      <th
                        key={column.header}
                        scope="row"
                        className="max-w-[18rem] break-words py-1.5 pr-3 font-normal"
                      >
                        {column.cell(row)}
                      </th>
                    ) : (
                      <td
                        key={column.header}
                        className={`py-1.5 pr-3 ${column.numeric ? "text-right tabular-nums" : ""}`}
                      >
                        {column.cell(row)}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
