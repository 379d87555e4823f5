/**
 * Where the Apple sign-in returns: the answer's code and token are passed to
 * GET /api/v4/user/auth/apple; a success stores the credentials and opens the tasks.
 */
import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import { api, isApiError } from "../../api/client";
import { saveAuth } from "../../settings";
import "./static.css";

export function Component() {
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
      .catch((failure: unknown) => live && setError(isApiError(failure) ? failure.message : "Signing in with Apple did not work."));
    return () => {
      live = false;
    };
    // Runs once per arrival from Apple.
  }, []);
  return (
    <article className="static-page" aria-labelledby="page-title">
      <h1 id="page-title">Signing in</h1>
      {!code && !idToken ? (
        <p>
          There is no sign-in to finish here. <Link to="/login">Go to the login page</Link>.
        </p>
      ) : error ? (
        <p role="alert">
          {error} <Link to="/login">Try another way to log in</Link>.
        </p>
      ) : (
        <p role="status">Finishing your sign-in with Apple…</p>
      )}
    </article>
  );
}
