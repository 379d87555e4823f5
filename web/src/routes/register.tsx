import { useState, type FormEvent } from "react";
import { Link, useSearchParams } from "react-router";
import { register, type RegisterInput } from "../api/auth";
import { isApiError } from "../api/client";
import { PASSWORD_MAX, PASSWORD_MIN } from "../../../content/data/constants";
import { checkRegistration, REGISTRATION_FIELDS as FIELDS, type FieldErrors, type FieldName } from "../forms/registration";
import { Field } from "../components/Field";
import { useSignIn } from "../hooks/useSignIn";
import { SocialButtons } from "../signIn/SocialButtons";
import { peekSocialEmail } from "../signIn/trips";

export function Component() {
  const [searchParams] = useSearchParams();
  const signIn = useSignIn();
  const [values, setValues] = useState<RegisterInput>(() => ({ username: "", email: peekSocialEmail() ?? "", password: "", confirmPassword: "" }));
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);

  const update = (name: FieldName) => (event: React.ChangeEvent<HTMLInputElement>) => {
    setValues((current) => ({ ...current, [name]: event.target.value }));
    setFieldErrors((current) => ({ ...current, [name]: undefined }));
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(undefined);
    const input = { ...values, username: values.username.trim(), email: values.email.trim() };
    const errors = checkRegistration(input);
    setFieldErrors(errors);
    if (Object.keys(errors).length > 0) {
      setFormError("Please fix the highlighted fields.");
      return;
    }
    setSubmitting(true);
    try {
      signIn(await register(input, searchParams.get("groupInvite") ?? undefined));
    } catch (caught) {
      setSubmitting(false);
      if (!isApiError(caught)) {
        setFormError("We could not reach the server. Check your connection and try again.");
        return;
      }
      const serverErrors: FieldErrors = {};
      for (const name of FIELDS) {
        const message = caught.messageFor(name);
        if (message) serverErrors[name] = message;
      }
      setFieldErrors(serverErrors);
      const unplaced = caught.errors.filter((entry) => !FIELDS.includes(entry.param as FieldName)).map((entry) => entry.message);
      if (Object.keys(serverErrors).length === 0) setFormError(caught.messages.join(" "));
      else setFormError(unplaced.length > 0 ? unplaced.join(" ") : "Please fix the highlighted fields.");
    }
  }

  const loginLink = searchParams.get("redirectTo") ? `/login?redirectTo=${encodeURIComponent(searchParams.get("redirectTo") ?? "")}` : "/login";
  return (
    <section className="card auth-card" aria-labelledby="page-title">
      <h1 id="page-title">Create your hero</h1>
      <p className="muted">It's free. Your first tasks are waiting for you.</p>
      <form onSubmit={handleSubmit} noValidate>
        {formError && (
          <p className="form-error" role="alert">
            {formError}
          </p>
        )}
        <Field label="Username" name="username" autoComplete="username" required value={values.username} onChange={update("username")} error={fieldErrors.username} hint="Letters, numbers, hyphens and underscores. Others see it in parties and chat." />
        <Field label="Email" name="email" type="email" autoComplete="email" required value={values.email} onChange={update("email")} error={fieldErrors.email} />
        <Field
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          value={values.password}
          onChange={update("password")}
          error={fieldErrors.password}
          hint={`${PASSWORD_MIN} to ${PASSWORD_MAX} characters.`}
        />
        <Field label="Confirm password" name="confirmPassword" type="password" autoComplete="new-password" required value={values.confirmPassword} onChange={update("confirmPassword")} error={fieldErrors.confirmPassword} />
        <button type="submit" className="button block" disabled={submitting}>
          {submitting ? "Creating your account…" : "Sign up"}
        </button>
      </form>
      <SocialButtons purpose="register" redirectTo={searchParams.get("redirectTo") ?? undefined} groupInvite={searchParams.get("groupInvite") ?? undefined} />
      <p className="auth-switch">
        Already playing? <Link to={loginLink}>Log in</Link>
      </p>
    </section>
  );
}
