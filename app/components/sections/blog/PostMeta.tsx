import { Icon } from "../../ui/Icon";

/** Category, date, read time and author of a post. */
export function PostMeta({
  category,
  date,
  displayDate,
  readTime,
  author,
  tone = "light",
}: {
  category: string;
  date: string;
  displayDate: string;
  readTime: string;
  author?: string;
  tone?: "light" | "dark";
}) {
  const muted = tone === "dark" ? "text-white/80" : "text-muted";
  return (
    <ul className={`flex flex-wrap items-center gap-x-5 gap-y-2 text-sm ${muted}`}>
      <li>
        <span className="sr-only">Category: </span>
        <span
          className={`rounded-full px-3 py-1 font-semibold ${
            tone === "dark" ? "bg-white/10 text-accent-cyan" : "bg-accent-teal/10 text-accent-teal"
          }`}
        >
          {category}
        </span>
      </li>
      <li className="inline-flex items-center gap-1.5">
        <Icon name="calendar" size={16} />
        <span className="sr-only">Published </span>
        <time dateTime={date}>{displayDate}</time>
      </li>
      <li className="inline-flex items-center gap-1.5">
        <Icon name="clock" size={16} />
        {readTime}
      </li>
      {author ? (
        <li className="inline-flex items-center gap-1.5">
          <Icon name="users" size={16} />
          <span className="sr-only">Author: </span>
          {author}
        </li>
      ) : null}
    </ul>
  );
}
