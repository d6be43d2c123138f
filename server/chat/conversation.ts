/** A chat turn as the widget sends it (SPEC 7: history items of text and sender). */
export type ChatSender = "user" | "ai";
export type HistoryItem = { text: string; sender: ChatSender };
export type AnswerInput = { message: string; history: readonly HistoryItem[] };

/** The text of the last item one side sent ("ai": the last reply; "user": the last question). */
export const lastText = (history: readonly HistoryItem[], sender: ChatSender): string | undefined =>
  history.filter((item) => item.sender === sender).at(-1)?.text;
