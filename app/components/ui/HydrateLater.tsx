import { type ComponentType, lazy, Suspense, use, useEffect, useRef, useState } from "react";
import { HYDRATED_ATTRIBUTE, HYDRATES_LATER_ATTRIBUTE } from "../../lib/hydration-marker";

/** The visitor's first touch, click, focus or key inside the part: its code is wanted now. */
const INTERACTIONS = ["pointerdown", "touchstart", "focusin", "keydown"] as const;

/** Half a screen ahead of the viewport: the code has arrived by the time the part is seen. */
const NEAR_VIEWPORT = "50% 0px";

/**
 * A below-the-fold part of a prerendered page whose code is not among the page's first scripts
 * (issue 31: the experts carousel, the home page's contact form). The prerendered HTML shows it
 * from the start, and React leaves that HTML in place while the part's own Suspense boundary
 * waits; its code is requested when the part nears the viewport or the visitor touches, focuses
 * or types in it, and the part hydrates then. Until it has, the bootstrap holds a tap on one of
 * its buttons (HYDRATES_LATER_ATTRIBUTE) and fields keep what was typed, as before the page
 * hydrated. On a client-side navigation the part loads at once.
 */
export function hydrateLater<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  let loading: Promise<ComponentType<Props>> | undefined;
  const loadOnce = () => {
    loading ??= load();
    return loading;
  };
  const Part = lazy(async () => ({ default: await loadOnce() }));

  return function HydratesLater(props: Props) {
    const box = useRef<HTMLDivElement>(null);
    // Only a part that is being hydrated waits; rendered on the server or after a navigation,
    // it renders (and loads) at once.
    const [gate] = useState(() => (isPageHydrating() ? openable() : null));
    const [pending, setPending] = useState(true);

    useEffect(() => {
      const element = box.current;
      if (!gate || !element) return;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) open();
        },
        { rootMargin: NEAR_VIEWPORT },
      );
      function stopWatching() {
        observer.disconnect();
        for (const type of INTERACTIONS) element?.removeEventListener(type, open, { capture: true });
      }
      function open() {
        stopWatching();
        // Code that fails to arrive (a deploy replaced the chunk, the connection dropped) leaves the
        // part as prerendered, its links working, instead of the page's error message.
        const loaded = loadOnce().catch(() => {
          loading = undefined;
          return new Promise<never>(() => {});
        });
        gate?.open(loaded);
      }
      observer.observe(element);
      for (const type of INTERACTIONS) element.addEventListener(type, open, { capture: true, passive: true });
      return stopWatching;
    }, [gate]);

    return (
      <div ref={box} {...{ [HYDRATES_LATER_ATTRIBUTE]: pending ? "" : undefined }}>
        <Suspense fallback={null}>
          {gate && <WaitFor opened={gate.opened} />}
          <Part {...props} />
          <Hydrated done={setPending} />
        </Suspense>
      </div>
    );
  };
}

function isPageHydrating(): boolean {
  return typeof document !== "undefined" && !document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE);
}

type Openable = { opened: Promise<unknown>; open: (loaded: Promise<unknown>) => void };

function openable(): Openable {
  let open: Openable["open"] = () => {};
  const opened = new Promise<unknown>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

/** Suspends the part's boundary, so React keeps its prerendered HTML, until it is opened. */
function WaitFor({ opened }: { opened: Promise<unknown> }) {
  use(opened);
  return null;
}

/** Its effect runs once the part's boundary has hydrated (or rendered). */
function Hydrated({ done }: { done: (pending: boolean) => void }) {
  useEffect(() => done(false), [done]);
  return null;
}
