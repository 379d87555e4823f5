/** The hatching and mount-raising dialogs, unless the player turned them off. */
import type { User } from "../../../../content/rules/types";
import celebrationText from "../../i18n/namespaces/celebrations";
import { translate } from "../../i18n";
import { celebrate } from "../../notifications/celebrations";

export function celebrateHatch(user: User, pet: string, name = pet): void {
  if (user.preferences?.suppressModals?.hatchPet) return;
  celebrate({
    kind: "hatch",
    title: translate(celebrationText, "hatchTitle"),
    text: translate(celebrationText, "hatchText", { name }),
    art: { kind: "pet", key: pet },
  });
}

export function celebrateMount(user: User, pet: string, name = pet): void {
  if (user.preferences?.suppressModals?.raisePet) return;
  celebrate({
    kind: "mount",
    title: translate(celebrationText, "mountTitle"),
    text: translate(celebrationText, "mountText", { name }),
    art: { kind: "mount", key: pet },
  });
}
