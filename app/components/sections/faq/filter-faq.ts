/**
 * SPEC §5: "FAQ search is a case-insensitive substring match on the question within the
 * selected category."
 */
export type FilterableFaq = { question: string; category: string };

export function filterFaq<T extends FilterableFaq>(
  items: readonly T[],
  category: string,
  query: string,
): T[] {
  const needle = query.trim().toLocaleLowerCase("en-GB");
  return items.filter(
    (item) =>
      item.category === category &&
      (needle === "" || item.question.toLocaleLowerCase("en-GB").includes(needle)),
  );
}
