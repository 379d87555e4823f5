import { useState, type FormEvent } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Link } from "react-router";
import { isApiError } from "../../api/client";
import { redeemPromoCode } from "../../api/promoCodes";
import { Field } from "../../components/Field";
import { notify } from "../../notifications/store";
import { Block, SettingsPage } from "./SettingsPage";
import text from "../../i18n/namespaces/settings";
import { translate, useT } from "../../i18n";

/** Promo codes: entered here, checked and applied by the server. */
export function Component() {
  const t = useT(text);
  const client = useQueryClient();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string>();
  const [granted, setGranted] = useState<number>();
  const [grantedText, setGrantedText] = useState<string>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    setGranted(undefined);
    setGrantedText(undefined);
    setBusy(true);
    try {
      const result = await redeemPromoCode(code.trim());
      notify({ type: "success", text: result.message ?? translate(text, "codeWorked") });
      // Items wait in the equipment; gems and months are the player's at once (the message says so).
      if (result.data.gear.length > 0) setGranted(result.data.gear.length);
      else setGrantedText(result.message);
      setCode("");
      void client.invalidateQueries({ queryKey: ["user"] });
    } catch (failure) {
      setError(isApiError(failure) ? failure.messages.join(" ") : translate(text, "codeFailed"));
    } finally {
      setBusy(false);
    }
  };
  return (
    <SettingsPage title={t("promoTitle")} intro={t("promoIntro")}>
      <Block title={t("enterCode")}>
        <form className="field-row" onSubmit={submit}>
          <Field
            label={t("code")}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            autoComplete="off"
            required
            error={error}
            placeholder="XXXX-XXXX-XXXX"
          />
          <button type="submit" className="button" disabled={busy || !code.trim()}>
            {busy ? t("checking") : t("claim")}
          </button>
        </form>
        {grantedText && <p role="status">{grantedText}</p>}
        {granted !== undefined && (
          <p role="status">
            {t.rich("itemsWaiting", {
              count: granted,
              link: <Link to="/inventory/equipment">{t("equipmentLink")}</Link>,
            })}
          </p>
        )}
        <p className="muted">{t("discountHint")}</p>
      </Block>
    </SettingsPage>
  );
}
