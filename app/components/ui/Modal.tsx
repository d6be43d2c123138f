import { type ReactNode, type RefObject, useEffect, useId, useRef } from "react";
import { Icon } from "./Icon";

/** The two looks of a modal: a white panel (forms) and a dark frame around a player (video). */
const looks = {
  panel: {
    dialog:
      "m-auto max-h-[calc(100dvh-1.5rem)] w-[calc(100%-1.5rem)] max-w-xl overflow-y-auto overscroll-contain rounded-2xl bg-white p-0 text-body shadow-[0_24px_64px_-16px_rgb(7_11_20/0.55)] transition duration-200 ease-out backdrop:bg-navy-950/75 backdrop:backdrop-blur-sm starting:open:translate-y-3 starting:open:opacity-0",
    frame: "p-6 sm:p-8",
    header: "flex items-start justify-between gap-4",
    title: "text-2xl sm:text-[1.75rem]",
    close:
      "-mt-1.5 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-muted transition-colors hover:bg-surface hover:text-ink",
    body: "mt-6",
  },
  media: {
    dialog:
      "m-auto w-[min(calc(100vw-1.5rem),64rem)] max-w-none overflow-visible bg-transparent p-0 text-white backdrop:bg-navy-950/85 backdrop:backdrop-blur-sm",
    frame: "rounded-2xl bg-navy-900 p-3 shadow-2xl md:p-4",
    header: "flex items-center justify-between gap-4 pb-3 pl-1",
    title: "text-base text-white md:text-lg",
    close:
      "inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-white/25 text-white hover:border-accent-cyan",
    body: null,
  },
} as const;

/**
 * An accessible modal dialog on the native <dialog> with showModal(): the browser puts it
 * in the top layer, makes the rest of the page inert (focus stays inside) and announces
 * it as a modal dialog named by its heading. Escape, the close button and a click on the
 * backdrop close it; focus returns to the element that opened it; the page behind it
 * does not scroll while it is open.
 *
 * The element stays mounted while closed, so whatever a visitor typed survives closing
 * and reopening. Put `data-autofocus` on the control that should get focus on open
 * (by default the browser focuses the first focusable element).
 */
export function Modal({
  open,
  onClose,
  title,
  description,
  look = "panel",
  closeLabel = "Close",
  returnFocusRef,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  look?: keyof typeof looks;
  /** Accessible name of the close button. */
  closeLabel?: string;
  /** Where focus goes on close; by default the element that had focus when it opened. */
  returnFocusRef?: RefObject<HTMLElement | null>;
  children: ReactNode;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const pressedOnBackdrop = useRef(false);
  const titleId = useId();
  const descriptionId = useId();
  const classes = looks[look];

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    dialog.querySelector<HTMLElement>("[data-autofocus]")?.focus();
    const unlockScroll = lockPageScroll();
    return () => {
      unlockScroll();
      if (dialog.open) dialog.close();
      const target = returnFocusRef?.current ?? opener;
      if (target?.isConnected) target.focus();
    };
  }, [open, returnFocusRef]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click is a pointer shortcut; Escape and the close button are the keyboard ways out.
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      className={classes.dialog}
      onCancel={(event) => {
        // Escape: let React state decide, so the dialog and its state never disagree.
        event.preventDefault();
        onClose();
      }}
      onClose={() => {
        if (open) onClose();
      }}
      onMouseDown={(event) => {
        pressedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        // A click on the ::backdrop targets the <dialog> itself; the content fills the box.
        if (event.target === event.currentTarget && pressedOnBackdrop.current) onClose();
      }}
    >
      <div className={classes.frame}>
        <div className={classes.header}>
          <div>
            <h2 id={titleId} className={classes.title}>
              {title}
            </h2>
            {description ? (
              <p id={descriptionId} className="mt-2 text-[0.9875rem] text-muted">
                {description}
              </p>
            ) : null}
          </div>
          <button type="button" onClick={onClose} aria-label={closeLabel} className={classes.close}>
            <Icon name="close" size={20} />
          </button>
        </div>
        {classes.body === null ? children : <div className={classes.body}>{children}</div>}
      </div>
    </dialog>
  );
}

/** Stops the page behind a modal from scrolling, without the layout jumping by a scrollbar's width. */
function lockPageScroll(): () => void {
  const root = document.documentElement;
  const scrollbarWidth = window.innerWidth - root.clientWidth;
  const previous = { overflow: root.style.overflow, paddingRight: root.style.paddingRight };
  root.style.overflow = "hidden";
  if (scrollbarWidth > 0) root.style.paddingRight = `${scrollbarWidth}px`;
  return () => {
    root.style.overflow = previous.overflow;
    root.style.paddingRight = previous.paddingRight;
  };
}
