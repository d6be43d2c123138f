import { Link } from "react-router";
import type { CtaBandContent } from "../../content/schema";

/** A navy call-to-action band closing a page. */
export function CtaBand({ title, text, button }: CtaBandContent) {
  return (
    <section className="bg-navy-900 text-white">
      <div className="container-page flex flex-col items-start gap-6 py-16 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <h2 className="text-3xl text-white">{title}</h2>
          <p className="mt-3 text-white/80">{text}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link to={button.href} className="btn btn-primary">
            {button.label}
          </Link>
        </div>
      </div>
    </section>
  );
}
