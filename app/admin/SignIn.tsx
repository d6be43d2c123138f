import { type FormEvent, useState } from "react";
import { api, failureMessage } from "./api";
import { usePage } from "./page";

/** Issue 7: "sign-in with a password"; a wrong password and the rate limit answer in words. */
export function SignIn({
  configured,
  notice,
  onSignedIn,
}: {
  configured: boolean;
  notice: string | null;
  onSignedIn: () => void;
}) {
  const heading = usePage("Sign in");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await api.signIn(password);
      setPassword("");
      onSignedIn();
    } catch (failure) {
      setError(failureMessage(failure, "Sign-in failed. Please try again."));
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="flex min-h-dvh items-center justify-center bg-navy-900 px-4 py-12">
      <div className="panel w-full max-w-sm p-8 shadow-xl">
        <p className="text-sm font-bold uppercase tracking-widest text-accent-teal">Meridian AI Studio</p>
        <h1 ref={heading} tabIndex={-1} className="mt-2 text-2xl outline-none">
          Sign in to the inbox
        </h1>
        {notice && (
          <p className="mt-4 rounded-lg bg-surface p-3 text-sm" role="status">
            {notice}
          </p>
        )}
        {!configured ? (
          <p className="mt-4">
            Sign-in is not set up yet. On the server, set <code>ADMIN_PASSWORD</code> or run{" "}
            <code>npm run admin:set-password</code>.
          </p>
        ) : (
          <form className="mt-6 space-y-4" onSubmit={submit}>
            {/* One shared team account; the name lets password managers file the password. */}
            <input
              type="text"
              name="username"
              autoComplete="username"
              value="meridian-team"
              readOnly
              hidden
            />
            <div>
              <label htmlFor="admin-password" className="label">
                Password
              </label>
              <input
                id="admin-password"
                name="password"
                type="password"
                className="field"
                autoComplete="current-password"
                required
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                aria-describedby={error ? "sign-in-error" : undefined}
                aria-invalid={error ? true : undefined}
              />
            </div>
            {error && (
              <p
                id="sign-in-error"
                role="alert"
                className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-800"
              >
                {error}
              </p>
            )}
            <button type="submit" className="btn btn-primary w-full" disabled={busy}>
              {busy ? "Signing in…" : "Sign in"}
            </button>
          </form>
        )}
      </div>
    </main>
  );
}
