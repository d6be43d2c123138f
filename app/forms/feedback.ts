import type { FormFeedback } from "../components/ui/FormStatus";
import { type SubmitState, uploadPercent } from "./submission";

/** What the form's status area shows for a state of the submit machine. */
export function feedbackFor(state: SubmitState, uploadLabel: string): FormFeedback {
  switch (state.status) {
    case "success":
      return { kind: "success", message: state.message };
    case "error":
      return { kind: "error", message: state.message };
    case "submitting":
      return state.upload
        ? { kind: "uploading", label: uploadLabel, percent: uploadPercent(state.upload) }
        : { kind: "none" };
    default:
      return { kind: "none" };
  }
}
