import type { HomePage } from "../../../content/schema";
import { siteConfig } from "../../../site.config";
import { hydrateLater } from "../../ui/HydrateLater";
import { Icon } from "../../ui/Icon";
import { SectionHeader } from "../../ui/SectionHeader";

/** Far below the fold: the form's code loads as it nears the viewport or is touched (issue 31). */
const HomeContactForm = hydrateLater(() =>
  import("../../../forms/contact/HomeContactForm").then((module) => module.HomeContactForm),
);

/** Home section 8: Contact Us with the form (topic selector) from the lead-capture work. */
export function ContactSection({ contact }: { contact: HomePage["contact"] }) {
  const phoneHref = `tel:${siteConfig.contact.phone.replace(/\s/g, "")}`;
  return (
    <section id="contact-us" aria-labelledby="home-contact-title" className="section bg-surface">
      <div className="container-page grid gap-12 lg:grid-cols-[2fr_3fr]">
        <div>
          <SectionHeader id="home-contact-title" {...contact.header} />
          <ul className="mt-8 space-y-4 text-ink">
            <li className="flex items-center gap-3">
              <Icon name="phone" className="shrink-0 text-accent-ink" />
              <a className="inline-flex min-h-11 items-center hover:underline" href={phoneHref}>
                {siteConfig.contact.phone}
              </a>
            </li>
            <li className="flex items-center gap-3">
              <Icon name="mail" className="shrink-0 text-accent-ink" />
              <a
                className="inline-flex min-h-11 items-center hover:underline"
                href={`mailto:${siteConfig.contact.email}`}
              >
                {siteConfig.contact.email}
              </a>
            </li>
            <li className="flex items-center gap-3">
              <Icon name="map-pin" className="shrink-0 text-accent-ink" />
              <span>{siteConfig.contact.headOffice}</span>
            </li>
            <li className="flex items-center gap-3">
              <Icon name="clock" className="shrink-0 text-accent-ink" />
              <span>{siteConfig.contact.openingHours}</span>
            </li>
          </ul>
        </div>
        <div>
          <HomeContactForm />
        </div>
      </div>
    </section>
  );
}
