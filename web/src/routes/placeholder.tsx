import { Link } from "react-router";
import { useRouteHandle } from "../hooks/useRouteHandle";
import { isLoggedIn } from "../settings";

/** Stands in for a screen a later issue builds: says so plainly and offers a way back. */
export function Component() {
  const { section, subsection } = useRouteHandle();
  const loggedIn = isLoggedIn();
  return (
    <section className="card placeholder-card" aria-labelledby="page-title">
      {subsection && <p className="eyebrow">{section}</p>}
      <h1 id="page-title">{subsection ?? section}</h1>
      <p>This part of the game is being built.</p>
      <Link className="button" to={loggedIn ? "/" : "/static/home"}>
        {loggedIn ? "Back to tasks" : "Back to the home page"}
      </Link>
    </section>
  );
}
