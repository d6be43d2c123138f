import { type LeadQuery, queryString } from "../api";

/** The inbox's filter and page, read from the URL so a reload, Back and a shared link keep them. */
export type InboxPlace = { filter: Required<Pick<LeadQuery, "type" | "status" | "q">>; page: number };

export function readInboxPlace(search: URLSearchParams): InboxPlace {
  return {
    filter: { type: search.get("type") ?? "", status: search.get("status") ?? "", q: search.get("q") ?? "" },
    page: Math.max(1, Number.parseInt(search.get("page") ?? "1", 10) || 1),
  };
}

/** The inbox URL for a filter and page (and page of conversations); first pages have no parameter. */
export function inboxHref(filter: LeadQuery, page = 1, conversationPage = 1): string {
  return `/admin${queryString({
    ...filter,
    page: page > 1 ? page : undefined,
    cpage: conversationPage > 1 ? conversationPage : undefined,
  })}`;
}

export function isFiltered(filter: InboxPlace["filter"]): boolean {
  return filter.type !== "" || filter.status !== "" || filter.q !== "";
}
