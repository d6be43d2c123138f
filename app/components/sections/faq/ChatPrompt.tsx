import { openChat, preloadChat } from "../../layout/chat-events";
import { Icon } from "../../ui/Icon";

/** SPEC §2 FAQ: "A chat button." It opens the site's chat widget. */
export function ChatPrompt({
  title,
  text,
  buttonLabel,
}: {
  title: string;
  text: string;
  buttonLabel: string;
}) {
  return (
    <section
      aria-labelledby="faq-chat"
      className="flex flex-col items-start gap-5 rounded-card bg-navy-900 p-8 text-white md:flex-row md:items-center md:justify-between"
    >
      <div className="flex gap-4">
        <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-white/10 text-accent-cyan">
          <Icon name="chat" />
        </span>
        <div>
          <h2 id="faq-chat" className="text-2xl text-white">
            {title}
          </h2>
          <p className="mt-1 text-white/80">{text}</p>
        </div>
      </div>
      <button
        type="button"
        className="btn btn-primary shrink-0"
        onClick={openChat}
        onPointerEnter={preloadChat}
        onPointerDown={preloadChat}
        onFocus={preloadChat}
      >
        {buttonLabel}
      </button>
    </section>
  );
}
