import { useState, type FormEvent } from "react";
import { Link, useSearchParams } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { register, type RegisterInput } from "../api/auth";
import { isApiError } from "../api/client";
import { PASSWORD_MAX, PASSWORD_MIN } from "../../../content/data/constants";
import {
  checkRegistration,
  REGISTRATION_FIELDS as FIELDS,
  type FieldErrors,
  type FieldName,
} from "../forms/registration";
import { Field } from "../components/Field";
import { useSignIn } from "../hooks/useSignIn";
import auth from "../i18n/namespaces/auth";
import inviteText from "../i18n/namespaces/signUpInvite";
import { translate, useT } from "../i18n";
import { SocialButtons } from "../signIn/SocialButtons";
import { peekSocialEmail } from "../signIn/trips";
import { invitationPreviewQuery } from "../queries/account";

export function Component() {
  const t = useT(auth);
  const [searchParams] = useSearchParams();
  // A new player is welcomed first (a short introduction and their hero's looks, then the board);
  // one who came through an invitation goes straight to it.
  const signIn = useSignIn(searchParams.get("groupInvite") ? undefined : "/welcome");
  const i = useT(inviteText);
  const groupInvite = searchParams.get("groupInvite") ?? undefined;
  // An invitation link says who invites to what before the player signs up.
  const invitation = useQuery({ ...invitationPreviewQuery(groupInvite), enabled: Boolean(groupInvite) });
  const invited = invitation.data;
  const [values, setValues] = useState<RegisterInput>(() => ({
    username: "",
    email: peekSocialEmail() ?? "",
    password: "",
    confirmPassword: "",
  }));
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
      setFormError(translate(auth, "fixFields"));
      return;
    }
    setSubmitting(true);
    try {
      // Signed up through an invitation: its group is offered at once.
      const offer = invited
        ? invited.groupType === "party"
          ? "/party"
          : `/groups/guild/${encodeURIComponent(invited.groupId)}`
        : undefined;
      signIn(await register(input, groupInvite), offer);
    } catch (caught) {
      setSubmitting(false);
      if (!isApiError(caught)) {
        setFormError(translate(auth, "unreachable"));
        return;
      }
      const serverErrors: FieldErrors = {};
      for (const name of FIELDS) {
        const message = caught.messageFor(name);
        if (message) serverErrors[name] = message;
      }
      setFieldErrors(serverErrors);
      const unplaced = caught.errors
        .filter((entry) => !FIELDS.includes(entry.param as FieldName))
        .map((entry) => entry.message);
      if (Object.keys(serverErrors).length === 0) setFormError(caught.messages.join(" "));
      else setFormError(unplaced.length > 0 ? unplaced.join(" ") : translate(auth, "fixFields"));
    }
  }

  const loginLink = searchParams.get("redirectTo")
    ? `/login?redirectTo=${encodeURIComponent(searchParams.get("redirectTo") ?? "")}`
    : "/login";
  return (
    <section className="card auth-card" aria-labelledby="page-title">
      <h1 id="page-title">{t("createHero")}</h1>
      <p className="muted">{t("registerLead")}</p>
      {invited && (
        <p className="notice notice-success" data-testid="invitation-preview">
          {i.rich("invitedBy", {
            inviter: <strong>{invited.inviterName}</strong>,
            type: invited.groupType,
            group: <strong>{invited.groupName}</strong>,
          })}
        </p>
      )}
      {groupInvite && invitation.isError && (
        <p className="notice" data-testid="invitation-preview">
          {i("linkGone")}
        </p>
      )}
      <form onSubmit={handleSubmit} noValidate>
        {formError && (
          <p className="form-error" role="alert">
            {formError}
          </p>
        )}
        <Field
          label={t("username")}
          name="username"
          autoComplete="username"
          required
          value={values.username}
          onChange={update("username")}
          error={fieldErrors.username}
          hint={t("usernameHint")}
        />
        <Field
          label={t("email")}
          name="email"
          type="email"
          autoComplete="email"
          required
          value={values.email}
          onChange={update("email")}
          error={fieldErrors.email}
        />
        <Field
          label={t("password")}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          value={values.password}
          onChange={update("password")}
          error={fieldErrors.password}
          hint={t("passwordHint", { min: PASSWORD_MIN, max: PASSWORD_MAX })}
        />
        <Field
          label={t("confirmPassword")}
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          required
          value={values.confirmPassword}
          onChange={update("confirmPassword")}
          error={fieldErrors.confirmPassword}
        />
        <button type="submit" className="button block" disabled={submitting}>
          {submitting ? t("creatingAccount") : t("signUp")}
        </button>
      </form>
      <SocialButtons
        purpose="register"
        redirectTo={searchParams.get("redirectTo") ?? undefined}
        groupInvite={groupInvite}
      />
      <p className="auth-switch">{t.rich("alreadyPlaying", { link: <Link to={loginLink}>{t("logIn")}</Link> })}</p>
    </section>
  );
}
