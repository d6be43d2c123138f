import type { Expert } from "../../../content/schema";
import { Carousel } from "../../ui/Carousel";
import { ContentImage } from "../../ui/ContentImage";

/**
 * The experts carousel of Home (section 7) and the About page's slider (SPEC §4 "Expert
 * carousel and About slider"): advances every 5 s, pauses while hovered, wraps, arrows
 * hidden at 1100 px and below, dots; the slide area is 480 px high (SPEC §9).
 */
export function ExpertsCarousel({ experts, label }: { experts: Expert[]; label: string }) {
  return (
    <Carousel
      label={label}
      className="mt-8"
      arrows="wide"
      viewportClassName="h-[480px]"
      slides={experts.map((expert) => <ExpertSlide key={expert.name} expert={expert} />)}
    />
  );
}

function ExpertSlide({ expert }: { expert: Expert }) {
  return (
    <article className="card flex h-full flex-col items-center overflow-hidden p-6 text-center wide:flex-row wide:items-stretch wide:gap-10 wide:p-0 wide:text-left">
      <div className="relative flex shrink-0 items-center justify-center wide:w-[42%] wide:bg-navy-900">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 hidden bg-[radial-gradient(24rem_18rem_at_30%_20%,rgb(34_211_238/0.25),transparent),radial-gradient(24rem_18rem_at_80%_90%,rgb(139_92_246/0.35),transparent)] wide:block"
        />
        <ContentImage
          image={expert.image}
          className="relative size-28 rounded-full shadow-lg md:size-36 wide:size-56"
        />
      </div>
      <div className="flex min-h-0 flex-col justify-center wide:flex-1 wide:py-10 wide:pr-10">
        <h3 className="mt-5 text-2xl wide:mt-0 wide:text-3xl">{expert.name}</h3>
        <p className="mt-1 font-semibold text-accent-teal">{expert.title}</p>
        <p className="mt-4 text-[0.9875rem] md:text-base">{expert.desc}</p>
      </div>
    </article>
  );
}
