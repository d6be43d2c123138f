import type { Claim } from "../../content/schema";

/**
 * The stat block (docs/product.md, design direction): the company claims (SPEC §1 "since
 * 2020, 150+ clients, 500+ projects, 95% retention") as a description list.
 */
export function StatBlock({
  claims,
  tone = "light",
  className = "",
}: {
  claims: readonly Claim[];
  tone?: "light" | "dark";
  className?: string;
}) {
  const dark = tone === "dark";
  return (
    <dl className={`grid grid-cols-2 gap-x-6 gap-y-8 md:grid-cols-4 ${className}`}>
      {claims.map((claim) => (
        <div key={claim.label} className="flex flex-col-reverse gap-1">
          <dt className={`text-[0.9375rem] ${dark ? "text-white/75" : "text-muted"}`}>{claim.label}</dt>
          <dd
            className={`text-4xl font-extrabold tracking-tight md:text-5xl ${dark ? "text-gradient" : "text-gradient-ink"}`}
          >
            {claim.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
