import { useState, type FormEvent } from "react";
import { Link, useSearchParams } from "react-router";
import { login } from "../api/auth";
import { isApiError } from "../api/client";
import { Field } from "../components/Field";
import { useSignIn } from "../hooks/useSignIn";
import { dismissSuspendedNotice, suspendedNoticeDue } from "../session";
import { isSuspension } from "../api/errors";
import auth from "../i18n/namespaces/auth";
import { translate, useT } from "../i18n";
import critical from "../i18n/namespaces/critical";
import { SocialButtons } from "../signIn/SocialButtons";
import { peekSocialEmail } from "../signIn/trips";

function describeLoginError(error: unknown): string {
  if (isApiError(error)) return error.messages.join(" ");
  return translate(auth, "unreachable");
}

export function Component() {
  const t = useT(auth);
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
      if (isApiError(caught) && isSuspension(caught.message)) setSuspended(true);
      else setError(describeLoginError(caught));
      setSubmitting(false);
    }
  }

  const registerLink = searchParams.toString() ? `/register?${searchParams.toString()}` : "/register";
  return (
    <section className="card auth-card" aria-labelledby="page-title">
      <h1 id="page-title">{t("welcomeBack")}</h1>
      <p className="muted">{t("loginLead")}</p>
      {suspended && (
        <div className="form-error suspended-notice" role="alert">
          <p>{translate(critical, "accountSuspended")}</p>
          <button
            type="button"
            className="link-button"
            onClick={() => {
              dismissSuspendedNotice();
              setSuspended(false);
            }}
          >
            {t("dismiss")}
          </button>
        </div>
      )}
      <form onSubmit={handleSubmit} noValidate>
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <Field
          label={t("usernameOrEmail")}
          name="username"
          autoComplete="username"
          required
          value={username}
          onChange={(event) => setUsername(event.target.value)}
        />
        <Field
          label={t("password")}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <button type="submit" className="button block" disabled={submitting || !username.trim() || !password}>
          {submitting ? t("loggingIn") : t("logIn")}
        </button>
      </form>
      <SocialButtons purpose="login" redirectTo={searchParams.get("redirectTo") ?? undefined} />
      <p className="auth-switch">{t.rich("newHere", { link: <Link to={registerLink}>{t("createAccount")}</Link> })}</p>
      <p className="auth-switch">
        <Link
          to={
            username.includes("@")
              ? `/forgot-password?email=${encodeURIComponent(username.trim())}`
              : "/forgot-password"
          }
        >
          {t("forgotPassword")}
        </Link>
      </p>
    </section>
  );
}
