/** Modèles de tâches, catégories de guildes, notifications par défaut et premières tâches d’un nouveau joueur. */
import { guildCategoryMessagesOf, taskTemplateMessages } from "../../keys";

const TEMPLATE_WORDS: Record<string, [string, string][]> = {
  work: [
    ["Séance de travail concentré", "Un bon bloc de travail, sans distractions."],
    ["Lire mes messages et planifier la journée", "Cinq minutes pour trier ce qui compte aujourd’hui."],
    ["Terminer le rapport hebdomadaire", "Débarrasse-t’en tôt."],
  ],
  exercise: [
    ["Prendre l’escalier", "Chaque étage compte."],
    ["S’étirer dix minutes", "Détends-toi avant que la journée ne s’emballe."],
    ["Planifier les séances de sport de la semaine", "Choisis les jours et note-les."],
  ],
  health_wellness: [
    ["Boire un verre d’eau", "Coche à chaque verre ; appuie sur moins pour une boisson gazeuse."],
    ["Prendre mes vitamines", "Un petit geste qui compte."],
    ["Prendre rendez-vous pour un bilan", "Trouve un créneau qui te convient et appelle."],
  ],
  school: [
    ["Réviser un moment", "Plus pour une séance efficace, moins pour une séance perdue."],
    ["Faire mes devoirs", "Garde une longueur d’avance sur tes devoirs."],
    ["Terminer le brouillon de la dissertation", "Couche les mots sur la page ; tu peaufineras plus tard."],
  ],
  self_care: [
    ["Faire une petite pause", "Éloigne-toi de l’écran et respire."],
    ["Écrire dans un journal", "Quelques lignes sur ta journée."],
    ["Prévoir un moment plaisir", "Inscris une petite douceur pour toi dans l’agenda."],
  ],
  chores: [
    ["Ranger dix minutes", "Un peu de rangement tient le désordre à distance."],
    ["Faire la vaisselle", "Un évier propre rend les matins plus doux."],
    ["Vider le frigo", "Jette ce qui a fait son temps."],
  ],
  creativity: [
    ["Pratiquer mon art", "Chaque minute de pratique compte."],
    ["Dessiner, écrire ou jouer chaque jour", "Crée quelque chose, même tout petit."],
    ["Terminer un petit projet", "Choisis-en un et mène-le à bout."],
  ],
  defaults: [
    ["En-cas sain", "Plus pour un fruit ou un légume, moins pour de la malbouffe."],
    ["Travail productif", "Appuie sur plus chaque fois que tu accomplis quelque chose."],
    ["Procrastiner", "Appuie sur moins quand tu te surprends à remettre à plus tard."],
    ["Routine du matin", "Une quotidienne revient les jours que tu choisis. Coche-la à chaque fois."],
    ["Explorer le jeu", "Une to-do reste là jusqu’à ce que tu la termines. Essaie d’en créer une !"],
    ["Regarder un épisode", "Les récompenses coûtent de l’or. Dépense tes gains pour te faire plaisir."],
  ],
};

const CATEGORY_NAMES: Record<string, string> = {
  habitica_official: "Officiel",
  academics: "Études",
  advocacy_causes: "Engagement et causes",
  creativity: "Créativité",
  entertainment: "Divertissement",
  finance: "Finances",
  health_fitness: "Santé et forme",
  hobbies_occupations: "Loisirs et métiers",
  location_based: "Par lieu",
  mental_health: "Santé mentale et bien-être",
  getting_organized: "S’organiser",
  recovery_support_groups: "Rétablissement et soutien",
  self_improvement: "Développement personnel",
  spirituality: "Spiritualité",
  time_management: "Gestion du temps",
};

export const guildCategoryMessages: Record<string, string> = guildCategoryMessagesOf(CATEGORY_NAMES);

export const taskMessages: Record<string, string> = {
  ...taskTemplateMessages(TEMPLATE_WORDS),
  ...guildCategoryMessages,
  lostHealth: "Tu as perdu {amount} points de santé.",
  lostMana: "Tu as utilisé {amount} points de mana.",
  lostExperience: "Tu as perdu {amount} points d’expérience.",
  lostGold: "Tu as perdu {amount} pièces d’or.",
  gainedHealth: "Tu as récupéré {amount} points de santé.",
  gainedMana: "Tu as récupéré {amount} points de mana.",
  gainedExperience: "Tu as gagné {amount} points d’expérience.",
  gainedGold: "Tu as gagné {amount} pièces d’or.",
  streakCoins: "Bonus de série : {amount} pièces d’or !",
  bossDamage: "Tu infliges {amount} points de dégâts au boss.",
};

export const starterMessages: Record<string, string> = {
  starterTagWork: "Travail",
  starterTagExercise: "Sport",
  starterTagHealth: "Santé + bien-être",
  starterTagSchool: "Études",
  starterTagTeams: "Équipes",
  starterTagChores: "Corvées",
  starterTagCreativity: "Créativité",
  starterHabitWaterText: "Boire un verre d’eau",
  starterHabitWaterNotes: "Appuie sur + à chaque fois ; les petites victoires s’additionnent.",
  starterHabitScrollText: "Scroller sans fin",
  starterHabitScrollNotes: "Appuie sur − quand tu te prends sur le fait ; les habitudes peuvent aussi être mauvaises.",
  starterHabitStairsText: "Prendre l’escalier",
  starterHabitStairsNotes: "Les deux boutons : + pour l’escalier, − pour l’ascenseur.",
  starterDailyPlanText: "Choisir les trois tâches les plus importantes de demain",
  starterDailyPlanNotes: "Les quotidiennes reviennent chaque jour prévu. Si tu en manques une, tu perds de la santé.",
  starterTodoHabitText: "Ajouter une habitude à toi",
  starterTodoHabitNotes: "Utilise le bouton + au-dessus de la colonne des habitudes.",
  starterTodoDailyText: "Ajouter une quotidienne à toi",
  starterTodoDailyNotes: "Choisis ses jours de répétition dans son éditeur.",
  starterRewardText: "Un épisode d’une série que tu adores",
  starterRewardNotes: "Les récompenses coûtent de l’or. Choisis des choses qui te font vraiment plaisir.",
};
