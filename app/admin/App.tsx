import { useCallback, useEffect, useState } from "react";
import { api, type SessionState, whenSignedOut } from "./api";
import { ConversationDetail } from "./ConversationDetail";
import { DataProtection } from "./DataProtection";
import { Inbox } from "./Inbox";
import { Insights } from "./Insights";
import { LeadDetail } from "./LeadDetail";
import { LiveChat } from "./LiveChat";
import { NotFound } from "./NotFound";
import { usePlace } from "./router";
import { Shell } from "./Shell";
import { SignIn } from "./SignIn";

/** Signed out: the sign-in screen. Signed in: the inbox, a lead, or data protection. */
export function App() {
  const [session, setSession] = useState<SessionState | "loading">("loading");
  const [notice, setNotice] = useState<string | null>(null);
  const place = usePlace();

  useEffect(() => {
    let cancelled = false;
    api
      .session()
      .then((state) => {
        if (!cancelled) setSession(state);
      })
      .catch(() => {
        if (!cancelled) setSession({ signedIn: false, configured: true });
      });
    whenSignedOut(() => {
      setNotice("Your session has ended. Please sign in again.");
      setSession({ signedIn: false, configured: true });
    });
    return () => {
      cancelled = true;
    };
  }, []);

  const signedIn = useCallback(() => {
    setNotice(null);
    void api.session().then(setSession);
  }, []);

  if (session === "loading") {
    return (
      <p className="p-8 text-muted" role="status">
        Loading…
      </p>
    );
  }
  if (!session.signedIn)
    return <SignIn configured={session.configured} notice={notice} onSignedIn={signedIn} />;

  const leadMatch = /^\/admin\/leads\/([^/]+)$/.exec(place.path);
  const conversationMatch = /^\/admin\/conversations\/([^/]+)$/.exec(place.path);
  let view: React.ReactNode;
  if (place.path === "/admin") view = <Inbox search={place.search} />;
  else if (leadMatch?.[1]) view = <LeadDetail key={leadMatch[1]} id={decodeURIComponent(leadMatch[1])} />;
  else if (conversationMatch?.[1])
    view = <ConversationDetail key={conversationMatch[1]} id={decodeURIComponent(conversationMatch[1])} />;
  else if (place.path === "/admin/data-protection") view = <DataProtection />;
  else if (place.path === "/admin/insights") view = <Insights search={place.search} />;
  else if (place.path === "/admin/live") view = <LiveChat search={place.search} />;
  else view = <NotFound />;

  return (
    <Shell path={place.path} onSignedOut={() => setSession({ signedIn: false, configured: true })}>
      {view}
    </Shell>
  );
}
