import { splitTechnologyName } from "./hero-title";

/**
 * SPEC §2 Technologies: "A hero with the name (first word plain, the rest highlighted; if the
 * name is one word, the subtitle is highlighted), the subtitle and the detailed description".
 */
export function TechnologyHeroTitle({ name, subtitle }: { name: string; subtitle: string }) {
  const split = splitTechnologyName(name);
  return (
    <>
      <h1 className="mt-3 max-w-4xl text-4xl text-white md:text-6xl">
        {split.kind === "split" ? (
          <>
            {split.plain} <span className="text-gradient">{split.highlighted}</span>
          </>
        ) : (
          split.plain
        )}
      </h1>
      <p
        data-testid="technology-subtitle"
        className={`mt-4 max-w-3xl text-2xl font-semibold md:text-3xl ${
          split.kind === "single" ? "text-gradient" : "text-white"
        }`}
      >
        {subtitle}
      </p>
    </>
  );
}
