/** "24 July 2025" for "2025-07-24": how every page shows a content date (a post's, a job's posting). */
export function displayDate(isoDate: string): string {
  return new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${isoDate}T00:00:00Z`));
}
