import type { ReactNode } from "react";
import { Link } from "react-router";

/** SPEC §8: an unknown slug or id shows its not-found message in place. */
export function NotFoundMessage({
  title,
  text,
  backTo,
  backLabel,
}: {
  title: string;
  text?: ReactNode;
  backTo?: string;
  backLabel?: string;
}) {
  return (
    <section className="container-page section text-center">
      <h1 className="text-3xl md:text-4xl">{title}</h1>
      {text ? <p className="mx-auto mt-4 max-w-xl">{text}</p> : null}
      {backTo ? (
        <Link className="btn btn-primary mt-8" to={backTo}>
          {backLabel}
        </Link>
      ) : null}
    </section>
  );
}
