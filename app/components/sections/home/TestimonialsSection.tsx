import type { HomePage, Testimonial } from "../../../content/schema";
import { ContentImage } from "../../ui/ContentImage";
import { hydrateLater } from "../../ui/HydrateLater";
import { SectionHeader } from "../../ui/SectionHeader";

/** Below the fold: the carousel's code loads as it nears the viewport or is touched (issue 31). */
const Carousel = hydrateLater(() => import("../../ui/Carousel").then((module) => module.Carousel));

/** Home section 4: the testimonials carousel of four (SPEC §4 "Testimonial carousel"). */
export function TestimonialsSection({
  section,
  testimonials,
}: {
  section: HomePage["testimonials"];
  testimonials: Testimonial[];
}) {
  return (
    <section
      aria-labelledby="home-testimonials-title"
      className="section relative overflow-hidden bg-navy-900"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(50rem_26rem_at_10%_0%,rgb(34_211_238/0.16),transparent),radial-gradient(40rem_24rem_at_100%_100%,rgb(139_92_246/0.24),transparent)]"
      />
      <div className="container-page relative">
        <SectionHeader id="home-testimonials-title" tone="dark" align="center" {...section.header} />
        <Carousel
          label="Client testimonials"
          tone="dark"
          className="mx-auto mt-10 max-w-4xl"
          slides={testimonials.map((testimonial) => (
            <TestimonialSlide key={testimonial.name} testimonial={testimonial} />
          ))}
        />
      </div>
    </section>
  );
}

function TestimonialSlide({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="flex h-full flex-col rounded-3xl border border-white/10 bg-white/[0.04] p-7 md:p-10">
      <svg
        width="40"
        height="32"
        viewBox="0 0 40 32"
        aria-hidden="true"
        focusable="false"
        className="text-accent-cyan"
      >
        <path
          fill="currentColor"
          d="M0 32V19.2C0 8.5 5.6 2.1 16.8 0l1.8 4.4C12.5 6 9.5 9.7 9.2 15.2H17V32H0Zm22.4 0V19.2C22.4 8.5 28 2.1 39.2 0L41 4.4c-6.1 1.6-9.1 5.3-9.4 10.8h7.8V32H22.4Z"
        />
      </svg>
      <blockquote className="mt-6 flex-1 text-lg leading-relaxed text-white md:text-xl">
        <p>{testimonial.quote}</p>
      </blockquote>
      <figcaption className="mt-8 flex flex-wrap items-center justify-between gap-6">
        <div className="flex items-center gap-4">
          <ContentImage image={testimonial.image} className="size-14 rounded-full" />
          <div>
            <p className="font-semibold text-white">{testimonial.name}</p>
            <p className="text-[0.9375rem] text-white/75">
              {testimonial.title}, {testimonial.company}
            </p>
          </div>
        </div>
        {/* The company is named in the caption next to it. */}
        <ContentImage image={testimonial.logo} alt="" className="h-12 w-auto rounded-xl bg-white px-2" />
      </figcaption>
    </figure>
  );
}
