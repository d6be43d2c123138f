import type { ReactNode } from "react";
import { Link } from "react-router";

/** A navy call-to-action band closing a page. */
export function CtaBand({
  title,
  text,
  actionLabel,
  to,
  children,
}: {
  title: ReactNode;
  text?: ReactNode;
  actionLabel?: string;
  to?: string;
  children?: ReactNode;
}) {
  return (
    <section className="bg-navy-900 text-white">
      <div className="container-page flex flex-col items-start gap-6 py-16 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <h2 className="text-3xl text-white">{title}</h2>
          {text ? <p className="mt-3 text-white/80">{text}</p> : null}
        </div>
        <div className="flex flex-wrap gap-3">
          {to && actionLabel ? (
            <Link to={to} className="btn btn-primary">
              {actionLabel}
            </Link>
          ) : null}
          {children}
        </div>
      </div>
    </section>
  );
}
