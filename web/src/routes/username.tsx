/**
 * A new account made through a sign-in provider starts with a made-up name; here its owner
 * chooses the username others will see before playing (the navigation guard sends it here).
 */
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState, type FormEvent } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { chooseUsername, verifyUsername } from "../api/auth";
import { isApiError } from "../api/client";
import { usernameIssues, USERNAME_MAX, USERNAME_MIN } from "../../../content/rules/accountNames";
import { Field } from "../components/Field";
import { safeRedirectTarget } from "../navigation/guard";
import account from "../i18n/namespaces/account";
import { translate, useT } from "../i18n";
import { queryClient } from "../queries/client";
import { userKeys, userQuery } from "../queries/user";

function localMessage(issue: string): string {
  if (issue === "usernameInvalidLength")
    return translate(account, "usernameLength", { min: USERNAME_MIN, max: USERNAME_MAX });
  if (issue === "usernameInvalidCharacters") return translate(account, "usernameCharacters");
  return translate(account, "usernameReserved");
}

export function Component() {
  const t = useT(account);
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const user = useQuery(userQuery());
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [check, setCheck] = useState<{ name: string; issue?: string }>();
  const [error, setError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);

  const trimmed = username.trim();
  const localIssue = trimmed ? usernameIssues(trimmed)[0] : undefined;

  // The server knows which names are taken: ask it once typing pauses.
  useEffect(() => {
    if (!trimmed || localIssue) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      verifyUsername(trimmed, controller.signal)
        .then((answer) => setCheck({ name: trimmed, issue: answer.isUsable ? undefined : answer.issues?.join(" ") }))
        .catch(() => undefined);
    }, 350);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [trimmed, localIssue]);

  // Accounts from a sign-in provider have no password; any other confirms the change with it.
  const needsPassword = user.data?.auth.local.has_password !== false && user.data !== undefined;
  const fieldError = localIssue ? localMessage(localIssue) : check?.name === trimmed ? check.issue : undefined;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(undefined);
    if (!trimmed || localIssue) {
      setError(localIssue ? localMessage(localIssue) : t("chooseUsernamePlease"));
      return;
    }
    setSubmitting(true);
    try {
      await chooseUsername(trimmed, needsPassword ? password : undefined);
      await queryClient.invalidateQueries({ queryKey: userKeys.all });
      void navigate(safeRedirectTarget(searchParams.get("redirectTo")), { replace: true });
    } catch (caught) {
      setSubmitting(false);
      setError(isApiError(caught) ? caught.messages.join(" ") : t("unreachable"));
    }
  }

  return (
    <section className="card auth-card" aria-labelledby="page-title">
      <h1 id="page-title">{t("chooseUsernameTitle")}</h1>
      <p className="muted">
        {t("chooseUsernameLead")}
        {user.data && <> {t.rich("currentName", { name: <strong>{user.data.auth.local.username}</strong> })}</>}
      </p>
      <form onSubmit={handleSubmit} noValidate>
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <Field
          label={t("username")}
          name="username"
          autoComplete="username"
          required
          value={username}
          maxLength={USERNAME_MAX * 2}
          error={fieldError}
          hint={t("usernameHint")}
          onChange={(event) => setUsername(event.target.value)}
        />
        {needsPassword && (
          <Field
            label={t("passwordToConfirm")}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        )}
        <button
          type="submit"
          className="button block"
          disabled={submitting || !trimmed || Boolean(fieldError) || (needsPassword && !password)}
        >
          {submitting ? t("saving") : t("startPlaying")}
        </button>
      </form>
    </section>
  );
}
