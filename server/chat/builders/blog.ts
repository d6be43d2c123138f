/**
 * Answers about the blog and the TechTalk: the posts (all, how many, the newest, the shorter
 * read), one post's author, date, reading time, category or content, what a person has
 * written, posts on a topic, and the talk's speaker, subject and where to watch it.
 */
import { blogPage, blogPosts, techTalks } from "../../../app/content/index.ts";
import type { BlogPost } from "../../../app/content/schema.ts";
import { termMatches } from "../composer.ts";
import { sentences, terms } from "../text.ts";
import type { Entity } from "../understanding/catalogue.ts";
import { answer, link, listWords, paragraphs } from "./compose.ts";
import { type BuildContext, type Builder, ofType } from "./context.ts";
import { bestInScope, detailTerms } from "./scoped.ts";

const BLOG = link(blogPage.hero.title, "/blog");

export function postOf(entity: Entity): BlogPost | undefined {
  return blogPosts.find((post) => post.slug === entity.key);
}

/** "an 8 min read", "an 11 min read", "a 5 min read". */
const article = (readTime: string) => (/^(8|11|18|8\d)\b/.test(readTime) ? "an" : "a");

export const postLink = (post: BlogPost) => link(post.title, `/blog/${post.slug}`);

const minutes = (post: BlogPost) => Number.parseInt(post.readTime, 10);

/** The posts the question is about: named or carried over; all of them when none is. */
function postsAsked(context: BuildContext): { posts: BlogPost[]; named: boolean } {
  const named = ofType(context, "post").flatMap((entity) => postOf(entity) ?? []);
  return named.length > 0 ? { posts: named, named: true } : { posts: blogPosts, named: false };
}

function postEntities(context: BuildContext, posts: readonly BlogPost[]): Entity[] {
  return posts.flatMap((post) => context.knowledge.entities.byId(`post:${post.slug}`) ?? []);
}

export const blogList: Builder = (context) =>
  answer(
    "blog.list",
    paragraphs(
      `We have ${blogPosts.length} posts on our blog:`,
      blogPosts
        .map(
          (post) =>
            `- ${postLink(post)} by ${post.author}, ${post.authorTitle} (${post.displayDate}, ${post.readTime})`,
        )
        .join("\n"),
      `And a TechTalk video, “${techTalks[0]?.title}”. See ${BLOG}.`,
    ),
    postEntities(context, blogPosts),
  );

export const blogCount: Builder = (context) =>
  answer(
    "blog.count",
    `There are ${blogPosts.length === 2 ? "two" : blogPosts.length} posts on our blog: ${listWords(blogPosts.map(postLink))}. See ${BLOG}.`,
    postEntities(context, blogPosts),
  );

export const blogLatest: Builder = (context) => {
  const latest = [...blogPosts].sort((a, b) => b.date.localeCompare(a.date))[0];
  if (!latest) return undefined;
  return answer(
    "blog.latest",
    `We have ${blogPosts.length} posts on our ${BLOG}; the newest is ${postLink(latest)} by ${latest.author}, published on ${latest.displayDate} (${latest.readTime}).`,
    postEntities(context, [latest]),
  );
};

export const blogShortest: Builder = (context) => {
  const sorted = [...blogPosts].sort((a, b) => minutes(a) - minutes(b));
  const shortest = sorted[0];
  if (!shortest) return undefined;
  return answer(
    "blog.shortest",
    `${postLink(shortest)} is the shorter read (${shortest.readTime}); ${sorted
      .slice(1)
      .map(
        (post) => `${postLink(post)} is ${article(post.readTime)} ${post.readTime.replace(" read", "")} read`,
      )
      .join(", ")}.`,
    postEntities(context, [shortest]),
  );
};

function perPost(context: BuildContext, line: (post: BlogPost) => string): ReturnType<Builder> {
  const { posts } = postsAsked(context);
  return answer(context.topic, paragraphs(...posts.map(line)), postEntities(context, posts));
}

// About the authors too: "what else does he do?" asks about the person.
export const postAuthor: Builder = (context) => {
  const reply = perPost(
    context,
    (post) => `${postLink(post)} was written by ${post.author}, our ${post.authorTitle}.`,
  );
  if (!reply) return reply;
  const { posts } = postsAsked(context);
  const authors = context.knowledge.entities.entities.filter(
    (entity) => entity.type === "person" && posts.some((post) => post.author === entity.name),
  );
  return { ...reply, about: [...authors, ...reply.about] };
};

export const postDate: Builder = (context) =>
  perPost(context, (post) => `${postLink(post)} was published on ${post.displayDate}.`);

export const postReadTime: Builder = (context) =>
  perPost(
    context,
    (post) => `${postLink(post)} is ${article(post.readTime)} ${post.readTime} (${minutes(post)} minutes).`,
  );

export const postCategory: Builder = (context) =>
  perPost(context, (post) => `${postLink(post)} is in the “${post.category}” category. ${post.excerpt}`);

/** "Does your blog mention…", "what does it say about…": a question about any mention. */
const MENTION_ASKED =
  /\b(?:mention|mentions|mentioned|say|says|said|talk|talks|write|wrote|written) (?:anything )?(?:about|abt|on|of)?\b/;

/** Words asking what a post says, not about what: "mentioned", "says", "according to". */
const SAYING_WORDS: ReadonlySet<string> = new Set(
  terms("mention mentions mentioned say says said according discuss discusses discussed talk talks"),
);

/** "Summarise it", "the gist", "what's it about in short": the post's own summary. */
const SUMMARY_ASKED =
  /\b(?:summari[sz]e|summary|sum up|tl ?;? ?dr|gist|in short|in a nutshell|in brief|overview|what(?:s| is) it about)\b/;

/** "The conclusion", "the takeaway", "the bottom line": what a post ends with. */
const CONCLUSION =
  /\b(?:conclu\w*|takeaways?|take-aways?|bottom line|sum (?:it )?up|summing up|in the end|ending|final (?:thoughts?|words?|points?)|verdict|main point)\b/;

/** The first passage of a post's last section (its closing view, before any call to action). */
function lastSection(context: BuildContext, post: BlogPost): string | undefined {
  const passages = context.knowledge.passagesOn(`/blog/${post.slug}`);
  const last = passages.at(-1)?.section;
  return passages.find((passage) => passage.section === last)?.text;
}

/**
 * A post whose title asks a question ("The AI Boom: Real Innovation or Just Hype?") answers it in
 * its opening: the sentence after the opening's own question ("…is this real innovation, or
 * just hype? Our honest answer is that it is both…").
 */
export function titleAnswer(context: BuildContext, post: BlogPost): string | undefined {
  if (!post.title.trim().endsWith("?")) return undefined;
  const opening = context.knowledge
    .passagesOn(`/blog/${post.slug}`)
    .filter(
      (passage) =>
        passage.section === passage.pageTitle && passage.kind === "text" && !/^“/.test(passage.text),
    )
    .flatMap((passage) => sentences(passage.text));
  const asked = opening.findIndex((sentence) => sentence.trim().endsWith("?"));
  return asked >= 0 ? opening[asked + 1] : undefined;
}

/** Whether the question asks what a post's title asks: two of the title's words and most of its own. */
function asksTitle(context: BuildContext, post: BlogPost, detail: readonly string[]): boolean {
  const { index } = context.knowledge;
  const title = new Set(terms(post.title));
  const known = detail.filter((term) => index.knows(term));
  const shared = known.filter((term) => termMatches(term, title, index));
  return shared.length >= 2 && shared.length * 2 >= known.length;
}

export const postSummary: Builder = (context) => {
  const { posts, named } = postsAsked(context);
  // Without a named post, the post whose text best answers the question.
  const candidates = named ? posts : blogPosts;
  // Words that only ask what the post says ("mentioned in", "according to") are not its content.
  const detail = detailTerms(context, postEntities(context, candidates)).filter(
    (term) => !SAYING_WORDS.has(term),
  );
  let best: { post: BlogPost; body: string; coverage: number } | undefined;
  for (const post of candidates) {
    const match = bestInScope(
      context.knowledge.index,
      context.knowledge.passagesOn(`/blog/${post.slug}`),
      detail,
      0.3,
    );
    if (match && (!best || match.coverage > best.coverage))
      best = { post, body: match.body, coverage: match.coverage };
  }
  const post = best?.post ?? (named ? posts[0] : undefined);
  if (!post) return undefined;
  // "What's the conclusion of the post?": its last section says it.
  const conclusion = named && CONCLUSION.test(context.question.text) ? lastSection(context, post) : undefined;
  // "Summarise the fintech article", "what's it about in short": the post's own summary.
  const summary = named && SUMMARY_ASKED.test(context.question.text) ? post.excerpt : undefined;
  // "Is AI just hype?": the post whose title asks it, by its answer in the opening.
  const answered =
    !conclusion &&
    !summary &&
    asksTitle(
      context,
      post,
      context.question.terms.filter((term) => !SAYING_WORDS.has(term)),
    )
      ? titleAnswer(context, post)
      : undefined;
  const body =
    conclusion ??
    summary ??
    (answered
      ? `${answered} ${post.excerpt}`
      : best && best.post === post && !/^“/.test(best.body)
        ? best.body
        : post.excerpt);
  return answer(
    context.topic,
    paragraphs(body, `From ${postLink(post)} by ${post.author} (${post.displayDate}, ${post.readTime}).`),
    postEntities(context, [post]),
  );
};

export const postByAuthor: Builder = (context) => {
  const people = ofType(context, "person");
  const written = blogPosts.filter((post) => people.some((person) => person.name === post.author));
  const talks = techTalks.filter((talk) => people.some((person) => person.name === talk.speaker));
  if (people.length === 0) return undefined;
  if (written.length === 0 && talks.length === 0) {
    const authors = [...new Set(blogPosts.map((post) => post.author))];
    return answer(
      context.topic,
      `${listWords(people.map((person) => person.name))} has not written a post on our blog; our posts are by ${listWords(authors)}. See ${BLOG}.`,
      people,
    );
  }
  return answer(
    context.topic,
    paragraphs(
      ...written.map(
        (post) =>
          `${post.author} wrote ${postLink(post)} (${post.displayDate}, ${post.readTime}): ${post.excerpt}`,
      ),
      ...talks.map(
        (talk) => `${talk.speaker} also gives our TechTalk “${talk.title}” (${link("watch it", talk.url)}).`,
      ),
    ),
    postEntities(context, written),
  );
};

/** "Anything on your blog about fraud detection?": the post that covers it, or an honest no. */
/** Words that ask about the blog: "anything I should read", "have you written about…". */
const ABOUT_THE_BLOG =
  /\b(?:blog|blogs|post|posts|article|articles|read|reading|wrote|written|write ?ups?|author|publish\w*|insights?|forward|send (?:them|him|her|it|to)|share with)\b/;

export const blogTopic: Builder = (context) => {
  // Words that ask what a post says ("what does your blog say about…") are not its topic.
  const asking = new Set(
    terms("blog article post written write ai say says said mention mentions discuss cover covers talk"),
  );
  const detail = detailTerms(context).filter((term) => !asking.has(term));
  if (detail.length === 0) return blogList(context);
  let best: { post: BlogPost; coverage: number; body: string } | undefined;
  for (const post of blogPosts) {
    const passages = context.knowledge.passagesOn(`/blog/${post.slug}`);
    // A post is about what its title, summary or section headings name, not a passing mention.
    const headings = new Set(
      terms(
        `${post.title} ${post.category} ${post.excerpt} ${passages.map((passage) => passage.section).join(" ")}`,
      ),
    );
    const about =
      detail.filter((term) => termMatches(term, headings, context.knowledge.index)).length / detail.length;
    // "Does your blog mention the FCA?" asks about any mention; otherwise a passing one is not it.
    const anyMention = MENTION_ASKED.test(context.question.text);
    if (about < 0.5 && !anyMention) continue;
    const match = bestInScope(context.knowledge.index, passages, detail, anyMention ? 0.5 : 0.3);
    if (match && (!best || match.coverage > best.coverage))
      best = { post, coverage: match.coverage, body: match.body };
  }
  if (!best) {
    // "Did the healthcare AI make care decisions by itself?" is no question about the blog, and
    // "we have no post on that" no answer to it: the next intent answers.
    if (!ABOUT_THE_BLOG.test(context.question.text)) return undefined;
    return {
      text: `No, we don't have a blog post on that. Our posts are ${listWords(blogPosts.map(postLink))}. See ${BLOG}.`,
      kind: "not-offered",
      topic: context.topic,
      about: [],
    };
  }
  return answer(
    context.topic,
    paragraphs(`Yes: ${postLink(best.post)} by ${best.post.author} covers it.`, best.body),
    postEntities(context, [best.post]),
  );
};

export const techTalkDetail: Builder = (context) => {
  const talk = techTalks[0];
  if (!talk) return undefined;
  return answer(
    context.topic,
    paragraphs(
      `Our TechTalk “${talk.title}” is given by ${talk.speaker}, ${talk.speakerTitle}.`,
      talk.description,
      `Watch it on YouTube: ${link(talk.title, talk.url)} (listed on ${BLOG}).`,
    ),
    ofType(context, "techTalk"),
  );
};
