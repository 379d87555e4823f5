/** Deutsche Texte der Quest-Pakete. */
import { questBundles } from "../../../data/bundles";

const BUNDLE_WORDS: Record<string, [string, string]> = {
  featheredFriends: ["Gefiederte Freunde", "Drei Quests voller Flügel und Schnäbel, zusammen zum Vorzugspreis."],
  splashyPals: ["Planschfreunde", "Tauch in drei feuchte Abenteuer auf einmal ein."],
  farmFriends: ["Bauernhoffreunde", "Drei Quests vom Bauernhof, günstiger im Paket."],
  witchyFamiliars: ["Hexengefährten", "Drei gruselige Begleiter für die Zeit der Zauber."],
  winterQuests: ["Winterwunderland", "Drei frostige Quests, die deine Gruppe aufwärmen."],
  hugabug: ["Knuddel einen Käfer", "Drei Quests mit krabbeligen Freunden."],
  cuddleBuddies: ["Kuschelfreunde", "Drei weiche, kuschelige Quests in einem Paket."],
  aquaticAmigos: ["Wasserfreunde", "Drei Quests unter den Wellen."],
  forestFriends: ["Waldfreunde", "Drei Quests aus dem Herzen des Waldes."],
  oddballs: ["Sonderlinge", "Drei der seltsamsten Quests überhaupt."],
  birdBuddies: ["Vogelfreunde", "Drei gefiederte Quests für Vogelfans."],
  mythicalMarvels: ["Mythische Wunder", "Drei sagenhafte Bestien, mit denen du dich anfreunden kannst."],
  rockingReptiles: ["Rockende Reptilien", "Drei schuppige Quests in einem Paket."],
  delightfulDinos: ["Drollige Dinos", "Drei prähistorische Abenteuer zusammen."],
  jungleBuddies: ["Dschungelfreunde", "Drei Quests aus dem dichten Dschungel."],
  sandySidekicks: ["Sandige Gefährten", "Drei Wüstenbewohner, die sich dir gern anschließen."],
};

export const bundleMessages: Record<string, string> = Object.fromEntries(
  Object.values(questBundles).flatMap((bundle) => [
    [bundle.text, BUNDLE_WORDS[bundle.key][0]],
    [bundle.notes, BUNDLE_WORDS[bundle.key][1]],
  ]),
);
