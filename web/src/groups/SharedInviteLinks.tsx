/**
 * The leader's shared invitation links of a party or guild: make one with a use limit and a
 * lifetime, copy it, see how many uses are left, revoke it (POST, GET, DELETE
 * /groups/{id}/invite-link). Links made for one email address come from the invite form.
 */
import { useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  INVITE_LINK_TTL_DAYS_MAX,
  INVITE_LINK_USES_MAX,
  INVITE_LINKS_PER_GROUP_MAX,
} from "../../../content/data/constants";
import text from "../i18n/namespaces/inviteLinks";
import { createSharedInviteLink, revokeSharedInviteLink } from "../api/groups";
import { CopyButton } from "../components/CopyButton";
import { Field } from "../components/Field";
import { formatDate, translate, useT } from "../i18n";
import { notify } from "../notifications/store";
import { useOnline } from "../offline/ui";
import { groupKeys, inviteLinksQuery } from "../queries/groups";

function wholeNumberIn(raw: string, max: number): number | undefined {
  const value = Number(raw);
  return Number.isInteger(value) && value >= 1 && value <= max ? value : undefined;
}

export function SharedInviteLinks({ groupId }: { groupId: string }) {
  const t = useT(text);
  const queryClient = useQueryClient();
  const online = useOnline();
  const [uses, setUses] = useState("5");
  const [days, setDays] = useState("7");
  const links = useQuery(inviteLinksQuery(groupId));
  const refresh = () => queryClient.invalidateQueries({ queryKey: groupKeys.inviteLinks(groupId) });
  const maxUses = wholeNumberIn(uses, INVITE_LINK_USES_MAX);
  const expiresInDays = wholeNumberIn(days, INVITE_LINK_TTL_DAYS_MAX);
  const create = useMutation({
    mutationFn: () => createSharedInviteLink(groupId, { maxUses: maxUses ?? 1, expiresInDays: expiresInDays ?? 1 }),
    onSuccess: () => {
      notify({ type: "success", text: translate(text, "created") });
      void refresh();
    },
  });
  const revoke = useMutation({
    mutationFn: (linkId: string) => revokeSharedInviteLink(groupId, linkId),
    onSuccess: () => {
      notify({ type: "info", text: translate(text, "revoked") });
      void refresh();
    },
  });
  const full = (links.data?.length ?? 0) >= INVITE_LINKS_PER_GROUP_MAX;
  return (
    <section className="shared-invite-links" aria-labelledby={`shared-links-${groupId}`}>
      <h3 id={`shared-links-${groupId}`}>{t("title")}</h3>
      <p className="muted">{t("intro")}</p>
      <form
        className="form inline-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (maxUses && expiresInDays) create.mutate();
        }}
      >
        <Field
          label={t("uses")}
          type="number"
          inputMode="numeric"
          min={1}
          max={INVITE_LINK_USES_MAX}
          step={1}
          value={uses}
          onChange={(event) => setUses(event.target.value)}
        />
        <Field
          label={t("days")}
          type="number"
          inputMode="numeric"
          min={1}
          max={INVITE_LINK_TTL_DAYS_MAX}
          step={1}
          value={days}
          onChange={(event) => setDays(event.target.value)}
        />
        <button
          type="submit"
          className="button"
          disabled={!maxUses || !expiresInDays || full || create.isPending || !online}
        >
          {t("create")}
        </button>
      </form>
      {links.isPending ? (
        <p className="muted">{t("loading")}</p>
      ) : links.isError ? (
        <p role="alert">{t("loadFailed")}</p>
      ) : links.data.length === 0 ? (
        <p className="muted">{t("none")}</p>
      ) : (
        <ul className="shared-invite-link-list">
          {links.data.map((link, index) => (
            <li key={link.id} className="invitation-link">
              <span className="visually-hidden">{t("linkLabel", { number: index + 1 })}</span>
              <code id={`shared-link-${link.id}`}>{link.url}</code>
              <p className="muted">
                {t("usesLeft", { left: link.usesLeft, max: link.maxUses })} ·{" "}
                {t("expires", { date: formatDate(link.expiresAt) })}
              </p>
              <div className="actions">
                <CopyButton
                  value={link.url}
                  label={t("copy", { number: index + 1 })}
                  targetId={`shared-link-${link.id}`}
                />
                <button
                  type="button"
                  className="link-button"
                  aria-label={t("revokeLabel", { number: index + 1 })}
                  onClick={() => revoke.mutate(link.id)}
                  disabled={revoke.isPending || !online}
                >
                  {t("revoke")}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
