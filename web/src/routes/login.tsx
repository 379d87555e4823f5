import { useState, type FormEvent } from "react";
import { Link, useSearchParams } from "react-router";
import { login } from "../api/auth";
import { isApiError } from "../api/client";
import { Field } from "../components/Field";
import { useSignIn } from "../hooks/useSignIn";
import { dismissSuspendedNotice, suspendedNoticeDue } from "../session";
import { ACCOUNT_SUSPENDED_TEXT } from "../api/errors";
import { SocialButtons } from "../signIn/SocialButtons";
import { peekSocialEmail } from "../signIn/trips";

function describeLoginError(error: unknown): string {
  if (isApiError(error)) return error.messages.join(" ");
  return "We could not reach the server. Check your connection and try again.";
}

export function Component() {
  const [searchParams] = useSearchParams();
  const signIn = useSignIn();
  // A refused sign-in through a provider left its address: it is probably this account's.
  const [username, setUsername] = useState(() => peekSocialEmail() ?? "");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const [suspended, setSuspended] = useState(suspendedNoticeDue);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(undefined);
    setSubmitting(true);
    try {
      const session = await login(username.trim(), password);
      dismissSuspendedNotice();
      signIn(session);
    } catch (caught) {
      // The suspension has its own notice above the form.
      if (isApiError(caught) && caught.message === ACCOUNT_SUSPENDED_TEXT) setSuspended(true);
      else setError(describeLoginError(caught));
      setSubmitting(false);
    }
  }

  const registerLink = searchParams.toString() ? `/register?${searchParams.toString()}` : "/register";
  return (
    <section className="card auth-card" aria-labelledby="page-title">
      <h1 id="page-title">Welcome back</h1>
      <p className="muted">Log in to pick up where you left off.</p>
      {suspended && (
        <div className="form-error suspended-notice" role="alert">
          <p>{ACCOUNT_SUSPENDED_TEXT}</p>
          <button
            type="button"
            className="link-button"
            onClick={() => {
              dismissSuspendedNotice();
              setSuspended(false);
            }}
          >
            Dismiss
          </button>
        </div>
      )}
      <form onSubmit={handleSubmit} noValidate>
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <Field label="Username or email" name="username" autoComplete="username" required value={username} onChange={(event) => setUsername(event.target.value)} />
        <Field label="Password" name="password" type="password" autoComplete="current-password" required value={password} onChange={(event) => setPassword(event.target.value)} />
        <button type="submit" className="button block" disabled={submitting || !username.trim() || !password}>
          {submitting ? "Logging in…" : "Log in"}
        </button>
      </form>
      <SocialButtons purpose="login" redirectTo={searchParams.get("redirectTo") ?? undefined} />
      <p className="auth-switch">
        New here? <Link to={registerLink}>Create an account</Link>
      </p>
      <p className="auth-switch">
        <Link to={username.includes("@") ? `/forgot-password?email=${encodeURIComponent(username.trim())}` : "/forgot-password"}>Forgot your password?</Link>
      </p>
    </section>
  );
}
