import { useState, type FormEvent } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Link } from "react-router";
import { isApiError } from "../../api/client";
import { enterPromoCode } from "../../api/payments";
import { Field } from "../../components/Field";
import { notify } from "../../notifications/store";
import { Block, SettingsPage } from "./SettingsPage";
import text from "../../i18n/namespaces/settings";
import { translate, useT } from "../../i18n";
import { userKeys } from "../../queries/user";

/** Promo codes: entered here, checked and applied by the server. */
export function Component() {
  const t = useT(text);
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
      notify({ type: "success", text: translate(text, "codeWorked") });
      setGranted(result.gear.length);
      setCode("");
      void client.invalidateQueries({ queryKey: userKeys.all });
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
