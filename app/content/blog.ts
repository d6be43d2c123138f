/**
 * The 2 blog posts of /blog and /blog/{slug} (SPEC: "blog posts: 2").
 * `content` format: paragraphs separated by blank lines, "## " headings and
 * "- " bullets; pages turn it into blocks with parseBlogContent (blog-content.ts).
 */
import { siteConfig } from "../site.config.ts";
import { image } from "./images.ts";
import type { BlogPost } from "./schema.ts";

const fintechContent = `Finance has always been a data business. Long before anyone talked about artificial intelligence, banks scored credit with statistical models, insurers priced risk with actuarial tables and trading desks ran quantitative strategies. What has changed in the last few years is not that finance discovered data, but that the tools for learning from it have become dramatically more capable, cheaper to run and easier to put in front of customers.

In this article we look at where AI is genuinely reshaping financial services today, what separates the projects that succeed from those that stall, and how firms can adopt these technologies while staying on the right side of regulators and customers.

## From rules to learning systems

Traditional financial software is built on rules: if a transaction exceeds a threshold, flag it; if an applicant's income is below a limit, decline. Rules are transparent, but they are brittle. Fraudsters learn them, customer behaviour shifts, and every exception needs another rule.

Machine learning changes the model. Instead of writing every rule by hand, teams train systems on historical outcomes and let them find the patterns, including subtle combinations of signals no analyst would think to encode. The best systems today combine both: learned models that score risk, and clear business rules that decide what happens with the score.

Large language models have added a second shift. A large share of financial work involves reading and writing: loan documents, policy wordings, complaints, regulatory filings, customer e-mails. For the first time, software can read those documents, extract what matters and draft a response with a quality that is useful in practice.

## Where AI is making a real difference

Four areas stand out, both for the maturity of the technology and for the value firms are already seeing from it.

## Fraud detection and financial crime

Fraud is the clearest success story. Card and payment fraud models evaluate every transaction in milliseconds, comparing it with the customer's usual behaviour, the device, the merchant and the wider network of related accounts. Graph-based techniques can reveal mule accounts that look innocent on their own but form suspicious patterns together.

In the UK, the rules on reimbursing victims of authorised push payment fraud have raised the stakes further. Payment providers now have a strong commercial reason to spot scams before money leaves an account, and AI models that analyse payee, amount and behavioural signals in real time are central to that effort.

## Credit decisions and lending

Lenders are using machine learning to assess applicants with thin credit files more fairly, drawing on cash-flow data shared through open banking with the customer's permission. Done well, this widens access to credit for people who were invisible to traditional scorecards, such as the newly self-employed or recent arrivals to the country.

Credit is also where responsibility matters most. Under the EU AI Act, AI systems used to assess creditworthiness are classed as high-risk, with requirements for data quality, documentation, human oversight and transparency. In the UK, the FCA's Consumer Duty expects firms to show that their products deliver good outcomes for customers. A credit model that cannot be explained, monitored for bias and challenged by a human is no longer acceptable, however accurate it looks on a test set.

## Customer service and advice

Conversational AI has moved well beyond the frustrating chatbots of a decade ago. Modern assistants grounded in a firm's own product documentation can answer detailed questions about fees, limits and processes, help customers complete tasks and hand over to a person with the full context when a conversation needs empathy or judgement.

Internally, the same technology supports staff. Relationship managers can get a summary of a client's recent activity before a call; complaints handlers can see similar past cases and the outcomes they reached. The aim is not to replace people but to give them back the time they spend searching and typing.

## Operations, compliance and reporting

Behind every financial product sits a large operation of onboarding checks, reconciliations, document reviews and regulatory reports. This is where we see some of the fastest returns. Document AI can read identity documents, bank statements and company filings, extract the relevant fields and flag inconsistencies for review. Language models can compare a policy against new regulatory text and highlight the clauses that need attention.

These projects rarely make headlines, but they compound. Every hour saved on routine checking is an hour a compliance analyst can spend on the cases that genuinely need expertise.

## What the successful projects have in common

Across the financial services projects we have delivered and reviewed, the ones that succeed share a handful of traits:

- They start from a specific business problem with a measurable outcome, not from a wish to "use AI".
- They invest early in data quality, lineage and access controls, because every later step depends on them.
- They keep a human in the loop where decisions affect customers, with clear thresholds for when the system acts alone.
- They document models from the start: purpose, training data, limitations, monitoring and who is accountable.
- They measure continuously in production, watching for drift, bias and changes in customer behaviour.
- They treat the model provider as replaceable, so they can switch as prices, capabilities and regulations evolve.

## The risks worth taking seriously

Enthusiasm should not hide the risks. Models trained on historical data can reproduce historical bias. Language models can state wrong information with great confidence. Sensitive customer data can leak through careless prompts or logs. Fraudsters also use AI, producing convincing phishing messages and synthetic identities at scale.

None of these risks is a reason to stand still, but each needs a deliberate answer: fairness testing across customer groups, retrieval that grounds answers in approved sources, strict data handling with redaction and access controls, and red-team exercises that test systems the way an attacker would.

## How to get started

For most financial firms, the best first step is not a moonshot. It is a focused use case with clear value, accessible data and manageable risk, such as triaging inbound documents, supporting complaint handlers or improving an existing fraud model. Deliver it, measure it, learn from it, and use the foundations you built, including data pipelines, governance and evaluation, for the next one.

At ${siteConfig.brandName}, our FinTech team works with banks, lenders, insurers and payment companies on exactly this path: from identifying the right opportunities to building, validating and running AI systems that regulators can scrutinise and customers can trust. If you are weighing where AI fits in your organisation, we would be glad to talk it through.`;

const aiBoomContent = `Every few decades a technology arrives that seems to change everything at once. Railways, electricity, the personal computer and the internet all went through a phase of wild enthusiasm, over-investment and inflated promises, followed by a quieter period in which the real, lasting value was built. Artificial intelligence is clearly in the enthusiastic phase. The question business leaders keep asking us is a fair one: is this real innovation, or just hype?

Our honest answer is that it is both, and that the useful skill is telling them apart.

## Why it feels like hype

There are good reasons for scepticism. Almost every software product now claims to be "AI-powered", whether it uses a sophisticated model or a simple rule. Demonstrations are carefully staged, and a chatbot that performs brilliantly on a handful of prepared questions can stumble on the messy, ambiguous requests real users send. Forecasts about jobs being automated away, or about general intelligence being just around the corner, are made with far more confidence than the evidence supports.

Investment has also run ahead of proven returns. Companies have launched AI pilots because competitors were doing so, without a clear problem to solve or a way to measure success. Many of those pilots quietly stall: the prototype impressed the steering committee, but nobody planned for data access, security review, integration with existing systems or the cost of running the model at scale.

When people describe AI as hype, this is usually what they have seen: a lot of noise, a lot of demos and not many systems in production that change how work gets done.

## Why it is also real

At the same time, something genuinely new has happened. For most of computing history, software could only handle information that had been carefully structured into fields and tables. Language models can work with unstructured text, images and speech: reading a contract, summarising a meeting, answering a question from a policy manual, or turning a rough description into working code.

That matters because most knowledge work runs on unstructured information. The capability is not perfect, but it is good enough, often enough, to change the economics of many tasks, especially when a person reviews the output.

The costs have moved too. The price of running capable models has fallen sharply, and open-weight models now allow companies to run strong systems inside their own infrastructure. Tools for retrieval, evaluation and monitoring have matured quickly. What required a research team a few years ago can now be built by a capable product team.

In our own projects we see the results in unglamorous places: operations teams processing documents in minutes instead of days, support staff answering complex questions with the right policy in front of them, developers moving faster with AI assistance, and teachers spending less time on routine marking. None of these is science fiction. All of them are measurable.

## How to tell the difference

When a new AI initiative crosses your desk, a few questions quickly separate substance from noise:

- What specific task will change, for whom, and how will we measure the improvement?
- What happens when the system is wrong, and who catches the error?
- Which data does it need, do we have the right to use it, and is it good enough?
- What will it cost to run at real volumes, not just in the pilot?
- How will we know in six months whether it is still working as well as on launch day?
- Could a simpler solution, a better process or a few rules, deliver most of the value?

Projects that have clear answers to these questions are usually real innovation. Projects that cannot answer them are usually hype, however impressive the demo.

## The pattern we see in successful adoption

The organisations getting the most from AI are rarely the ones making the loudest announcements. They tend to follow a consistent pattern.

First, they pick narrow, valuable problems. Instead of "transform customer service with AI", they start with "draft replies to the five most common enquiry types and let agents edit them".

Second, they build evaluation before they build features. They collect real examples, define what a good answer looks like and test every change against that set, so progress is measured rather than assumed.

Third, they design for people. The best systems make it easy for a human to check, correct and override the output, and they learn from those corrections.

Finally, they treat AI as an ongoing capability rather than a one-off project. Models change, costs change and user behaviour changes. Teams that monitor, retrain and improve continuously keep the value; teams that launch and walk away watch it erode.

## What this means for the next few years

Expect the noise to settle. Some companies built on thin wrappers around other people's models will disappear, and some headline-grabbing promises will quietly be dropped. That is a normal part of any technology cycle, and it does not mean the underlying capability was illusory.

Expect the real value to become less visible and more widespread. AI will increasingly sit inside the tools people already use, such as e-mail, documents, CRM and development environments, rather than in separate chat windows. Agents that carry out multi-step tasks will become practical in well-defined domains where the actions are limited and auditable. Regulation, including the EU AI Act and sector rules in finance and healthcare, will push the industry towards better documentation, testing and oversight, which is healthy for everyone.

## Our view

The AI boom is not a bubble of pure hype, and it is not the end of work as we know it. It is a powerful new set of tools arriving faster than most organisations can absorb them. The winners will not be those who adopt the most AI, but those who adopt it most deliberately: with clear problems, honest measurement and people kept firmly in the loop.

If you are trying to work out which AI opportunities in your business are real, our team at ${siteConfig.brandName} is happy to help you test them, quickly and with evidence, before you commit to anything larger.`;

export const blogPosts: BlogPost[] = [
  {
    slug: "ai-in-fintech-redefining-finance",
    icon: "trending-up",
    title: "AI in FinTech: How Artificial Intelligence Is Redefining Finance",
    date: "2025-07-24",
    displayDate: "24 July 2025",
    author: "Karim Haddad",
    authorTitle: "Head of FinTech",
    readTime: "10 min read",
    category: "AI & FinTech",
    excerpt:
      "From real-time fraud detection to fairer credit decisions and automated compliance, AI is changing how financial services work. Here is where it delivers today, and how to adopt it responsibly.",
    content: fintechContent,
    coverImage: image(
      "blogCover",
      "/images/blog/ai-in-fintech-redefining-finance.svg",
      "Abstract financial chart rising through a network of connected data points",
    ),
  },
  {
    slug: "ai-boom-real-innovation-or-just-hype",
    icon: "lightbulb",
    title: "The AI Boom: Real Innovation or Just Hype?",
    date: "2025-08-04",
    displayDate: "4 August 2025",
    author: "Rohan Mehta",
    authorTitle: "CTO",
    readTime: "8 min read",
    category: "AI Industry",
    excerpt:
      "AI is everywhere in the headlines, but how much of it is changing real work? Our CTO on separating lasting innovation from noise, and the questions that tell them apart.",
    content: aiBoomContent,
    coverImage: image(
      "blogCover",
      "/images/blog/ai-boom-real-innovation-or-just-hype.svg",
      "A bright growth curve emerging from a cloud of scattered points",
    ),
  },
];
