/** Textes français des lots de quêtes. */
import { questBundles } from "../../../data/bundles";

const BUNDLE_WORDS: Record<string, [string, string]> = {
  featheredFriends: ["Amis à plumes", "Trois quêtes pleines d’ailes et de becs, réunies à petit prix."],
  splashyPals: ["Copains qui font des vagues", "Plonge dans trois aventures aquatiques d’un coup."],
  farmFriends: ["Amis de la ferme", "Trois quêtes de la basse-cour, en lot et moins cher."],
  witchyFamiliars: ["Familiers ensorcelés", "Trois compagnons effrayants pour la saison des sortilèges."],
  winterQuests: ["Pays des merveilles d’hiver", "Trois quêtes givrées pour réchauffer ton équipe."],
  hugabug: ["Câline une bestiole", "Trois quêtes avec des amis rampants."],
  cuddleBuddies: ["Copains câlins", "Trois quêtes toutes douces réunies dans un lot."],
  aquaticAmigos: ["Amigos aquatiques", "Trois quêtes sous les vagues."],
  forestFriends: ["Amis de la forêt", "Trois quêtes venues du cœur des bois."],
  oddballs: ["Drôles de zèbres", "Trois des quêtes les plus étranges qui soient."],
  birdBuddies: ["Copains à plumes", "Trois quêtes à plumes pour les amoureux des oiseaux."],
  mythicalMarvels: ["Merveilles mythiques", "Trois bêtes légendaires à apprivoiser."],
  rockingReptiles: ["Reptiles qui déchirent", "Trois quêtes à écailles dans un seul lot."],
  delightfulDinos: ["Dinos délicieux", "Trois aventures préhistoriques réunies."],
  jungleBuddies: ["Copains de la jungle", "Trois quêtes venues de la jungle touffue."],
  sandySidekicks: ["Acolytes des sables", "Trois habitants du désert prêts à te rejoindre."],
};

export const bundleMessages: Record<string, string> = Object.fromEntries(
  Object.values(questBundles).flatMap((bundle) => [
    [bundle.text, BUNDLE_WORDS[bundle.key][0]],
    [bundle.notes, BUNDLE_WORDS[bundle.key][1]],
  ]),
);
