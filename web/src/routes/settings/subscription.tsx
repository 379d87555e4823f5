import { useQuery } from "@tanstack/react-query";
import { GEMS_FOR_GOLD_BASE_CAP, SUBSCRIPTION_BLOCKS } from "../../../../content/data/constants";
import { userQuery } from "../../queries";
import { readPaymentState } from "../payment/paymentState";
import { Block, SettingsPage } from "./SettingsPage";

const BLOCK_NAMES: Record<string, string> = {
  basic_earned: "Monthly",
  basic_3mo: "Every 3 months",
  basic_6mo: "Every 6 months",
  basic_12mo: "Yearly",
};

const BENEFITS = [
  "Buy gems with gold in the market: 20 gold each, up to 24 a month, more the longer you stay.",
  "A mystery item set every month, yours to keep.",
  "Mystic hourglasses to spend with the time travelers.",
  "Double the daily item drop cap, so more eggs, potions and food.",
  "Your whole task history is kept, not just the recent part.",
];

export function Component() {
  const user = useQuery(userQuery());
  const plan = user.data?.purchased?.plan;
  const active = Boolean(plan?.customerId) && !plan?.dateTerminated;
  const payment = readPaymentState();
  return (
    <SettingsPage title="Subscription" intro="Subscriptions keep the game running and come with perks.">
      <Block title="Your plan">
        {!user.data ? (
          <p role="status">Loading…</p>
        ) : active ? (
          <>
            <p>
              You subscribe{plan?.planId ? ` (${BLOCK_NAMES[plan.planId] ?? plan.planId})` : ""}
              {plan?.dateCreated ? ` since ${new Date(plan.dateCreated).toLocaleDateString("en", { year: "numeric", month: "long", day: "numeric" })}` : ""}. Thank you!
            </p>
            <ul>
              <li>Months in a row: {plan?.consecutive.count ?? 0}</li>
              <li>Mystic hourglasses: {plan?.consecutive.trinkets ?? 0}</li>
              <li>
                Gems bought with gold this month: {plan?.gemsBought ?? 0} of {GEMS_FOR_GOLD_BASE_CAP + (plan?.consecutive.gemCapExtra ?? 0)}
              </li>
            </ul>
          </>
        ) : plan?.dateTerminated ? (
          <p>Your subscription ends on {new Date(plan.dateTerminated).toLocaleDateString("en", { year: "numeric", month: "long", day: "numeric" })}. Its perks stay until then.</p>
        ) : (
          <p>You do not subscribe at the moment.</p>
        )}
        {payment?.paymentCompleted && payment.paymentType.includes("subscription") && <p className="notice notice-success">Your last payment went through. It may take a minute to show here.</p>}
      </Block>
      <Block title="What subscribers get">
        <ul>
          {BENEFITS.map((benefit) => (
            <li key={benefit}>{benefit}</li>
          ))}
        </ul>
      </Block>
      <Block title="Plans">
        <table className="data-table">
          <caption className="visually-hidden">Subscription plans and prices</caption>
          <thead>
            <tr>
              <th scope="col">Plan</th>
              <th scope="col" className="number">
                Price (US dollars)
              </th>
            </tr>
          </thead>
          <tbody>
            {Object.entries(SUBSCRIPTION_BLOCKS)
              .filter(([key]) => BLOCK_NAMES[key])
              .map(([key, block]) => (
                <tr key={key}>
                  <th scope="row">{BLOCK_NAMES[key]}</th>
                  <td className="number">${block.price}</td>
                </tr>
              ))}
          </tbody>
        </table>
        <p className="muted">Card and PayPal payments are not connected yet. When they are, you will subscribe from this page.</p>
      </Block>
    </SettingsPage>
  );
}
