import { Link } from "react-router";
import type { PrivacySection } from "../../../content/schema";
import { Icon } from "../../ui/Icon";

/** One numbered section of the privacy policy; its id is the table of contents' anchor. */
export function PolicySection({ section }: { section: PrivacySection }) {
  return (
    <section id={section.id} aria-labelledby={`${section.id}-title`} className="scroll-mt-24">
      <h2 id={`${section.id}-title`} className="text-2xl md:text-[1.75rem]">
        <span className="text-accent-teal">{section.number}.</span> {section.title}
      </h2>
      <div className="prose-body mt-4">
        {section.body.map((block, index) => {
          if (block.type === "paragraph") return <p key={index}>{block.text}</p>;
          if (block.type === "list")
            return (
              <ul key={index}>
                {block.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            );
          if (block.href.startsWith("/"))
            return (
              <p key={index}>
                <Link to={block.href}>{block.label}</Link>
              </p>
            );
          const external = /^https?:/.test(block.href);
          return (
            <p key={index}>
              <a
                href={block.href}
                className="inline-flex min-h-11 items-center gap-1.5 font-semibold"
                {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
              >
                {block.label}
                {external ? <span className="sr-only"> (opens in a new tab)</span> : null}
                {external ? <Icon name="external" size={16} /> : null}
              </a>
            </p>
          );
        })}
      </div>
    </section>
  );
}
