import { useEffect, useState } from "react";
import { Link } from "react-router";
import { footerNavigation } from "../../navigation";
import { siteConfig } from "../../site.config";
import { Logo } from "./Logo";
import { SocialIcon } from "./SocialIcon";

/** SPEC §2 "Footer": internal links, four social links, a copyright line with the current year. */
export function Footer() {
  const year = useCurrentYear();
  return (
    <footer className="bg-navy-900 text-white/80">
      <div className="container-page grid gap-10 py-14 md:grid-cols-[1.4fr_1fr_1fr]">
        <div>
          <Logo />
          <p className="mt-4 max-w-sm text-[0.9375rem]">{siteConfig.tagline}.</p>
          <address className="mt-4 text-[0.9375rem] not-italic">
            {siteConfig.contact.headOffice}
            <br />
            <a className="hover:text-accent-cyan" href={`tel:${siteConfig.contact.phone.replace(/\s/g, "")}`}>
              {siteConfig.contact.phone}
            </a>
            <br />
            <a className="hover:text-accent-cyan" href={`mailto:${siteConfig.contact.email}`}>
              {siteConfig.contact.email}
            </a>
          </address>
        </div>
        <nav aria-label="Footer">
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">Company</h2>
          <ul className="mt-4 grid gap-1">
            {footerNavigation.map((link) => (
              <li key={link.path}>
                <Link className="inline-flex min-h-9 items-center hover:text-accent-cyan" to={link.path}>
                  {link.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">Follow us</h2>
          <ul className="mt-4 flex gap-2">
            {siteConfig.social.map((social) => (
              <li key={social.name}>
                <a
                  href={social.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex size-11 items-center justify-center rounded-full border border-white/20 hover:border-accent-cyan hover:text-accent-cyan"
                  aria-label={`${siteConfig.brandName} on ${social.name} (opens in a new tab)`}
                >
                  <SocialIcon name={social.name} />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="container-page py-6 text-sm">
          © <span data-testid="copyright-year">{year}</span> {siteConfig.brandName}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}

/**
 * The HTML is prerendered at build time, so the year baked into it may be old; the
 * browser replaces it with the current year right after hydration.
 */
function useCurrentYear(): number {
  const [year, setYear] = useState(() => new Date().getFullYear());
  useEffect(() => {
    setYear(new Date().getFullYear());
  }, []);
  return year;
}
