/** Sets a new password with the code from the mailed link, then signs in (spec §2, the login screen's card). */
import { useState, type FormEvent } from "react";
import { Link, useSearchParams } from "react-router";
import { setNewPassword } from "../api/auth";
import { isApiError } from "../api/client";
import { PASSWORD_MAX, PASSWORD_MIN } from "../../../content/data/constants";
import { Field } from "../components/Field";
import { useSignIn } from "../hooks/useSignIn";
import { notify } from "../notifications/store";

export function Component() {
  const [searchParams] = useSearchParams();
  const code = searchParams.get("code") ?? "";
  const signIn = useSignIn();
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [refusal, setRefusal] = useState<{ text: string; linkDead: boolean }>();
  const [submitting, setSubmitting] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setRefusal(undefined);
    const found: typeof errors = {};
    if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) found.password = `Use between ${PASSWORD_MIN} and ${PASSWORD_MAX} characters.`;
    if (confirm !== password) found.confirm = "The passwords don't match.";
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    try {
      const result = await setNewPassword(code, password, confirm);
      notify({ type: "success", text: "Your new password is set. Welcome back!" });
      signIn(result);
    } catch (caught) {
      setSubmitting(false);
      if (!isApiError(caught)) setRefusal({ text: "We could not reach the server. Check your connection and try again.", linkDead: false });
      else setRefusal({ text: caught.messages.join(" "), linkDead: caught.status === 401 });
    }
  }

  if (!code) {
    return (
      <section className="card auth-card" aria-labelledby="page-title">
        <h1 id="page-title">Choose a new password</h1>
        <p>This page works with the link we mail you. Open the whole link from the mail, or ask for a new one.</p>
        <Link className="button block" to="/forgot-password">
          Get a new link
        </Link>
      </section>
    );
  }

  return (
    <section className="card auth-card" aria-labelledby="page-title">
      <h1 id="page-title">Choose a new password</h1>
      <p className="muted">After this you are signed in, and any other device using your account has to log in again.</p>
      <form onSubmit={handleSubmit} noValidate>
        {refusal && (
          <div className="form-error" role="alert">
            <p>{refusal.text}</p>
            {refusal.linkDead && <Link to="/forgot-password">Ask for a new link</Link>}
          </div>
        )}
        <Field
          label="New password"
          name="newPassword"
          type="password"
          autoComplete="new-password"
          required
          value={password}
          error={errors.password}
          hint={`${PASSWORD_MIN} to ${PASSWORD_MAX} characters.`}
          onChange={(event) => setPassword(event.target.value)}
        />
        <Field
          label="New password again"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          required
          value={confirm}
          error={errors.confirm}
          onChange={(event) => setConfirm(event.target.value)}
        />
        <button type="submit" className="button block" disabled={submitting}>
          {submitting ? "Saving…" : "Set password and log in"}
        </button>
      </form>
      <p className="auth-switch">
        <Link to="/login">Back to log in</Link>
      </p>
    </section>
  );
}
