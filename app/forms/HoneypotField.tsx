import { useId } from "react";
import { HONEYPOT_FIELD } from "../schemas/anti-abuse";

/**
 * A field people never see or reach (off-screen, aria-hidden, inert, out of the tab
 * order, no autofill) but naive bots fill in; the server then drops the submission
 * silently (docs/decisions/105).
 */
export function HoneypotField() {
  const id = useId();
  return (
    <div
      aria-hidden="true"
      inert
      className="pointer-events-none absolute -left-[10000px] top-0 h-px w-px overflow-hidden"
    >
      <label htmlFor={id}>Leave this field blank</label>
      <input id={id} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
