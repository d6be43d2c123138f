import { type ReactNode, useState } from "react";
import { api } from "./api";
import { Link } from "./router";

const NAV = [
  { to: "/admin", label: "Inbox" },
  { to: "/admin/live", label: "Live chat" },
  { to: "/admin/insights", label: "Insights" },
  { to: "/admin/data-protection", label: "Data protection" },
];

/** The signed-in frame: a skip link, the admin header with navigation and sign-out, the view. */
export function Shell({
  path,
  children,
  onSignedOut,
}: {
  path: string;
  children: ReactNode;
  onSignedOut: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const signOut = async () => {
    setBusy(true);
    try {
      await api.signOut();
    } finally {
      setBusy(false);
      onSignedOut();
    }
  };
  return (
    <>
      <a
        href="#admin-main"
        className="sr-only-focusable absolute left-2 top-2 z-50 rounded bg-white px-4 py-2 font-semibold text-ink"
      >
        Skip to content
      </a>
      <header className="bg-navy-900 text-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
          <p className="font-bold tracking-tight">
            Meridian AI Studio <span className="font-normal text-slate-300">· Team</span>
          </p>
          <nav
            aria-label="Admin"
            className="order-last flex w-full flex-wrap gap-1 sm:order-none sm:w-auto sm:flex-1"
          >
            {NAV.map((item) => {
              const current =
                item.to === "/admin"
                  ? path === "/admin" || path.startsWith("/admin/leads")
                  : path === item.to;
              return (
                <Link
                  key={item.to}
                  to={item.to}
                  aria-current={current ? "page" : undefined}
                  className={`inline-flex min-h-11 items-center rounded-lg px-3 font-semibold ${
                    current ? "bg-white/15 text-white" : "text-slate-200 hover:bg-white/10"
                  }`}
                >
                  {item.label}
                </Link>
              );
            })}
          </nav>
          <button
            type="button"
            onClick={signOut}
            disabled={busy}
            className="btn ml-auto border-white/40 text-white hover:border-accent-cyan"
          >
            Sign out
          </button>
        </div>
      </header>
      <main id="admin-main" className="mx-auto max-w-6xl px-4 py-8" tabIndex={-1}>
        {children}
      </main>
    </>
  );
}
