import { Icon } from "../components/ui/Icon";
import { PageHero } from "../components/ui/PageHero";
import { contactInfo, contactPage, homeConsultationModal, homePage } from "../content/index";
import { ConsultationButton } from "../forms/consultation/ConsultationButton";
import { ContactPageForm } from "../forms/contact/ContactPageForm";
import { QuoteButton } from "../forms/quote/QuoteButton";
import { breadcrumbTrail, trailPageMeta } from "../lib/seo";
import { contactPageJsonLd } from "../lib/structured-data";
import { siteConfig } from "../site.config";
import type { Route } from "./+types/contact";

export function loader() {
  return {
    page: contactPage,
    info: contactInfo,
    schedule: { label: homePage.hero.scheduleLinkLabel, url: siteConfig.schedulingUrl },
    consultation: homeConsultationModal,
    quoteLabel: homePage.hero.quoteButtonLabel,
    // Built here, at build time: the browser gets the finished JSON-LD, not the code that makes it.
    jsonLd: [contactPageJsonLd(contactInfo)],
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const { city, openingHours } = siteConfig.contact;
  const description = `Contact ${siteConfig.brandName} in ${city}: send us a message, call or e-mail our team. ${openingHours}, replies within one business day.`;
  return trailPageMeta({
    title: "Contact us",
    description,
    trail: breadcrumbTrail({ name: "Contact", path: "/contact" }),
    jsonLd: loaderData?.jsonLd ?? [],
  });
}

/** SPEC §2 Contact: "Contact info cards and a message form. Info: phone, e-mail, Head Office London UK, opening hours Mon-Sat 9:00 AM-6:00 PM." */
export default function Contact({ loaderData }: Route.ComponentProps) {
  const { page, schedule, consultation, quoteLabel } = loaderData;
  return (
    <>
      <PageHero eyebrow={page.hero.eyebrow} title={page.hero.title} lead={page.hero.lead}>
        <div className="mt-8 flex flex-wrap gap-3">
          <QuoteButton>{quoteLabel}</QuoteButton>
        </div>
      </PageHero>
      <div className="bg-surface">
        <div className="container-page section grid gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-14">
          <section aria-labelledby="contact-details-title">
            <h2 id="contact-details-title" className="sr-only">
              Contact details
            </h2>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
              {page.cards.map((card) => (
                <li key={card.title} className="card flex items-start gap-4 p-5">
                  <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-gradient-to-br from-accent-cyan/15 to-accent-violet/15 text-accent-ink">
                    <Icon name={card.icon} />
                  </span>
                  <div className="min-w-0">
                    <h3 className="text-base font-semibold text-muted">{card.title}</h3>
                    {card.href ? (
                      <a
                        href={card.href}
                        className="mt-0.5 inline-block py-1 text-lg font-semibold break-words text-ink hover:text-accent-ink hover:underline"
                      >
                        {card.value}
                      </a>
                    ) : (
                      <p className="mt-0.5 py-1 text-lg font-semibold text-ink">{card.value}</p>
                    )}
                  </div>
                </li>
              ))}
            </ul>
            <div className="mt-6 rounded-[var(--radius-card)] bg-navy-900 p-6 text-white">
              <p className="text-lg font-semibold text-white">Prefer to talk it through?</p>
              <p className="mt-2 text-white/80">{consultation.description}</p>
              <div className="mt-5 flex flex-wrap gap-3">
                <ConsultationButton config={consultation}>{consultation.heading}</ConsultationButton>
                <a
                  href={schedule.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="btn btn-ghost-dark"
                >
                  <Icon name="calendar" size={20} />
                  {schedule.label}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </div>
            </div>
          </section>
          <section aria-labelledby="contact-form-title" className="card p-6 sm:p-8 lg:p-10">
            <h2 id="contact-form-title" className="text-2xl md:text-3xl">
              {page.form.title}
            </h2>
            <p className="mt-2 mb-7 text-muted">{page.form.lead}</p>
            <ContactPageForm submitLabel={page.form.submitLabel} labelledBy="contact-form-title" />
          </section>
        </div>
      </div>
    </>
  );
}
