import { Link } from "react-router";
import { isLoggedIn } from "../settings";

export function Component() {
  const loggedIn = isLoggedIn();
  return (
    <section className="card message-card not-found" aria-labelledby="page-title">
      <p className="eyebrow">Error 404</p>
      <h1 id="page-title">Page not found</h1>
      <p>This path leads nowhere. The address may be mistyped, or the page may have moved.</p>
      <Link className="button" to={loggedIn ? "/" : "/static/home"}>
        {loggedIn ? "Back to tasks" : "Back to the home page"}
      </Link>
    </section>
  );
}
