import { useState, type FormEvent } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { api, isApiError } from "../../api/client";
import { Field } from "../../components/Field";
import { notify } from "../../notifications/store";
import { Block, SettingsPage } from "./SettingsPage";

/** Promo codes: entered here, checked and applied by the server. */
export function Component() {
  const client = useQueryClient();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    setBusy(true);
    try {
      await api.post(`/coupons/enter/${encodeURIComponent(code.trim())}`);
      notify({ type: "success", text: "Your code worked: enjoy!" });
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
          <Field label="Code" value={code} onChange={(event) => setCode(event.target.value)} autoComplete="off" required error={error} />
          <button type="submit" className="button" disabled={busy || !code.trim()}>
            Claim
          </button>
        </form>
      </Block>
    </SettingsPage>
  );
}
