/** Noms et descriptions français des compétences, sorts spéciaux, potions d’annulation et cartes. */
import { spellMessagesOf } from "../../keys";

const SPELL_WORDS: Record<string, [string, string]> = {
  fireball: [
    "Jaillissement de flammes",
    "Embrase une tâche pour gagner de l’expérience et blesser le boss de quête. Plus fort avec l’Intelligence.",
  ],
  mpheal: ["Vague éthérée", "Partage ton mana avec ton équipe (les autres mages en reçoivent moins)."],
  earth: ["Séisme", "Fais trembler le sol et augmente l’Intelligence de ton équipe pour la journée."],
  frost: ["Givre glaçant", "Gèle tes séries : les quotidiennes manquées ne les remettront pas à zéro cette nuit."],
  smash: [
    "Coup brutal",
    "Frappe une tâche de toutes tes forces : elle devient plus bleue et le boss subit des dégâts en plus.",
  ],
  defensiveStance: ["Posture défensive", "Prépare-toi au choc et gagne de la Constitution pour la journée."],
  valorousPresence: ["Présence valeureuse", "Inspire ton équipe et augmente sa Force pour la journée."],
  intimidate: ["Regard intimidant", "Toise le danger et augmente la Constitution de ton équipe pour la journée."],
  pickPocket: ["Vol à la tire", "Chipe un peu d’or à une tâche. Plus fort avec la Perception."],
  backStab: ["Coup dans le dos", "Frappe une tâche par-derrière pour gagner de l’or et de l’expérience."],
  toolsOfTrade: ["Ficelles du métier", "Partage tes astuces et augmente la Perception de ton équipe pour la journée."],
  stealth: ["Furtivité", "Échappe sans dommage à certaines des quotidiennes manquées cette nuit."],
  heal: ["Lumière guérisseuse", "Récupère une partie de ta santé."],
  brightness: ["Éclat brûlant", "Rends toutes tes tâches un peu moins rouges."],
  protectAura: ["Aura protectrice", "Protège ton équipe et augmente sa Constitution pour la journée."],
  healAll: ["Bénédiction", "Rends de la santé à tous les membres de ton équipe."],
  snowball: ["Boule de neige", "Lance une boule de neige sur un ami. Qu’est-ce qui pourrait mal tourner ?"],
  spookySparkles: ["Étincelles effrayantes", "Transforme un ami en drap flottant avec des yeux."],
  shinySeed: ["Graine brillante", "Transforme un ami en fleur joyeuse."],
  seafoam: ["Écume de mer", "Transforme un ami en petite créature marine."],
  salt: ["Sel", "Annule une boule de neige et redeviens normal."],
  opaquePotion: ["Potion opaque", "Annule les étincelles effrayantes et redeviens visible."],
  petalFreePotion: ["Potion sans pétales", "Annule une graine brillante et perds tes pétales."],
  sand: ["Sable", "Annule l’écume de mer et marche de nouveau sur la terre ferme."],
  greeting: ["Carte de salutations", "Envoie un petit bonjour amical à un membre de ton équipe."],
  nye: ["Carte de Nouvel An", "Souhaite une bonne année à un ami."],
  thankyou: ["Carte de remerciement", "Fais savoir à quelqu’un que tu lui es reconnaissant."],
  valentine: ["Carte de Saint-Valentin", "Envoie un peu d’amour à un ami."],
  birthday: ["Carte d’anniversaire", "Fête le grand jour d’un ami."],
  congrats: ["Carte de félicitations", "Félicite un ami pour son travail bien fait."],
  getwell: ["Carte de prompt rétablissement", "Envoie à un ami tous tes vœux de guérison."],
  goodluck: ["Carte de bonne chance", "Souhaite bonne chance à un ami pour ce qui l’attend."],
};

export const spellMessages: Record<string, string> = spellMessagesOf(SPELL_WORDS);
