/**
 * Where the Apple sign-in returns: the answer's code and token are passed to
 * GET /api/v4/user/auth/apple; a success stores the credentials and opens the tasks.
 */
import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import { api, isApiError } from "../../api/client";
import { saveAuth } from "../../settings";
import text from "../../../../content/i18n/en/web/public";
import { translate, useT } from "../../i18n";
import "./static.css";

export function Component() {
  const t = useT(text);
  const navigate = useNavigate();
  const [error, setError] = useState<string>();
  const params = new URLSearchParams(window.location.search);
  const code = params.get("code");
  const idToken = params.get("id_token");
  useEffect(() => {
    if (!code && !idToken) return;
    let live = true;
    api
      .get<{ id: string; apiToken: string }>("/user/auth/apple", {
        query: { allowRegister: true, code: code ?? undefined, id_token: idToken ?? undefined, name: params.get("name") ?? undefined },
      })
      .then((answer) => {
        if (!live || !answer?.id) return;
        saveAuth({ apiId: answer.id, apiToken: answer.apiToken });
        navigate("/", { replace: true });
      })
      .catch((failure: unknown) => live && setError(isApiError(failure) ? failure.message : translate(text, "appleFailed")));
    return () => {
      live = false;
    };
    // Runs once per arrival from Apple.
  }, []);
  return (
    <article className="static-page" aria-labelledby="page-title">
      <h1 id="page-title">{t("signingIn")}</h1>
      {!code && !idToken ? (
        <p>{t.rich("nothingToFinish", { link: <Link to="/login">{t("goToLogin")}</Link> })}</p>
      ) : error ? (
        <p role="alert">
          {error} <Link to="/login">{t("tryAnotherWay")}</Link>.
        </p>
      ) : (
        <p role="status">{t("finishingApple")}</p>
      )}
    </article>
  );
}
