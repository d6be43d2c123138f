import { useEffect, useState } from "react";
import { api, failureMessage, type LeadList, type WeeklyCounts } from "../api";
import type { InboxPlace } from "./inbox-filter";

export const PAGE_SIZE = 25;

/** One page of leads for the filter; the last page stays on screen while the next loads. */
export function useLeadList({ filter, page }: InboxPlace) {
  const { type, status, q } = filter;
  const [list, setList] = useState<LeadList | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    setError(null);
    api
      .leads({ type, status, q, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE })
      .then((result) => {
        if (!cancelled) setList(result);
      })
      .catch((failure: unknown) => {
        if (!cancelled) setError(failureMessage(failure, "The inbox could not be loaded."));
      });
    return () => {
      cancelled = true;
    };
  }, [type, status, q, page]);

  const pages = list ? Math.max(1, Math.ceil(list.total / PAGE_SIZE)) : 1;
  return { list, error, pages };
}

/** The chart's last 12 weeks; without them the inbox simply shows no chart. */
export function useWeeklyCounts() {
  const [weeks, setWeeks] = useState<WeeklyCounts[] | null>(null);
  useEffect(() => {
    api
      .weekly(12)
      .then((result) => setWeeks(result.weeks))
      .catch(() => setWeeks(null));
  }, []);
  return weeks;
}
