import { FORM_LABELS, type InsightsForm } from "../insights/events";
import type { InsightsReport, InsightsTable } from "../schemas/insights-report";
import { insightsCsvUrl } from "./api";
import { formatWeek as formatDay } from "./format";
import { DailyChart } from "./insights/DailyChart";
import { type Column, DataTable } from "./insights/DataTable";
import { insightsHref, rangeQuery, readRange } from "./insights/insights-range";
import { RangePicker } from "./insights/RangePicker";
import { useInsights } from "./insights/use-insights";
import { usePage } from "./page";
import { navigate } from "./router";

const number = new Intl.NumberFormat("en-GB");
const decimal = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 2 });
const percent = new Intl.NumberFormat("en-GB", { style: "percent", maximumFractionDigits: 1 });
const rate = (part: number, whole: number) => (whole === 0 ? "—" : percent.format(part / whole));

type Funnel = InsightsReport["funnels"][number];

const countColumns = <Row extends { count: number; visitors: number }>(countLabel: string): Column<Row>[] => [
  { header: countLabel, cell: (row) => number.format(row.count), numeric: true },
  { header: "Visitors", cell: (row) => number.format(row.visitors), numeric: true },
];

/**
 * Issue 14's Insights screen: for a range, visitors, page views, views per visit and
 * bounce rate; page views per day; top pages, referrers, campaigns and devices; each
 * form's funnel; leads per source and landing page. Every table has its CSV.
 */
export function Insights({ search }: { search: URLSearchParams }) {
  const heading = usePage("Insights");
  const range = readRange(search);
  const { report, error, loading } = useInsights(range);
  const query = rangeQuery(range);
  const csv = (table: InsightsTable) => insightsCsvUrl(table, query);

  return (
    <section aria-labelledby="insights-heading" className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 id="insights-heading" ref={heading} tabIndex={-1} className="text-3xl outline-none">
          Insights
        </h1>
        <p className="text-sm text-muted">Counted on this site without cookies; days are UTC.</p>
      </div>

      <RangePicker
        range={range}
        shown={report?.range ?? null}
        onCustom={(custom) => navigate(insightsHref(custom))}
      />

      <div aria-live="polite" aria-atomic="true">
        {error ? (
          <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-800">
            {error}
          </p>
        ) : report ? (
          <p className="text-muted">
            {loading ? "Updating… " : ""}
            {formatDay(report.range.from)} – {formatDay(report.range.to)} ({report.daily.length} days)
          </p>
        ) : (
          <p className="text-muted">Loading insights…</p>
        )}
      </div>

      {report && (
        <>
          <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
            {[
              ["Visitors", number.format(report.totals.visitors)],
              ["Page views", number.format(report.totals.views)],
              ["Views per visit", decimal.format(report.totals.viewsPerVisit)],
              ["Bounce rate", report.totals.visits === 0 ? "—" : percent.format(report.totals.bounceRate)],
            ].map(([label, value]) => (
              <div key={label} className="panel p-4">
                <dt className="text-sm font-semibold text-muted">{label}</dt>
                <dd className="mt-1 text-2xl font-bold text-ink tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>

          <DailyChart days={report.daily} csvHref={csv("daily")} />

          <div className="grid gap-6 lg:grid-cols-2">
            <DataTable
              title="Top pages"
              columns={[{ header: "Page", cell: (row) => row.path }, ...countColumns("Views")]}
              rows={report.pages}
              rowKey={(row) => row.path}
              csvHref={csv("pages")}
            />
            <DataTable
              title="Top referrers"
              description="Where visits came from (the referring site's host)."
              columns={[{ header: "Referrer", cell: (row) => row.host }, ...countColumns("Visits")]}
              rows={report.referrers}
              rowKey={(row) => row.host}
              csvHref={csv("referrers")}
            />
            <DataTable
              title="UTM campaigns"
              columns={[
                { header: "Campaign", cell: (row) => row.campaign || "—" },
                { header: "Source", cell: (row) => row.source || "—" },
                { header: "Medium", cell: (row) => row.medium || "—" },
                ...countColumns("Visits"),
              ]}
              rows={report.campaigns}
              rowKey={(row) => `${row.source}|${row.medium}|${row.campaign}`}
              csvHref={csv("campaigns")}
            />
            <DataTable
              title="Devices"
              columns={[
                { header: "Device", cell: (row) => row.device[0]?.toUpperCase() + row.device.slice(1) },
                ...countColumns("Views"),
                {
                  header: "Share",
                  cell: (row) => rate(row.count, report.totals.views),
                  numeric: true,
                },
              ]}
              rows={report.devices}
              rowKey={(row) => row.device}
              csvHref={csv("devices")}
            />
          </div>

          <DataTable<Funnel>
            title="Form funnels"
            description="Viewed (on screen) → started (first input) → submitted, and failed (the failure message shown). Rates are of the views."
            columns={[
              { header: "Form", cell: (row) => FORM_LABELS[row.form as InsightsForm] ?? row.form },
              { header: "Viewed", cell: (row) => number.format(row.viewed), numeric: true },
              { header: "Started", cell: (row) => number.format(row.started), numeric: true },
              { header: "Started %", cell: (row) => rate(row.started, row.viewed), numeric: true },
              { header: "Submitted", cell: (row) => number.format(row.submitted), numeric: true },
              { header: "Submitted %", cell: (row) => rate(row.submitted, row.viewed), numeric: true },
              { header: "Failed", cell: (row) => number.format(row.failed), numeric: true },
            ]}
            rows={report.funnels}
            rowKey={(row) => row.form}
            csvHref={csv("funnels")}
          />

          <div className="grid gap-6 lg:grid-cols-3">
            <DataTable
              title="Support chat"
              columns={[
                { header: "Step", cell: (row) => row.step },
                { header: "Count", cell: (row) => number.format(row.count), numeric: true },
                { header: "Of opened", cell: (row) => rate(row.count, report.chat.opened), numeric: true },
              ]}
              rows={[
                { step: "Chat opened", count: report.chat.opened },
                { step: "First question asked", count: report.chat.question },
                { step: "Lead captured", count: report.chat.lead },
              ]}
              rowKey={(row) => row.step}
              csvHref={csv("chat")}
            />
            <DataTable
              title="Leads per source"
              description="The referring site or utm_source of the visit each lead came from."
              columns={[
                { header: "Source", cell: (row) => row.source },
                { header: "Leads", cell: (row) => number.format(row.leads), numeric: true },
              ]}
              rows={report.leadsBySource}
              rowKey={(row) => row.source}
              csvHref={csv("leads-by-source")}
              empty="No leads in this range."
            />
            <DataTable
              title="Leads per landing page"
              description="The first page of the visit each lead came from."
              columns={[
                { header: "Landing page", cell: (row) => row.page },
                { header: "Leads", cell: (row) => number.format(row.leads), numeric: true },
              ]}
              rows={report.leadsByLandingPage}
              rowKey={(row) => row.page}
              csvHref={csv("leads-by-landing-page")}
              empty="No leads in this range."
            />
          </div>
        </>
      )}
    </section>
  );
}
