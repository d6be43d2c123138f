/** A chat turn as the widget sends it (SPEC 7: history items of text and sender). */
export type ChatSender = "user" | "ai";
export type HistoryItem = { text: string; sender: ChatSender };
export type AnswerInput = { message: string; history: readonly HistoryItem[] };
