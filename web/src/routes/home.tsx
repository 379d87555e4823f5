import { Link } from "react-router";

const FEATURES = [
  {
    title: "Habits, dailies and to-dos",
    text: "Tick off a good habit and gain experience and gold. Slip on a bad one and lose a little health. Dailies come back on the days you choose.",
  },
  {
    title: "Rewards you set yourself",
    text: "Spend the gold you earn on treats you pick: a film night, a slice of cake, an hour of your favourite game.",
  },
  {
    title: "Pets, gear and quests",
    text: "Find eggs and potions as you work, raise pets into mounts, equip your hero and face bosses together with your party.",
  },
];

export function Component() {
  return (
    <div className="home">
      <section className="hero" aria-labelledby="home-title">
        <h1 id="home-title">Level up your life, one task at a time</h1>
        <p className="lead">
          Habitforge is a to-do list that plays like a role-playing game. Every task you finish makes your hero stronger; every
          one you skip has a cost. Friends can join your party and keep each other going.
        </p>
        <div className="actions">
          <Link className="button large" to="/register">
            Start your adventure
          </Link>
          <Link className="button secondary large" to="/login">
            I already have an account
          </Link>
        </div>
      </section>
      <section className="features" aria-label="What you can do">
        {FEATURES.map((feature) => (
          <article className="card feature" key={feature.title}>
            <h2>{feature.title}</h2>
            <p>{feature.text}</p>
          </article>
        ))}
      </section>
    </div>
  );
}
