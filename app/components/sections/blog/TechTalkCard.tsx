import type { Image } from "../../../content/schema";
import { ContentImage } from "../../ui/ContentImage";
import { Icon } from "../../ui/Icon";

export type TechTalkCardData = {
  title: string;
  speaker: string;
  speakerTitle: string;
  description: string;
  thumbnail: Image;
  url: string;
};

/**
 * SPEC §2 Blog: "TechTalks lists 1 video card that opens a video site in a new tab."
 * The thumbnail is self-hosted (PRODUCT-DECISIONS 6); nothing loads from the video site.
 */
export function TechTalkCard({ talk, watchLabel }: { talk: TechTalkCardData; watchLabel: string }) {
  return (
    <article className="card group relative grid overflow-hidden md:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)]">
      <div className="relative bg-navy-900">
        <ContentImage image={talk.thumbnail} className="aspect-video h-full w-full object-cover" />
        <span
          aria-hidden="true"
          className="absolute inset-0 m-auto inline-flex size-16 items-center justify-center rounded-full bg-white/95 text-accent-ink shadow-lg transition-transform duration-200 ease-out group-hover:scale-110"
        >
          <Icon name="play" size={36} />
        </span>
      </div>
      <div className="flex flex-col p-6 md:p-8">
        <p className="eyebrow">TechTalk</p>
        <h2 className="mt-2 text-2xl">{talk.title}</h2>
        <p className="mt-2 text-sm font-semibold text-ink">
          {talk.speaker}, <span className="font-normal text-muted">{talk.speakerTitle}</span>
        </p>
        <p className="mt-4">{talk.description}</p>
        <a
          href={talk.url}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${watchLabel}: ${talk.title} (opens in a new tab)`}
          className="btn btn-primary mt-6 self-start after:absolute after:inset-0 after:content-['']"
        >
          {watchLabel}
          <Icon name="external" size={16} />
        </a>
      </div>
    </article>
  );
}
