import { exportUrl } from "./api";
import { ConversationList } from "./conversation/ConversationList";
import { InboxFilters } from "./inbox/InboxFilters";
import { InboxSummary } from "./inbox/InboxSummary";
import { inboxHref, isFiltered, readInboxPlace } from "./inbox/inbox-filter";
import { LeadTable } from "./inbox/LeadTable";
import { Pagination } from "./inbox/Pagination";
import { useLeadList, useWeeklyCounts } from "./inbox/use-lead-list";
import { usePage } from "./page";
import { navigate } from "./router";
import { WeeklyChart } from "./WeeklyChart";

/**
 * Issue 7: "every lead (quote, contact, application, consultation) … newest first;
 * filter by type and status, full-text search, pagination; … CSV export of the current
 * filter; a small chart of leads per week by type". The filter lives in the URL, so a
 * reload, the back button and a shared link all keep it.
 */
export function Inbox({ search }: { search: URLSearchParams }) {
  const heading = usePage("Inbox");
  const place = readInboxPlace(search);
  const { filter, page } = place;
  const { list, error, pages } = useLeadList(place);
  const weeks = useWeeklyCounts();
  const filtered = isFiltered(filter);
  const conversationPage = Math.max(1, Number.parseInt(search.get("cpage") ?? "1", 10) || 1);

  return (
    <section aria-labelledby="inbox-heading" className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 id="inbox-heading" ref={heading} tabIndex={-1} className="text-3xl outline-none">
          Inbox
        </h1>
        <a className="btn btn-outline" href={exportUrl(filter)}>
          Export CSV{filtered ? " (this filter)" : ""}
        </a>
      </div>

      {weeks && <WeeklyChart weeks={weeks} />}

      <InboxFilters
        filter={filter}
        filtered={filtered}
        onChange={(changes) => navigate(inboxHref({ ...filter, ...changes }))}
      />

      <InboxSummary list={list} error={error} filtered={filtered} />

      {list && list.leads.length > 0 && <LeadTable leads={list.leads} />}

      {list && pages > 1 && (
        <Pagination page={page} pages={pages} onPage={(next) => navigate(inboxHref(filter, next))} />
      )}

      {/* Issue 13: with the Chat type, the conversations themselves, with or without a lead. */}
      {filter.type === "chat" && (
        <ConversationList
          q={filter.q}
          page={conversationPage}
          onPage={(next) => navigate(inboxHref(filter, page, next))}
        />
      )}
    </section>
  );
}
