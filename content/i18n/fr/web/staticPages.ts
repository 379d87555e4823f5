import type text from "../../en/web/staticPages";
import type { Translation } from "../../define";

export default {
  featuresTitle: "Fonctionnalités",
  featuresLead: "Tout ce que fait Habitforge pour t’aider à tenir le cap.",
  featuresH1: "Quatre types de tâches",
  featuresP1:
    "Des habitudes pour ce que tu fais autant de fois que tu veux, des quotidiennes pour tes routines planifiées, des tâches pour les choses ponctuelles et des récompenses que tu choisis toi-même. Avec listes, échéances, étiquettes et répétitions à la clé.",
  featuresH2: "Un héros qui grandit avec toi",
  featuresP2:
    "Chaque tâche terminée rapporte de l’expérience et de l’or. Monte de niveau, choisis une classe au niveau 10, dépense des points d’attribut et apprends des compétences qui t’aident, toi et tes amis.",
  featuresH3: "Familiers, montures et équipement",
  featuresP3:
    "Des œufs, des potions et de la nourriture tombent pendant que tu travailles. Fais éclore plus d’une centaine de familiers différents, élève-les jusqu’à en faire des montures et habille ton héros avec l’équipement de cinq boutiques.",
  featuresH4: "Des amis qui te gardent sur les rails",
  featuresP4:
    "Rejoins une équipe pour combattre des boss ensemble : tes tâches terminées blessent le boss, et les quotidiennes manquées de chacun blessent l’équipe. Les guildes et les défis rassemblent les gens qui ont les mêmes objectifs.",
  featuresH5: "Offres de groupe",
  featuresP5:
    "Familles, classes et équipes peuvent partager un tableau de tâches, répartir le travail et le valider une fois fait.",
  featuresH6: "Tes données, à ta façon",
  featuresP6:
    "Exporte tout quand tu veux, utilise l’API pour tes propres outils, et importe tes tâches depuis le jeu d’habitudes open source.",
  overviewTitle: "Présentation",
  overviewLead: "Nouveau ici ? Un petit tour du fonctionnement du jeu.",
  overviewH1: "1. Note ce qui compte",
  overviewP1:
    "Ajoute quelques habitudes à prendre ou à perdre, les quotidiennes de ta routine et les tâches qui te trottent dans la tête. Commence petit : trois de chaque, c’est largement assez.",
  overviewH2: "2. Coche au fur et à mesure",
  overviewP2:
    "Chaque fois que tu fais quelque chose, coche-le. Ton héros gagne de l’expérience et de l’or. Rate une quotidienne et tu perds un peu de santé à la fin de la journée.",
  overviewH3: "3. Fais-toi plaisir",
  overviewP3:
    "Dépense ton or pour les récompenses que tu as créées, ou pour de l’équipement et l’Armoire enchantée au marché.",
  overviewH4: "4. Collectionne et explore",
  overviewP4:
    "Fais éclore des familiers avec les œufs et les potions que tu trouves, élève des montures, gagne des succès et rejoins une équipe pour partir en quête.",
  communityGuidelinesTitle: "Règles de la communauté",
  communityGuidelinesLead:
    "Habitforge est un lieu où l’on s’encourage les uns les autres. Ces règles l’aident à le rester.",
  communityGuidelinesH1: "Sois bienveillant",
  communityGuidelinesP1:
    "Traite tout le monde avec respect. Pas d’insultes, de harcèlement, de menaces, de discours haineux ni de discrimination d’aucune sorte.",
  communityGuidelinesH2: "Reste adapté à tous",
  communityGuidelinesP2:
    "Des joueurs de tous âges et de tous horizons se retrouvent ici. Garde tes propos et tes images exempts de contenu explicite, violent ou haineux.",
  communityGuidelinesH3: "Ni spam ni vente",
  communityGuidelinesP3:
    "Pas de publicité, pas de mendicité de gemmes, pas de chaînes ni de messages répétés encore et encore.",
  communityGuidelinesH4: "Protège la vie privée",
  communityGuidelinesP4:
    "Ne partage jamais les informations personnelles de quelqu’un d’autre, et réfléchis à deux fois avant de partager les tiennes.",
  communityGuidelinesH5: "Signale, ne te bats pas",
  communityGuidelinesP5:
    "Si quelque chose enfreint ces règles, signale-le et laisse les modérateurs s’en occuper. Les modérateurs peuvent masquer des messages, couper le chat ou fermer les comptes qui enfreignent les règles.",
  contactTitle: "Nous contacter",
  contactLead: "Nous lisons chaque message.",
  contactH1: "Questions et problèmes",
  contactH2: "Signaler un bug",
  contactP1:
    "Dis-nous ce que tu as fait, ce que tu attendais et ce que tu as vu à la place. Des captures d’écran et le nom de ton navigateur nous aident beaucoup.",
  contactH3: "Presse et partenariats",
  pressKitTitle: "Kit presse",
  pressKitLead: "Des faits et des images pour écrire sur Habitforge.",
  pressKitH1: "En une phrase",
  pressKitP1:
    "Habitforge est un suivi d’habitudes et une liste de tâches gratuits qui transforment tes objectifs en jeu de rôle, à jouer seul ou entre amis.",
  pressKitH2: "L’essentiel",
  pressKitItem1: "Fonctionne dans tout navigateur récent, sur téléphone comme sur ordinateur.",
  pressKitItem2: "Gratuit ; des abonnements et des gemmes facultatifs soutiennent le jeu.",
  pressKitItem3: "API ouverte et export complet des données.",
  pressKitH3: "Images",
  plansTitle: "Offres",
  plansLead: "Joue gratuitement aussi longtemps que tu veux. Abonne-toi si tu en veux plus.",
  plansH1: "Gratuit",
  plansP1: "Tous les types de tâches, niveaux, classes, familiers, montures, quêtes, équipes et guildes.",
  plansH2: "Abonné",
  plansH3: "Offre de groupe",
  groupPlansTitle: "Offres de groupe",
  groupPlansLead: "Un seul tableau de tâches pour ton foyer, ta classe ou ton équipe.",
  groupPlansH1: "Partagez la charge",
  groupPlansP1:
    "Crée des tâches sur un tableau partagé et attribue-les à une ou plusieurs personnes. Tout le monde voit ce qu’il reste à faire.",
  groupPlansH2: "Validez une fois fait",
  groupPlansP2:
    "Les tâches peuvent demander une validation : un parent, un enseignant ou un chef d’équipe confirme le travail avant que la récompense soit versée.",
  groupPlansH3: "Des avantages pour tous",
  groupPlansP3: "Chaque membre profite des avantages d’un abonnement tant qu’il fait partie du groupe.",
  groupPlansH4: "Tarifs",
  termsTitle: "Conditions d’utilisation",
  termsH1: "Utiliser Habitforge",
  termsP1:
    "Tu peux utiliser Habitforge si tu as l’âge d’accepter ces conditions là où tu vis, ou si tu as l’accord d’un parent. Garde ton mot de passe en sécurité ; tu es responsable de ce qui se passe sur ton compte.",
  termsH2: "Ton contenu",
  termsP2:
    "Tes tâches, messages et textes de profil restent à toi. Tu nous autorises à les stocker et à les afficher selon les besoins du service. Le contenu publié dans les groupes doit respecter les règles de la communauté.",
  termsH3: "Achats",
  termsP3:
    "Les gemmes, abonnements et offres de groupe financent le service. Les objets virtuels n’ont aucune valeur monétaire et ne peuvent pas être échangés contre de l’argent. Les abonnements se renouvellent jusqu’à ce que tu les résilies.",
  termsH4: "Fin",
  termsP4:
    "Tu peux supprimer ton compte à tout moment dans les Paramètres. Nous pouvons suspendre les comptes qui enfreignent ces conditions ou les règles de la communauté.",
  termsH5: "Aucune garantie",
  termsP5:
    "Nous faisons tout pour que Habitforge fonctionne, mais il est fourni tel quel, et nous ne sommes pas responsables des pertes au-delà de ce que la loi exige.",
  privacyTitle: "Politique de confidentialité",
  privacyH1: "Ce que nous conservons",
  privacyP1:
    "Ton nom d’utilisateur, ton adresse e-mail, une version chiffrée de ton mot de passe, tes tâches, ta progression dans le jeu et les messages que tu envoies. Nous n’en vendons rien.",
  privacyH2: "Pourquoi",
  privacyP2:
    "Pour faire tourner le jeu, protéger ton compte, répondre à tes questions et, si tu es d’accord, t’envoyer les e-mails choisis dans les Paramètres.",
  privacyH3: "Qui les voit",
  privacyP3:
    "Tes tâches sont privées. Les autres voient ton profil public : nom, avatar, niveau et succès. Les prestataires de paiement gèrent les données de carte ; nous ne les voyons jamais.",
  privacyH4: "Tes droits",
  privacyP4:
    "Télécharge toutes tes données ou supprime ton compte à tout moment depuis les Paramètres. Pour toute question, écris-nous via la page de contact.",
  privacyH5: "Ton navigateur",
  privacyP5:
    "Nous gardons ta connexion dans le stockage local de ton navigateur, ainsi que quelques indicateurs de session. Aucun traceur publicitaire.",
  attributionsTitle: "Crédits des images",
  attributionsLead: "Les artistes dont le travail donne au jeu sa belle allure.",
  attributionsH1: "Images des objets",
  updated: "Dernière mise à jour : 20 novembre 2026.",
  overviewQuestions: "Des questions ? La {faq} a les réponses.",
  faqLink: "FAQ",
  contactAnswers:
    "La plupart des réponses se trouvent dans la {faq}. Si ce n’est pas le cas de la tienne, écris à {email} en indiquant ton nom d’utilisateur et ce qui s’est passé.",
  contactPress: "Écris à {email}, et consulte notre {pressKit}.",
  pressKitLink: "kit presse",
  creditsLink: "crédits des images",
  plansSubscriber:
    "À partir de {monthly} par mois, ou {yearly} par an : des gemmes contre de l’or, un ensemble d’objets mystère chaque mois, des sabliers mystiques, un plafond de butin plus élevé et un historique plus long.",
  plansGroup:
    "{monthly} par mois pour le propriétaire du groupe, plus {member} par membre supplémentaire : un tableau de tâches partagé et les avantages d’abonné pour tous. {learnMore}.",
  learnMore: "En savoir plus",
  groupPlansPricing:
    "{monthly} par mois, ce qui couvre le propriétaire et les premiers membres, plus un petit supplément par membre en plus. Résiliable à tout moment depuis la page de facturation du groupe.",
  attributionsLicence:
    "Elles sont partagées sous licence {licence}. Nous les teintons selon la couleur, la classe et la saison, et changeons leur taille ; leurs formes restent inchangées.",
  reviewTitle: "{title} : révision",
  reviewNotice:
    "Voici le texte que nous prévoyons de publier. Lis-le et dis-nous via la page de contact si quelque chose n’est pas clair.",
  pressKitPixelArt:
    "Le héros, l’équipement, les familiers, les montures et les décors sont notre propre pixel art ; les œufs, potions, nourritures, quêtes et compétences utilisent des icônes de game-icons.net sous licence Creative Commons. Consulte les {credits}, et merci de citer les artistes quand tu utilises leurs icônes.",
  attributionsIconList:
    "Les images des œufs, potions d’éclosion, nourritures, quêtes, lots, succès et compétences sont des icônes de {site}, créées par {artists} et les autres artistes cités sur ce site.",
  attributionsPixelTitle: "Le héros, l’équipement, les familiers, les montures et les décors",
  attributionsPixelText:
    "Le héros et tout ce qui est dessiné dessus (corps, peau, cheveux, barbes, fleurs, chaque pièce d’équipement, fauteuils), les familiers et les montures, ainsi que les scènes de décor sont notre propre pixel art, créé pour ce jeu. Notre code les dessine à partir des données du jeu : l’emplacement, la classe et l’ensemble d’un objet décident de sa forme et de ses couleurs, et les mots de lieu et d’ambiance d’un décor décident de sa scène.",
} satisfies Translation<typeof text>;
