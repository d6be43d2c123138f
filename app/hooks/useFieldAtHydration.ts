import { type RefObject, useEffect, useRef } from "react";

/**
 * Issue 31: a search box or filter that the visitor typed into or changed before the page
 * hydrated keeps what they typed, but React does not replay those changes into its state.
 * Once hydrated, the field's own value is adopted if it differs from what was prerendered;
 * otherwise the URL's parameter of the field's name, because the search boxes are plain GET
 * forms that submit `?q=…` before the scripts run. `adopt` is called once, only for a value
 * that differs from `prerendered` (and, for a select, only for one of its options).
 */
export function useFieldAtHydration<Field extends HTMLInputElement | HTMLSelectElement>(
  prerendered: string,
  adopt: (value: string) => void,
): RefObject<Field | null> {
  const field = useRef<Field>(null);
  const latestAdopt = useRef(adopt);
  latestAdopt.current = adopt;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at hydration; `prerendered` is what the HTML had.
  useEffect(() => {
    const element = field.current;
    if (!element) return;
    const fromUrl = element.name ? new URLSearchParams(window.location.search).get(element.name) : null;
    const value = element.value !== prerendered ? element.value : (fromUrl ?? prerendered);
    if (value === prerendered) return;
    if (
      element instanceof HTMLSelectElement &&
      ![...element.options].some((option) => option.value === value)
    ) {
      return;
    }
    latestAdopt.current(value);
  }, []);
  return field;
}
