import { useEffect, useState } from "react";
import type { InsightsReport } from "../../schemas/insights-report";
import { api, failureMessage } from "../api";
import { type InsightsRange, rangeQuery } from "./insights-range";

/** The report for the range in the URL; the previous one stays on screen while the next loads. */
export function useInsights(range: InsightsRange) {
  const [report, setReport] = useState<InsightsReport | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const key = JSON.stringify(rangeQuery(range));

  useEffect(() => {
    let cancelled = false;
    setLoading(true);
    api.insights(JSON.parse(key) as Record<string, string>).then(
      (next) => {
        if (cancelled) return;
        setReport(next);
        setError(null);
        setLoading(false);
      },
      (failure: unknown) => {
        if (cancelled) return;
        setError(failureMessage(failure, "The insights could not be loaded. Please try again."));
        setLoading(false);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [key]);

  return { report, error, loading };
}
