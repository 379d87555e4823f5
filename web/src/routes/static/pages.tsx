/** The text pages of /static (spec §2), written by us. One module: they are small. */
import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { SUBSCRIPTION_BLOCKS } from "../../../../content/data/constants";
import { Component as NotFound } from "../notFound";
import text from "../../i18n/namespaces/staticPages";
import { formatNumber, useT, type Translate } from "../../i18n";
import "./static.css";

interface Page {
  title: string;
  lead?: string;
  body: ReactNode;
}

const dollars = (amount: number) =>
  formatNumber(amount, { style: "currency", currency: "USD", minimumFractionDigits: 0 });

const ARTISTS =
  "Lorc, Delapouite, Skoll, sbed, Carl Olsen, John Colburn, Felbrigg, John Redman, Kier Heyl, Lord Berandas, Irongamer, HeavenlyDog, Lucas, Faithtoken, Threeleaves, Viscious Speed, Zajkonur, Willdabeast, Caro Asercion, Pierre Leducq, Darkzaitzev, PriorBlue, Cathelineau, Sparker, Daniel Miller, Andy Meneely, Quoting, Guard13007, Cyb3rbunny";

/** The pages in the language spoken now. */
const pagesFor = (t: Translate<typeof text>): Record<string, Page> => ({
  features: {
    title: t("featuresTitle"),
    lead: t("featuresLead"),
    body: (
      <>
        <section>
          <h2>{t("featuresH1")}</h2>
          <p>{t("featuresP1")}</p>
        </section>
        <section>
          <h2>{t("featuresH2")}</h2>
          <p>{t("featuresP2")}</p>
        </section>
        <section>
          <h2>{t("featuresH3")}</h2>
          <p>{t("featuresP3")}</p>
        </section>
        <section>
          <h2>{t("featuresH4")}</h2>
          <p>{t("featuresP4")}</p>
        </section>
        <section>
          <h2>{t("featuresH5")}</h2>
          <p>{t("featuresP5")}</p>
        </section>
        <section>
          <h2>{t("featuresH6")}</h2>
          <p>{t("featuresP6")}</p>
        </section>
      </>
    ),
  },
  overview: {
    title: t("overviewTitle"),
    lead: t("overviewLead"),
    body: (
      <>
        <section>
          <h2>{t("overviewH1")}</h2>
          <p>{t("overviewP1")}</p>
        </section>
        <section>
          <h2>{t("overviewH2")}</h2>
          <p>{t("overviewP2")}</p>
        </section>
        <section>
          <h2>{t("overviewH3")}</h2>
          <p>{t("overviewP3")}</p>
        </section>
        <section>
          <h2>{t("overviewH4")}</h2>
          <p>{t("overviewP4")}</p>
        </section>
        <p>{t.rich("overviewQuestions", { faq: <Link to="/static/faq">{t("faqLink")}</Link> })}</p>
      </>
    ),
  },
  "community-guidelines": {
    title: t("communityGuidelinesTitle"),
    lead: t("communityGuidelinesLead"),
    body: (
      <>
        <section>
          <h2>{t("communityGuidelinesH1")}</h2>
          <p>{t("communityGuidelinesP1")}</p>
        </section>
        <section>
          <h2>{t("communityGuidelinesH2")}</h2>
          <p>{t("communityGuidelinesP2")}</p>
        </section>
        <section>
          <h2>{t("communityGuidelinesH3")}</h2>
          <p>{t("communityGuidelinesP3")}</p>
        </section>
        <section>
          <h2>{t("communityGuidelinesH4")}</h2>
          <p>{t("communityGuidelinesP4")}</p>
        </section>
        <section>
          <h2>{t("communityGuidelinesH5")}</h2>
          <p>{t("communityGuidelinesP5")}</p>
        </section>
      </>
    ),
  },
  contact: {
    title: t("contactTitle"),
    lead: t("contactLead"),
    body: (
      <>
        <section>
          <h2>{t("contactH1")}</h2>
          <p>
            {t.rich("contactAnswers", {
              faq: <Link to="/static/faq">{t("faqLink")}</Link>,
              email: <a href="mailto:support@habitforge.example">support@habitforge.example</a>,
            })}
          </p>
        </section>
        <section>
          <h2>{t("contactH2")}</h2>
          <p>{t("contactP1")}</p>
        </section>
        <section>
          <h2>{t("contactH3")}</h2>
          <p>
            {t.rich("contactPress", {
              email: <a href="mailto:hello@habitforge.example">hello@habitforge.example</a>,
              pressKit: <Link to="/static/press-kit">{t("pressKitLink")}</Link>,
            })}
          </p>
        </section>
      </>
    ),
  },
  "press-kit": {
    title: t("pressKitTitle"),
    lead: t("pressKitLead"),
    body: (
      <>
        <section>
          <h2>{t("pressKitH1")}</h2>
          <p>{t("pressKitP1")}</p>
        </section>
        <section>
          <h2>{t("pressKitH2")}</h2>
          <ul>
            <li>{t("pressKitItem1")}</li>
            <li>{t("pressKitItem2")}</li>
            <li>{t("pressKitItem3")}</li>
          </ul>
        </section>
        <section>
          <h2>{t("pressKitH3")}</h2>
          <p>{t.rich("pressKitPixelArt", { credits: <Link to="/static/attributions">{t("creditsLink")}</Link> })}</p>
        </section>
      </>
    ),
  },
  plans: {
    title: t("plansTitle"),
    lead: t("plansLead"),
    body: (
      <>
        <div className="plan-cards">
          <article className="card">
            <h2>{t("plansH1")}</h2>
            <p>{t("plansP1")}</p>
          </article>
          <article className="card">
            <h2>{t("plansH2")}</h2>
            <p>
              {t("plansSubscriber", {
                monthly: dollars(SUBSCRIPTION_BLOCKS.basic_earned.price),
                yearly: dollars(SUBSCRIPTION_BLOCKS.basic_12mo.price),
              })}
            </p>
          </article>
          <article className="card">
            <h2>{t("plansH3")}</h2>
            <p>
              {t.rich("plansGroup", {
                monthly: dollars(SUBSCRIPTION_BLOCKS.group_monthly.price),
                member: dollars(
                  Math.round(SUBSCRIPTION_BLOCKS.group_monthly.price / SUBSCRIPTION_BLOCKS.group_monthly.quantity),
                ),
                learnMore: <Link to="/static/group-plans">{t("learnMore")}</Link>,
              })}
            </p>
          </article>
        </div>
      </>
    ),
  },
  "group-plans": {
    title: t("groupPlansTitle"),
    lead: t("groupPlansLead"),
    body: (
      <>
        <section>
          <h2>{t("groupPlansH1")}</h2>
          <p>{t("groupPlansP1")}</p>
        </section>
        <section>
          <h2>{t("groupPlansH2")}</h2>
          <p>{t("groupPlansP2")}</p>
        </section>
        <section>
          <h2>{t("groupPlansH3")}</h2>
          <p>{t("groupPlansP3")}</p>
        </section>
        <section>
          <h2>{t("groupPlansH4")}</h2>
          <p>{t("groupPlansPricing", { monthly: dollars(SUBSCRIPTION_BLOCKS.group_monthly.price) })}</p>
        </section>
      </>
    ),
  },
  terms: {
    title: t("termsTitle"),
    lead: t("updated"),
    body: (
      <>
        <section>
          <h2>{t("termsH1")}</h2>
          <p>{t("termsP1")}</p>
        </section>
        <section>
          <h2>{t("termsH2")}</h2>
          <p>{t("termsP2")}</p>
        </section>
        <section>
          <h2>{t("termsH3")}</h2>
          <p>{t("termsP3")}</p>
        </section>
        <section>
          <h2>{t("termsH4")}</h2>
          <p>{t("termsP4")}</p>
        </section>
        <section>
          <h2>{t("termsH5")}</h2>
          <p>{t("termsP5")}</p>
        </section>
      </>
    ),
  },
  privacy: {
    title: t("privacyTitle"),
    lead: t("updated"),
    body: (
      <>
        <section>
          <h2>{t("privacyH1")}</h2>
          <p>{t("privacyP1")}</p>
        </section>
        <section>
          <h2>{t("privacyH2")}</h2>
          <p>{t("privacyP2")}</p>
        </section>
        <section>
          <h2>{t("privacyH3")}</h2>
          <p>{t("privacyP3")}</p>
        </section>
        <section>
          <h2>{t("privacyH4")}</h2>
          <p>{t("privacyP4")}</p>
        </section>
        <section>
          <h2>{t("privacyH5")}</h2>
          <p>{t("privacyP5")}</p>
        </section>
      </>
    ),
  },
  attributions: {
    title: t("attributionsTitle"),
    lead: t("attributionsLead"),
    body: (
      <>
        <section>
          <h2>{t("attributionsH1")}</h2>
          <p>
            {t.rich("attributionsIconList", {
              site: <a href="https://game-icons.net">game-icons.net</a>,
              artists: ARTISTS,
            })}
          </p>
          <p>
            {t.rich("attributionsLicence", {
              licence: <a href="https://creativecommons.org/licenses/by/3.0/">Creative Commons Attribution 3.0</a>,
            })}
          </p>
        </section>
        <section>
          <h2>{t("attributionsPixelTitle")}</h2>
          <p>{t("attributionsPixelText")}</p>
        </section>
      </>
    ),
  },
});

/** The review pages show the same text as the pages they review, marked as a draft to read. */
const REVIEWS: Record<string, string> = { "terms-review": "terms", "privacy-review": "privacy" };

export function Component() {
  const t = useT(text);
  const { pathname } = useLocation();
  const slug = pathname.replace(/^\/static\//, "").replace(/\/$/, "");
  const reviewOf = REVIEWS[slug];
  const pages = pagesFor(t);
  const page = Object.hasOwn(pages, reviewOf ?? slug) ? pages[reviewOf ?? slug] : undefined;
  if (!page) return <NotFound />;
  return (
    <article className="static-page" aria-labelledby="page-title">
      <h1 id="page-title">{reviewOf ? t("reviewTitle", { title: page.title }) : page.title}</h1>
      {reviewOf && <p className="notice notice-info">{t("reviewNotice")}</p>}
      {page.lead && <p className="lead">{page.lead}</p>}
      {page.body}
    </article>
  );
}
