import { type ComponentType, useCallback, useEffect, useId, useRef, useState } from "react";
import type { ChatPanelProps } from "../../chat/ChatPanel";
import { chatLauncherCopy } from "../../content/chat-launcher";
import { track } from "../../insights/track";
import { OPEN_CHAT_EVENT, PRELOAD_CHAT_EVENT } from "./chat-events";

/**
 * The floating support chat on every page (SPEC §2). Only the launcher button is part of the
 * page; the window's code (app/chat/ChatPanel) is a separate chunk fetched when the visitor shows
 * they may open it: a pointer over the launcher (or the FAQ's chat button), focus on it, or the
 * visitor's first press anywhere on the page (on a phone, the start of the first scroll), so a
 * visitor who only reads never loads it (issue 31). Opening the chat (the launcher, or openChat() from anywhere) fetches it at once if
 * it is not there yet; the launcher shows it is busy meanwhile.
 */

type Panel = ComponentType<ChatPanelProps>;

/** sessionStorage flag: the window was open, so it reopens after a reload within the tab. */
const OPEN_KEY = "meridian:chat:open";

let panelPromise: Promise<Panel> | undefined;

function loadPanel(): Promise<Panel> {
  panelPromise ??= import("../../chat/ChatPanel").then((module) => module.default);
  // A failed fetch (offline) may be retried by the next attempt to open.
  panelPromise.catch(() => {
    panelPromise = undefined;
  });
  return panelPromise;
}

function readOpenFlag(): boolean {
  try {
    return window.sessionStorage.getItem(OPEN_KEY) === "1";
  } catch {
    return false;
  }
}

function writeOpenFlag(open: boolean) {
  try {
    if (open) window.sessionStorage.setItem(OPEN_KEY, "1");
    else window.sessionStorage.removeItem(OPEN_KEY);
  } catch {
    // Storage blocked: the window simply won't reopen after a reload.
  }
}

export function ChatWidgetMount() {
  const panelId = useId();
  const launcherRef = useRef<HTMLButtonElement>(null);
  const [Panel, setPanel] = useState<Panel | null>(null);
  const [open, setOpen] = useState(false);
  const [focusOnOpen, setFocusOnOpen] = useState(false);

  const ensurePanel = useCallback(() => {
    loadPanel().then(
      (loaded) => setPanel(() => loaded),
      () => {},
    );
  }, []);

  /** Where focus goes back to on close: the control that opened the window (launcher, FAQ button…). */
  const returnFocusRef = useRef<HTMLElement | null>(null);

  const show = useCallback(
    (byVisitor: boolean) => {
      if (byVisitor) {
        const active = document.activeElement;
        returnFocusRef.current = active instanceof HTMLElement && active !== document.body ? active : null;
      }
      // Issue 14: "chat opened" counts the visitor's own opening, not a reopen after a reload.
      if (byVisitor) track("chat_opened");
      setFocusOnOpen(byVisitor);
      setOpen(true);
      writeOpenFlag(true);
      ensurePanel();
    },
    [ensurePanel],
  );

  const hide = useCallback((options: { restoreFocus?: boolean } = {}) => {
    setOpen(false);
    writeOpenFlag(false);
    if (options.restoreFocus === false) return;
    const opener = returnFocusRef.current;
    returnFocusRef.current = null;
    // The opener if it is still on the page and outside the window, else the launcher.
    if (opener?.isConnected && !opener.closest('[role="dialog"]')) opener.focus();
    else launcherRef.current?.focus();
  }, []);

  // A chat button elsewhere on the page (the FAQ's) asks for the code when the visitor points at it.
  // On a touch screen there is no pointer to hover with, and a tap that only then fetched the code
  // would wait for it (about 0.2 s more on Lighthouse's mobile profile, docs/PERFORMANCE.md): there,
  // the visitor's first touch anywhere (the start of a scroll, usually) fetches it.
  useEffect(() => {
    const onFirstPress = () => ensurePanel();
    window.addEventListener(PRELOAD_CHAT_EVENT, ensurePanel);
    window.addEventListener("pointerdown", onFirstPress, { capture: true, once: true, passive: true });
    return () => {
      window.removeEventListener(PRELOAD_CHAT_EVENT, ensurePanel);
      window.removeEventListener("pointerdown", onFirstPress, { capture: true });
    };
  }, [ensurePanel]);

  // A conversation left open stays open after a reload within the tab (without taking focus).
  useEffect(() => {
    if (readOpenFlag()) show(false);
  }, [show]);

  // openChat() from anywhere on the site opens the window, loading it first if needed.
  useEffect(() => {
    const onOpenChat = () => show(true);
    window.addEventListener(OPEN_CHAT_EVENT, onOpenChat);
    return () => window.removeEventListener(OPEN_CHAT_EVENT, onOpenChat);
  }, [show]);

  const rendered = Panel !== null;

  return (
    <aside id="chat-widget-root" aria-label={chatLauncherCopy.regionLabel}>
      <button
        ref={launcherRef}
        type="button"
        aria-label={chatLauncherCopy.launcherLabel}
        aria-expanded={open && rendered}
        aria-controls={rendered ? panelId : undefined}
        // Opened before the window's code has arrived: the launcher shows it is on its way
        // (issue 31), as it does when tapped before the page has hydrated.
        aria-busy={open && !rendered ? true : undefined}
        onClick={() => (open ? hide() : show(true))}
        onPointerEnter={ensurePanel}
        onPointerDown={ensurePanel}
        onFocus={ensurePanel}
        className="fixed right-4 bottom-4 z-[55] inline-flex size-14 items-center justify-center rounded-full aria-busy:cursor-progress aria-busy:opacity-75 bg-[linear-gradient(135deg,#0e7490,#6d28d9)] text-white shadow-[0_10px_30px_-8px_rgb(109_40_217/0.6)] transition-transform duration-150 ease-out hover:-translate-y-0.5 motion-reduce:transition-none menu:right-6 menu:bottom-6"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          {open && rendered ? (
            <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
          ) : (
            <path d="M4 5h16v11H9l-5 4V5ZM8 9.5h8M8 12.5h5" strokeLinejoin="round" strokeLinecap="round" />
          )}
        </svg>
      </button>
      {Panel && <Panel id={panelId} open={open} focusOnOpen={focusOnOpen} onClose={hide} />}
    </aside>
  );
}
