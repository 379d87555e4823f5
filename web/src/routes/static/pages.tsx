/** The text pages of /static (spec §2), written by us. One module: they are small. */
import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { SUBSCRIPTION_BLOCKS } from "../../../../content/data/constants";
import { Component as NotFound } from "../notFound";
import "./static.css";

interface Page {
  title: string;
  lead?: string;
  body: ReactNode;
}

const UPDATED = "Last updated 20 November 2026.";

const PAGES: Record<string, Page> = {
  features: {
    title: "Features",
    lead: "Everything Habitforge does to help you keep going.",
    body: (
      <>
        <section>
          <h2>Four kinds of task</h2>
          <p>Habits for things you do any number of times, dailies for routines on a schedule, to-dos for one-off jobs and rewards you pick yourself. Checklists, due dates, tags and repeating schedules come with them.</p>
        </section>
        <section>
          <h2>A hero who grows with you</h2>
          <p>Every finished task gives experience and gold. Level up, choose a class at level 10, spend attribute points and learn skills that help you and your friends.</p>
        </section>
        <section>
          <h2>Pets, mounts and gear</h2>
          <p>Eggs, potions and food drop as you work. Hatch more than a hundred kinds of pet, raise them into mounts and dress your hero in gear from five shops.</p>
        </section>
        <section>
          <h2>Friends who keep you honest</h2>
          <p>Join a party to fight bosses together: your completed tasks hurt the boss, and everyone's missed dailies hurt the party. Guilds and challenges bring people with the same goals together.</p>
        </section>
        <section>
          <h2>Group plans</h2>
          <p>Families, classes and teams can share a task board, assign jobs and approve them when they are done.</p>
        </section>
        <section>
          <h2>Your data, your way</h2>
          <p>Export everything at any time, use the API for your own tools, and import your tasks from the open-source habit game.</p>
        </section>
      </>
    ),
  },
  overview: {
    title: "Overview",
    lead: "New here? A quick tour of how the game works.",
    body: (
      <>
        <section>
          <h2>1. Write down what matters</h2>
          <p>Add a few habits you want to build or break, the dailies of your routine and the to-dos on your mind. Start small: three of each is plenty.</p>
        </section>
        <section>
          <h2>2. Tick things off</h2>
          <p>Each time you do something, tick it. Your hero gains experience and gold. Miss a daily and you lose a little health at the end of the day.</p>
        </section>
        <section>
          <h2>3. Treat yourself</h2>
          <p>Spend gold on the rewards you set up, or on gear and the Enchanted Armoire in the market.</p>
        </section>
        <section>
          <h2>4. Collect and explore</h2>
          <p>Hatch pets from the eggs and potions you find, raise mounts, earn achievements and join a party for quests.</p>
        </section>
        <p>
          Questions? The <Link to="/static/faq">FAQ</Link> has answers.
        </p>
      </>
    ),
  },
  "community-guidelines": {
    title: "Community guidelines",
    lead: "Habitforge is a place to encourage each other. These rules keep it that way.",
    body: (
      <>
        <section>
          <h2>Be kind</h2>
          <p>Treat everyone with respect. No insults, harassment, threats, hate speech or discrimination of any kind.</p>
        </section>
        <section>
          <h2>Keep it suitable for everyone</h2>
          <p>Players of many ages and backgrounds meet here. Keep language and images free of explicit, violent or hateful content.</p>
        </section>
        <section>
          <h2>No spam or selling</h2>
          <p>Do not advertise, beg for gems, send chain messages or post the same thing again and again.</p>
        </section>
        <section>
          <h2>Protect privacy</h2>
          <p>Never share someone else's personal details, and think twice before sharing your own.</p>
        </section>
        <section>
          <h2>Flag, do not fight</h2>
          <p>If something breaks these rules, flag it and let the moderators handle it. Moderators may hide messages, mute chat or close accounts that break the rules.</p>
        </section>
      </>
    ),
  },
  contact: {
    title: "Contact us",
    lead: "We read every message.",
    body: (
      <>
        <section>
          <h2>Questions and problems</h2>
          <p>
            Most answers are in the <Link to="/static/faq">FAQ</Link>. If yours is not, write to <a href="mailto:support@habitforge.example">support@habitforge.example</a> with your username and what happened.
          </p>
        </section>
        <section>
          <h2>Reporting a bug</h2>
          <p>Tell us what you did, what you expected and what you saw instead. Screenshots and your browser's name help us a lot.</p>
        </section>
        <section>
          <h2>Press and partnerships</h2>
          <p>
            Write to <a href="mailto:hello@habitforge.example">hello@habitforge.example</a>, and see our <Link to="/static/press-kit">press kit</Link>.
          </p>
        </section>
      </>
    ),
  },
  "press-kit": {
    title: "Press kit",
    lead: "Facts and pictures for writing about Habitforge.",
    body: (
      <>
        <section>
          <h2>In one sentence</h2>
          <p>Habitforge is a free habit tracker and to-do list that turns your goals into a role-playing game you play alone or with friends.</p>
        </section>
        <section>
          <h2>Key facts</h2>
          <ul>
            <li>Runs in any modern browser, on phones and computers.</li>
            <li>Free to play; optional subscriptions and gems support the game.</li>
            <li>Open API and full data export.</li>
          </ul>
        </section>
        <section>
          <h2>Pictures</h2>
          <p>
            The hero, equipment, pets, mounts and backgrounds are our own pixel art; eggs, potions, food, quests and skills use icons from game-icons.net under a Creative Commons licence. See the <Link to="/static/attributions">picture credits</Link>, and please credit the artists when you use their icons.
          </p>
        </section>
      </>
    ),
  },
  plans: {
    title: "Plans",
    lead: "Play for free for as long as you like. Subscribe if you want more.",
    body: (
      <>
        <div className="plan-cards">
          <article className="card">
            <h2>Free</h2>
            <p>All task types, levels, classes, pets, mounts, quests, parties and guilds.</p>
          </article>
          <article className="card">
            <h2>Subscriber</h2>
            <p>
              From ${SUBSCRIPTION_BLOCKS.basic_earned.price} a month, or ${SUBSCRIPTION_BLOCKS.basic_12mo.price} a year: buy gems with gold, a mystery item set each month, mystic hourglasses, a higher drop cap and a longer history.
            </p>
          </article>
          <article className="card">
            <h2>Group plan</h2>
            <p>
              ${SUBSCRIPTION_BLOCKS.group_monthly.price} a month for the group owner plus ${Math.round(SUBSCRIPTION_BLOCKS.group_monthly.price / SUBSCRIPTION_BLOCKS.group_monthly.quantity)} for each further member: a shared task board and subscriber perks for everyone. <Link to="/static/group-plans">Learn more</Link>.
            </p>
          </article>
        </div>
      </>
    ),
  },
  "group-plans": {
    title: "Group plans",
    lead: "One task board for your household, class or team.",
    body: (
      <>
        <section>
          <h2>Share the load</h2>
          <p>Create tasks on a shared board and assign them to one person or several. Everyone sees what is left to do.</p>
        </section>
        <section>
          <h2>Approve when done</h2>
          <p>Tasks can ask for approval, so a parent, teacher or team lead confirms a job before its reward is paid.</p>
        </section>
        <section>
          <h2>Perks for everyone</h2>
          <p>Every member gets the benefits of a subscription for as long as they are in the group.</p>
        </section>
        <section>
          <h2>Pricing</h2>
          <p>
            ${SUBSCRIPTION_BLOCKS.group_monthly.price} a month, which covers the owner and first members, plus a small fee per extra member. Cancel any time from the group's billing page.
          </p>
        </section>
      </>
    ),
  },
  terms: {
    title: "Terms of service",
    lead: UPDATED,
    body: (
      <>
        <section>
          <h2>Using Habitforge</h2>
          <p>You may use Habitforge if you are old enough to agree to these terms where you live, or have a parent's permission. Keep your password safe; you are responsible for what happens in your account.</p>
        </section>
        <section>
          <h2>Your content</h2>
          <p>Tasks, messages and profile text stay yours. You give us permission to store and show them as the service needs. Content you post in groups must follow the community guidelines.</p>
        </section>
        <section>
          <h2>Purchases</h2>
          <p>Gems, subscriptions and group plans pay for the service. Virtual items have no cash value and cannot be exchanged for money. Subscriptions renew until you cancel them.</p>
        </section>
        <section>
          <h2>Ending</h2>
          <p>You can delete your account at any time in Settings. We may suspend accounts that break these terms or the community guidelines.</p>
        </section>
        <section>
          <h2>No guarantees</h2>
          <p>We work hard to keep Habitforge running, but it is provided as it is, and we are not liable for losses beyond what the law requires.</p>
        </section>
      </>
    ),
  },
  privacy: {
    title: "Privacy policy",
    lead: UPDATED,
    body: (
      <>
        <section>
          <h2>What we keep</h2>
          <p>Your username, email address, a scrambled form of your password, your tasks, your game progress and the messages you send. We do not sell any of it.</p>
        </section>
        <section>
          <h2>Why</h2>
          <p>To run the game, keep your account safe, answer your questions and, if you agree, send you the emails you chose in Settings.</p>
        </section>
        <section>
          <h2>Who sees it</h2>
          <p>Your tasks are private. Others see your public profile: name, avatar, level and achievements. Payment providers handle card details; we never see them.</p>
        </section>
        <section>
          <h2>Your rights</h2>
          <p>Download all your data or delete your account at any time from Settings. Write to us through the contact page with any question.</p>
        </section>
        <section>
          <h2>Your browser</h2>
          <p>We keep your sign-in in your browser's local storage and a few session flags. No advertising trackers.</p>
        </section>
      </>
    ),
  },
  attributions: {
    title: "Picture credits",
    lead: "The artists whose work makes the game look good.",
    body: (
      <>
        <section>
          <h2>Item pictures</h2>
          <p>
            Egg, hatching potion, food, quest, bundle, achievement and skill pictures are icons from <a href="https://game-icons.net">game-icons.net</a>, made by Lorc, Delapouite, Skoll, sbed, Carl Olsen, John Colburn, Felbrigg, John Redman, Kier Heyl, Lord Berandas, Irongamer, HeavenlyDog, Lucas, Faithtoken, Threeleaves,
            Viscious Speed, Zajkonur, Willdabeast, Caro Asercion, Pierre Leducq, Darkzaitzev, PriorBlue, Cathelineau, Sparker, Daniel Miller, Andy Meneely, Quoting, Guard13007, Cyb3rbunny and the other artists listed on that site.
          </p>
          <p>
            They are shared under the <a href="https://creativecommons.org/licenses/by/3.0/">Creative Commons Attribution 3.0</a> licence. We tint them by colour, class and season and change their size; their shapes are unchanged.
          </p>
        </section>
        <section>
          <h2>The hero, equipment, pets, mounts and backgrounds</h2>
          <p>
            The hero and everything drawn on it (body, skin, hair, beards, flowers, every piece of equipment, chairs), the pets and mounts, and the background scenes are our own pixel art, made for this game.
            They are drawn by our code from the game's own data: an item's slot, class and set decide its shape and colours, and a background's place and mood words decide its scene.
          </p>
        </section>
      </>
    ),
  },
};

/** The review pages show the same text as the pages they review, marked as a draft to read. */
const REVIEWS: Record<string, string> = { "terms-review": "terms", "privacy-review": "privacy" };

export function Component() {
  const { pathname } = useLocation();
  const slug = pathname.replace(/^\/static\//, "").replace(/\/$/, "");
  const reviewOf = REVIEWS[slug];
  const page = PAGES[reviewOf ?? slug];
  if (!page) return <NotFound />;
  return (
    <article className="static-page" aria-labelledby="page-title">
      <h1 id="page-title">{reviewOf ? `${page.title}: review` : page.title}</h1>
      {reviewOf && <p className="notice notice-info">This is the text we plan to publish. Read it and tell us through the contact page if anything is unclear.</p>}
      {page.lead && <p className="lead">{page.lead}</p>}
      {page.body}
    </article>
  );
}
