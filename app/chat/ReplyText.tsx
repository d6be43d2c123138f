import { Fragment } from "react";
import { Link } from "react-router";
import { openQuoteForm } from "../forms/quote/quote-events";
import { type Inline, parseReply } from "./reply-format";

type ReplyTextProps = {
  text: string;
  /** Called before the widget leaves the page's context (an internal link, the quote form). */
  onLeave?: (target: "page" | "quote") => void;
};

const linkClass =
  "font-medium text-accent-ink underline decoration-1 underline-offset-2 hover:decoration-2 rounded-sm";

function InlineContent({ pieces, onLeave }: { pieces: Inline[]; onLeave: ReplyTextProps["onLeave"] }) {
  return pieces.map((piece, index) => {
    if (piece.type === "text") return <Fragment key={index}>{piece.text}</Fragment>;
    switch (piece.kind) {
      case "internal":
        // Client-side navigation: the conversation stays open and alive.
        return (
          <Link key={index} to={piece.href} className={linkClass} onClick={() => onLeave?.("page")}>
            {piece.text}
          </Link>
        );
      case "quote":
        return (
          <button
            key={index}
            type="button"
            className={`${linkClass} inline p-0 text-left`}
            onClick={() => {
              onLeave?.("quote");
              openQuoteForm();
            }}
          >
            {piece.text}
          </button>
        );
      case "external":
        return (
          <a key={index} href={piece.href} className={linkClass} target="_blank" rel="noopener noreferrer">
            {piece.text}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        );
      default:
        return (
          <a key={index} href={piece.href} className={linkClass}>
            {piece.text}
          </a>
        );
    }
  });
}

/** A reply as paragraphs, lists and real links; server text is never inserted as HTML. */
export function ReplyText({ text, onLeave }: ReplyTextProps) {
  return (
    <div className="space-y-2">
      {parseReply(text).map((block, index) =>
        block.type === "paragraph" ? (
          <p key={index}>
            <InlineContent pieces={block.content} onLeave={onLeave} />
          </p>
        ) : (
          <ul key={index} className="list-disc space-y-1 pl-5">
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>
                <InlineContent pieces={item} onLeave={onLeave} />
              </li>
            ))}
          </ul>
        ),
      )}
    </div>
  );
}
