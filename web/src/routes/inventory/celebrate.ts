/** The hatching and mount-raising dialogs, unless the player turned them off. */
import type { User } from "../../../../content/rules/types";
import { celebrate } from "../../notifications/celebrations";

export function celebrateHatch(user: User, pet: string, name = pet): void {
  if (user.preferences?.suppressModals?.hatchPet) return;
  celebrate({ kind: "hatch", title: "You hatched a new pet!", text: `${name} has joined you. Feed it to help it grow into a mount, or choose it to follow you on your adventures.`, art: { kind: "pet", key: pet } });
}

export function celebrateMount(user: User, pet: string, name = pet): void {
  if (user.preferences?.suppressModals?.raisePet) return;
  celebrate({ kind: "mount", title: "You raised a mount!", text: `All that food paid off: ${name} is grown and ready to carry you. Choose it in the stable to ride it.`, art: { kind: "mount", key: pet } });
}
