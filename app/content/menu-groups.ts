import type { SlugGroup } from "./schema.ts";

/**
 * The header dropdown's groups of a collection, from each item's `menuGroup`: groups in
 * the order their first item appears, items in collection order. Items without a group
 * are left out of the dropdown (their pages exist all the same).
 */
export function menuGroups<Item extends { menuGroup?: string | undefined }>(
  items: readonly Item[],
  slugOf: (item: Item) => string,
): SlugGroup[] {
  const groups: SlugGroup[] = [];
  for (const item of items) {
    if (!item.menuGroup) continue;
    const group = groups.find((candidate) => candidate.title === item.menuGroup);
    if (group) group.slugs.push(slugOf(item));
    else groups.push({ title: item.menuGroup, slugs: [slugOf(item)] });
  }
  return groups;
}
