import { useState, type FormEvent } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Link } from "react-router";
import { isApiError } from "../../api/client";
import { enterPromoCode } from "../../api/payments";
import { Field } from "../../components/Field";
import { notify } from "../../notifications/store";
import { Block, SettingsPage } from "./SettingsPage";

/** Promo codes: entered here, checked and applied by the server. */
export function Component() {
  const client = useQueryClient();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string>();
  const [granted, setGranted] = useState<number>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    setGranted(undefined);
    setBusy(true);
    try {
      const result = await enterPromoCode(code.trim());
      notify({ type: "success", text: "Your code worked: enjoy your new items!" });
      setGranted(result.gear.length);
      setCode("");
      void client.invalidateQueries({ queryKey: ["user"] });
    } catch (failure) {
      setError(isApiError(failure) ? failure.messages.join(" ") : "The code could not be checked.");
    } finally {
      setBusy(false);
    }
  };
  return (
    <SettingsPage title="Promo code" intro="Got a code from an event or a friend? Enter it here to claim what it unlocks.">
      <Block title="Enter a code">
        <form className="field-row" onSubmit={submit}>
          <Field label="Code" value={code} onChange={(event) => setCode(event.target.value)} autoComplete="off" required error={error} placeholder="XXXX-XXXX-XXXX" />
          <button type="submit" className="button" disabled={busy || !code.trim()}>
            {busy ? "Checking…" : "Claim"}
          </button>
        </form>
        {granted !== undefined && (
          <p role="status">
            {granted} new {granted === 1 ? "item is" : "items are"} waiting in your <Link to="/inventory/equipment">equipment</Link>.
          </p>
        )}
        <p className="muted">A subscription discount code is used on the subscription page instead.</p>
      </Block>
    </SettingsPage>
  );
}
