/** Sets a new password with the code from the mailed link, then signs in (spec §2, the login screen's card). */
import { useState, type FormEvent } from "react";
import { Link, useSearchParams } from "react-router";
import { setNewPassword } from "../api/auth";
import { isApiError } from "../api/client";
import { PASSWORD_MAX, PASSWORD_MIN } from "../../../content/data/constants";
import { Field } from "../components/Field";
import { useSignIn } from "../hooks/useSignIn";
import { notify } from "../notifications/store";
import account from "../i18n/namespaces/account";
import { useT } from "../i18n";

export function Component() {
  const t = useT(account);
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
    if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX)
      found.password = t("passwordRange", { min: PASSWORD_MIN, max: PASSWORD_MAX });
    if (confirm !== password) found.confirm = t("passwordsDontMatch");
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    try {
      const result = await setNewPassword(code, password, confirm);
      notify({ type: "success", text: t("passwordSet") });
      signIn(result);
    } catch (caught) {
      setSubmitting(false);
      if (!isApiError(caught)) setRefusal({ text: t("unreachable"), linkDead: false });
      else setRefusal({ text: caught.messages.join(" "), linkDead: caught.status === 401 });
    }
  }

  if (!code) {
    return (
      <section className="card auth-card" aria-labelledby="page-title">
        <h1 id="page-title">{t("newPasswordTitle")}</h1>
        <p>{t("needsLink")}</p>
        <Link className="button block" to="/forgot-password">
          {t("getNewLink")}
        </Link>
      </section>
    );
  }

  return (
    <section className="card auth-card" aria-labelledby="page-title">
      <h1 id="page-title">{t("newPasswordTitle")}</h1>
      <p className="muted">{t("afterReset")}</p>
      <form onSubmit={handleSubmit} noValidate>
        {refusal && (
          <div className="form-error" role="alert">
            <p>{refusal.text}</p>
            {refusal.linkDead && <Link to="/forgot-password">{t("askNewLink")}</Link>}
          </div>
        )}
        <Field
          label={t("newPassword")}
          name="newPassword"
          type="password"
          autoComplete="new-password"
          required
          value={password}
          error={errors.password}
          hint={t("passwordHint", { min: PASSWORD_MIN, max: PASSWORD_MAX })}
          onChange={(event) => setPassword(event.target.value)}
        />
        <Field
          label={t("newPasswordAgain")}
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          required
          value={confirm}
          error={errors.confirm}
          onChange={(event) => setConfirm(event.target.value)}
        />
        <button type="submit" className="button block" disabled={submitting}>
          {submitting ? t("saving") : t("setAndLogIn")}
        </button>
      </form>
      <p className="auth-switch">
        <Link to="/login">{t("backToLogIn")}</Link>
      </p>
    </section>
  );
}
