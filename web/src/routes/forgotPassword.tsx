/** Forgotten password: asks for the address and says what happens next (spec §2, the login screen's card). */
import { useState, type FormEvent } from "react";
import { Link, useSearchParams } from "react-router";
import { requestPasswordReset } from "../api/auth";
import { isApiError } from "../api/client";
import { normaliseEmail } from "../../../content/rules/accountNames";
import { PASSWORD_RESET_TTL_MINUTES } from "../../../content/data/constants";
import { Field } from "../components/Field";
import { useAuthOptions } from "../hooks/useAuthOptions";
import "../signIn/signIn.css";
import account from "../i18n/namespaces/account";
import { useT } from "../i18n";

export function Component() {
  const t = useT(account);
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
    if (!normaliseEmail(address)) {
      setFieldError(t("enterAccountEmail"));
      return;
    }
    setSubmitting(true);
    try {
      await requestPasswordReset(address);
      setSentTo(address);
    } catch (caught) {
      setError(isApiError(caught) ? caught.messages.join(" ") : t("unreachable"));
    } finally {
      setSubmitting(false);
    }
  }

  const cannotMail = options.data?.mail === false;
  return (
    <section className="card auth-card" aria-labelledby="page-title">
      <h1 id="page-title">{t("forgotTitle")}</h1>
      {cannotMail ? (
        <div className="form-error" role="alert">
          <p>{t("cannotMail")}</p>
          <p>{t("askOperators")}</p>
        </div>
      ) : sentTo ? (
        <div role="status" className="reset-sent">
          <p>
            {t.rich("checkInbox", {
              strong: <strong>{t("checkInboxStrong")}</strong>,
              email: <strong>{sentTo}</strong>,
            })}
          </p>
          <p className="muted">{t("linkLifetime", { minutes: PASSWORD_RESET_TTL_MINUTES })}</p>
          <button type="button" className="button secondary block" onClick={() => setSentTo(undefined)}>
            {t("sendAnother")}
          </button>
        </div>
      ) : (
        <>
          <p className="muted">{t("forgotLead")}</p>
          <form onSubmit={handleSubmit} noValidate>
            {error && (
              <p className="form-error" role="alert">
                {error}
              </p>
            )}
            <Field
              label={t("email")}
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
              {submitting ? t("sending") : t("sendLink")}
            </button>
          </form>
        </>
      )}
      <p className="auth-switch">{t.rich("remembered", { link: <Link to="/login">{t("logIn")}</Link> })}</p>
    </section>
  );
}
