/** Forgotten password: asks for the address and says what happens next (spec §2, the login screen's card). */
import { useState, type FormEvent } from "react";
import { Link, useSearchParams } from "react-router";
import { requestPasswordReset } from "../api/auth";
import { isApiError } from "../api/client";
import { isValidEmail } from "../../../content/rules/accountNames";
import { PASSWORD_RESET_TTL_MINUTES } from "../../../content/data/constants";
import { Field } from "../components/Field";
import { useAuthOptions } from "../hooks/useAuthOptions";
import "../signIn/signIn.css";

export function Component() {
  const [searchParams] = useSearchParams();
  const options = useAuthOptions();
  const [email, setEmail] = useState(searchParams.get("email") ?? "");
  const [fieldError, setFieldError] = useState<string>();
  const [error, setError] = useState<string>();
  const [sentTo, setSentTo] = useState<string>();
  const [submitting, setSubmitting] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(undefined);
    const address = email.trim();
    if (!isValidEmail(address)) {
      setFieldError("Enter the email address of your account.");
      return;
    }
    setSubmitting(true);
    try {
      await requestPasswordReset(address);
      setSentTo(address);
    } catch (caught) {
      setError(isApiError(caught) ? caught.messages.join(" ") : "We could not reach the server. Check your connection and try again.");
    } finally {
      setSubmitting(false);
    }
  }

  const cannotMail = options.data?.mail === false;
  return (
    <section className="card auth-card" aria-labelledby="page-title">
      <h1 id="page-title">Forgot your password?</h1>
      {cannotMail ? (
        <div className="form-error" role="alert">
          <p>This server cannot send email, so it cannot mail you a link to set a new password.</p>
          <p>Ask the people who run this server to help you back into your account.</p>
        </div>
      ) : sentTo ? (
        <div role="status" className="reset-sent">
          <p>
            <strong>Check your inbox.</strong> If an account uses <strong>{sentTo}</strong>, we have sent it a link to choose a new password.
          </p>
          <p className="muted">
            The link works once, for {PASSWORD_RESET_TTL_MINUTES} minutes. Nothing after a few minutes? Look in your spam folder, check the address, or ask
            again.
          </p>
          <button type="button" className="button secondary block" onClick={() => setSentTo(undefined)}>
            Send another link
          </button>
        </div>
      ) : (
        <>
          <p className="muted">Enter the email address of your account and we will send you a link to choose a new one.</p>
          <form onSubmit={handleSubmit} noValidate>
            {error && (
              <p className="form-error" role="alert">
                {error}
              </p>
            )}
            <Field
              label="Email"
              name="email"
              type="email"
              autoComplete="email"
              required
              value={email}
              error={fieldError}
              onChange={(event) => {
                setEmail(event.target.value);
                setFieldError(undefined);
              }}
            />
            <button type="submit" className="button block" disabled={submitting || options.isPending}>
              {submitting ? "Sending…" : "Send me a link"}
            </button>
          </form>
        </>
      )}
      <p className="auth-switch">
        Remembered it? <Link to="/login">Log in</Link>
      </p>
    </section>
  );
}
