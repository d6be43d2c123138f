import { type ReactNode, useEffect, useId, useRef } from "react";

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
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const pressedOnBackdrop = useRef(false);
  const titleId = useId();
  const descriptionId = useId();

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
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click is a pointer shortcut; Escape and the close button are the keyboard ways out.
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      className="m-auto max-h-[calc(100dvh-1.5rem)] w-[calc(100%-1.5rem)] max-w-xl overflow-y-auto overscroll-contain rounded-2xl bg-white p-0 text-body shadow-[0_24px_64px_-16px_rgb(7_11_20/0.55)] transition duration-200 ease-out backdrop:bg-navy-950/75 backdrop:backdrop-blur-sm starting:open:translate-y-3 starting:open:opacity-0"
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
      <div className="p-6 sm:p-8">
        <div className="flex items-start justify-between gap-4">
          <div>
            <h2 id={titleId} className="text-2xl sm:text-[1.75rem]">
              {title}
            </h2>
            {description ? (
              <p id={descriptionId} className="mt-2 text-[0.9875rem] text-muted">
                {description}
              </p>
            ) : null}
          </div>
          <button
            type="button"
            onClick={onClose}
            aria-label="Close"
            className="-mt-1.5 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-muted transition-colors hover:bg-surface hover:text-ink"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            >
              <path d="M6 6l12 12M18 6 6 18" />
            </svg>
          </button>
        </div>
        <div className="mt-6">{children}</div>
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
