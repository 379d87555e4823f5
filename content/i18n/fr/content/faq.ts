/** Les questions et réponses de la FAQ, en français. */
export const faqMessages: Record<string, string> = {
  faqQuestionOverview: "Qu’est-ce que Habitforge ?",
  faqAnswerOverview:
    "Une liste de tâches qui se joue comme un jeu de rôle. Tu notes tes habitudes, tes quotidiennes et tes to-do ; les accomplir rapporte de l’expérience et de l’or à ton héros, les négliger lui coûte de la santé. Monte de niveau, collectionne des familiers, achète de l’équipement et fais équipe avec tes amis pour affronter des boss.",
  faqQuestionTaskTypes: "Que sont les habitudes, les quotidiennes, les to-do et les récompenses ?",
  faqAnswerTaskTypes:
    "Les habitudes se font autant de fois que tu veux, en bien (+) ou en mal (-). Les quotidiennes reviennent selon un calendrier et te blessent si elles restent à faire à la fin de ta journée. Les to-do sont des tâches ponctuelles, avec ou sans échéance. Les récompenses sont des petits plaisirs que tu t’offres avec l’or gagné.",
  faqQuestionSampleTasks: "À quoi ressemble une bonne tâche ?",
  faqAnswerSampleTasks:
    "Petite et concrète, c’est l’idéal. Au lieu de « Me remettre en forme », essaie une habitude « Prendre l’escalier », une quotidienne « Dix minutes de marche après le déjeuner » et une to-do « Prendre rendez-vous chez le dentiste ». Comme récompense, choisis quelque chose qui te plaît, par exemple « Un épisode de ma série préférée ».",
  faqQuestionTaskColors: "Pourquoi mes tâches changent-elles de couleur ?",
  faqAnswerTaskColors:
    "La couleur indique la valeur d’une tâche. Les tâches que tu fais souvent deviennent bleues et rapportent un peu moins ; celles que tu négliges passent à l’orange puis au rouge et rapportent davantage quand tu finis par les faire, mais une quotidienne rouge fait aussi plus mal si tu la manques.",
  faqQuestionPausingDailies: "Puis-je mettre mes quotidiennes en pause quand je suis malade ou en vacances ?",
  faqAnswerPausingDailies:
    "Oui. Repose-toi à l’auberge depuis les Réglages : pendant ton repos, les quotidiennes manquées ne te blessent pas (mais le boss d’une quête d’équipe peut quand même attaquer si les autres manquent les leurs). Quitte l’auberge à ton retour.",
  faqQuestionDayStart: "Quand ma journée se termine-t-elle ?",
  faqAnswerDayStart:
    "À minuit dans ton fuseau horaire, sauf si tu changes le début de journée dans les Réglages. Les couche-tard le décalent souvent de quelques heures pour que leurs coches nocturnes comptent pour la même journée.",
  faqQuestionHealth: "Comment récupérer de la santé ?",
  faqAnswerHealth:
    "Ta santé se remplit entièrement quand tu montes de niveau. Tu peux aussi acheter une potion de santé au marché ou dans ta colonne de récompenses, et les guérisseurs peuvent lancer des sorts de soin sur eux-mêmes et sur leur équipe.",
  faqQuestionDying: "Que se passe-t-il si ma santé tombe à zéro ?",
  faqAnswerDying:
    "Ton héros s’évanouit : tu perds un niveau, ton or et une pièce d’équipement au hasard, que tu peux racheter au marché. Puis tu te relèves avec toute ta santé. Personne ne reste à terre bien longtemps.",
  faqQuestionGold: "Comment gagner et dépenser de l’or ?",
  faqAnswerGold:
    "Chaque bonne habitude, quotidienne et to-do accomplie rapporte de l’or, davantage pour les tâches difficiles ou négligées. Dépense-le en récompenses personnelles, en équipement au marché, en quêtes et à l’Armoire enchantée.",
  faqQuestionExperience: "Comment monte-t-on de niveau ?",
  faqAnswerExperience:
    "Accomplir des tâches rapporte de l’expérience. Quand la barre est pleine, tu passes au niveau suivant, ta santé se remplit et tu gagnes un point de caractéristique. Les niveaux élevés demandent plus d’expérience.",
  faqQuestionAttributes: "À quoi servent la force, l’intelligence, la constitution et la perception ?",
  faqAnswerAttributes:
    "La force augmente les coups critiques et les dégâts infligés aux boss, l’intelligence augmente l’expérience et le mana, la constitution réduit les dégâts des quotidiennes manquées et des mauvaises habitudes, et la perception augmente l’or et les objets trouvés. Ta page de statistiques montre d’où vient chaque point.",
  faqQuestionAllocation: "Comment les points de caractéristiques sont-ils dépensés ?",
  faqAnswerAllocation:
    "Tu peux les dépenser toi-même depuis ta page de statistiques, ou laisser le jeu s’en charger : de façon équilibrée, selon ta classe ou selon les caractéristiques des tâches que tu accomplis. Fais ton choix dans les Réglages.",
  faqQuestionClasses: "Que sont les classes ?",
  faqAnswerClasses:
    "Dès le niveau 10, tu peux devenir guerrier, voleur, mage ou guérisseur. Chaque classe a sa propre lignée d’équipement et quatre compétences qui utilisent du mana. Les guerriers frappent fort, les voleurs trouvent plus d’or, les mages gagnent de l’expérience plus vite et les guérisseurs maintiennent l’équipe en forme.",
  faqQuestionClassChange: "Puis-je changer de classe ou y renoncer ?",
  faqAnswerClassChange:
    "Oui, dans les Réglages. Changer de classe coûte 3 gemmes et te rend tous tes points de caractéristiques. Tu peux aussi jouer sans classe ; en choisir une à nouveau plus tard est gratuit.",
  faqQuestionSkills: "Comment fonctionnent les compétences et le mana ?",
  faqAnswerSkills:
    "Les compétences de classe se débloquent entre les niveaux 11 et 14 et coûtent du mana, qui se recharge un peu à chaque tâche accomplie et au début de chaque journée. Certaines compétences t’aident toi, d’autres ton équipe, d’autres une seule tâche.",
  faqQuestionDrops: "Comment trouver des œufs, des potions et de la nourriture ?",
  faqAnswerDrops:
    "Accomplir des tâches fait parfois tomber un objet. Les trouvailles commencent après tes premières tâches, et la probabilité augmente avec la perception. Le nombre de trouvailles par jour est plafonné, plus haut pour les abonnés.",
  faqQuestionPets: "Comment faire éclore un familier ?",
  faqAnswerPets:
    "Associe un œuf et une potion d’éclosion dans ton inventaire : choisis l’œuf, puis la potion. La potion décide de la couleur. Chaque combinaison n’éclot qu’une fois ; ensuite, le familier vit dans ton écurie.",
  faqQuestionMounts: "Comment un familier devient-il une monture ?",
  faqAnswerMounts:
    "Nourris-le. Chaque familier adore la nourriture assortie à sa couleur et grandit plus vite avec elle. Quand sa barre est pleine, il devient une monture que tu peux chevaucher. Une selle transforme aussitôt un familier en monture.",
  faqQuestionSpecialPets: "Pourquoi certains familiers ne peuvent-ils pas être nourris ?",
  faqAnswerSpecialPets:
    "Les familiers spéciaux des événements, et les familiers farfelus nés de potions loufoques, restent familiers pour toujours. Les potions magiques ne fonctionnent que sur les œufs standard.",
  faqQuestionStable: "Que trouve-t-on dans l’écurie ?",
  faqAnswerStable:
    "Tous les familiers et toutes les montures du jeu : ceux que tu possèdes, ceux que tu pourrais faire éclore tout de suite et ceux qui restent à trouver. C’est là que tu choisis le familier qui te suit et la monture que tu chevauches.",
  faqQuestionRelease: "Puis-je recommencer ma collection ?",
  faqAnswerRelease:
    "Une fois que tu possèdes les 90 familiers ou montures standard, tu peux les libérer depuis l’écurie contre quelques gemmes et les collectionner à nouveau. Chaque collection complète rapporte un succès.",
  faqQuestionEquipment: "Comment fonctionnent l’équipement et les costumes ?",
  faqAnswerEquipment:
    "L’équipement de combat donne des bonus de caractéristiques. Un costume ne change que ton apparence : tu peux ainsi porter ton meilleur équipement tout en gardant le look qui te plaît. L’équipement de ta propre classe donne un bonus supplémentaire.",
  faqQuestionArmoire: "Qu’est-ce que l’Armoire enchantée ?",
  faqAnswerArmoire:
    "Un placard qui s’ouvre dès que tu possèdes un ensemble complet du meilleur équipement de classe. Pour 100 pièces d’or, elle te donne une pièce d’équipement de l’armoire au hasard, de la nourriture ou un peu d’expérience.",
  faqQuestionGems: "À quoi servent les gemmes ?",
  faqAnswerGems:
    "Les gemmes permettent d’acheter des œufs, des potions, des quêtes, des arrière-plans et des options d’avatar, et de payer un changement de classe. Tu peux les acheter, les recevoir en cadeau, les gagner dans des défis ou, si tu es abonné, les échanger contre de l’or.",
  faqQuestionHourglasses: "Que sont les sabliers mystiques ?",
  faqAnswerHourglasses:
    "Les abonnés reçoivent des sabliers au fil du temps. Les voyageurs du temps les acceptent en échange d’anciens ensembles d’abonné, de familiers et montures spéciaux, d’arrière-plans et de quêtes.",
  faqQuestionSubscriptions: "Qu’obtiennent les abonnés ?",
  faqAnswerSubscriptions:
    "Des gemmes contre de l’or chaque mois, un ensemble d’objets mystère mensuel, des sabliers, un plafond de trouvailles plus élevé et un historique des tâches plus long. La page d’abonnement dans les Réglages présente les formules.",
  faqQuestionQuests: "Comment fonctionnent les quêtes ?",
  faqAnswerQuests:
    "Les quêtes sont des aventures pour ton équipe. Lance-en une depuis un parchemin de quête ; tous ceux qui acceptent y participent. Dans les quêtes de boss, tes tâches accomplies infligent des dégâts ; dans les quêtes de collecte, elles permettent de trouver des objets.",
  faqQuestionQuestScrolls: "Où trouver des parchemins de quête ?",
  faqAnswerQuestScrolls:
    "La boutique de quêtes en vend contre de l’or ou des gemmes, certains arrivent quand tu atteins les niveaux 15, 30, 40 et 60, et d’autres viennent des connexions quotidiennes ou récompensent des quêtes précédentes.",
  faqQuestionBosses: "Comment les boss ripostent-ils ?",
  faqAnswerBosses:
    "À la fin de chaque journée, chaque quotidienne manquée par un membre de l’équipe permet au boss de frapper toute l’équipe. Certains boss accumulent aussi de la rage avant de lancer une attaque spéciale. Fais tes quotidiennes et protège tes amis.",
  faqQuestionParty: "Qu’est-ce qu’une équipe ?",
  faqAnswerParty:
    "Un petit groupe de 30 joueurs au plus qui partent en quête ensemble et s’encouragent dans la discussion d’équipe.",
  faqQuestionPartySearch: "Comment trouver une équipe ?",
  faqAnswerPartySearch:
    "Indique sur la page d’équipe que tu en cherches une, et les chefs d’équipe pourront t’inviter. Tu peux aussi fonder ta propre équipe et inviter tes amis par nom d’utilisateur ou par e-mail.",
  faqQuestionInvitations: "Comment fonctionnent les invitations ?",
  faqAnswerInvitations:
    "Les invitations aux équipes, guildes et quêtes apparaissent en haut de ton écran. Accepte-les ou refuse-les à cet endroit. Tu peux faire partie d’une seule équipe et d’autant de guildes que tu veux.",
  faqQuestionGuilds: "Que sont les guildes ?",
  faqAnswerGuilds:
    "Les guildes sont des groupes réunis autour d’un centre d’intérêt, du fitness au tricot. Rejoins-en autant que tu veux pour discuter, échanger des astuces et participer à leurs défis.",
  faqQuestionTavern: "Qu’est-ce que la taverne ?",
  faqAnswerTavern:
    "La taverne est le lieu de rencontre du jeu : tu peux t’y reposer à l’auberge et y lire les nouvelles des événements mondiaux.",
  faqQuestionChallenges: "Que sont les défis ?",
  faqAnswerChallenges:
    "Un défi est un ensemble de tâches que quelqu’un partage avec une guilde ou une équipe. Rejoins-le pour ajouter ces tâches à ta liste ; son créateur peut désigner un gagnant qui reçoit le prix en gemmes.",
  faqQuestionGroupPlans: "Qu’est-ce qu’un abonnement de groupe ?",
  faqAnswerGroupPlans:
    "Une formule payante qui transforme un groupe en tableau de tâches partagé pour une famille, une classe ou une équipe, avec des tâches à assigner aux membres et à valider une fois faites. Chaque membre profite des avantages d’abonné.",
  faqQuestionGroupPlanTasks: "Comment fonctionnent les tâches partagées d’un abonnement de groupe ?",
  faqAnswerGroupPlanTasks:
    "Les gérants créent des tâches sur le tableau du groupe et les assignent à un ou plusieurs membres. Une tâche peut exiger une validation : le gérant la confirme alors avant que la récompense n’arrive.",
  faqQuestionMessages: "Puis-je écrire à d’autres joueurs ?",
  faqAnswerMessages:
    "Oui, par message privé depuis le profil d’un joueur. Dans tes réglages, tu peux bloquer quelqu’un ou désactiver complètement les messages privés.",
  faqQuestionAchievements: "Comment fonctionnent les succès ?",
  faqAnswerAchievements:
    "Les succès marquent les grandes étapes : longues séries, journées parfaites, collections complètes de familiers, séries de quêtes terminées et bien plus. Retrouve-les sur ton profil.",
  faqQuestionCustomizations: "Comment changer l’apparence de mon héros ?",
  faqAnswerCustomizations:
    "Ouvre la boutique de personnalisation. La silhouette, les peaux de base, les cheveux et les chemises sont gratuits ; les ensembles spéciaux coûtent des gemmes. Tu peux essayer chaque option avant de l’acheter.",
  faqQuestionBackgrounds: "D’où viennent les arrière-plans ?",
  faqAnswerBackgrounds:
    "De nouveaux arrière-plans arrivent chaque mois contre des gemmes, les plus anciens reviennent de temps en temps, les voyageurs du temps en vendent quelques-uns contre des sabliers, et certains récompensent les connexions quotidiennes.",
  faqQuestionSeasonalEvents: "Que sont les événements saisonniers ?",
  faqAnswerSeasonalEvents:
    "Quatre fois par an, un festival apporte dans la boutique saisonnière de l’équipement, des sorts, des quêtes et des styles en édition limitée. Des événements plus modestes célèbrent les fêtes et l’anniversaire du jeu.",
  faqQuestionCheckIns: "Que sont les récompenses de connexion ?",
  faqAnswerCheckIns:
    "Chaque jour où tu ouvres le jeu compte comme une connexion. Atteindre certains totaux te rapporte de l’équipement, des potions, de la nourriture, des œufs, des quêtes et des arrière-plans, jusqu’au 500e jour.",
  faqQuestionTransformation: "Quelqu’un m’a transformé en bonhomme de neige ! Et maintenant ?",
  faqAnswerTransformation:
    "Les sorts saisonniers comme les boules de neige changent ton apparence jusqu’à la fin de la journée. Si tu préfères ne pas attendre, le remède correspondant se trouve dans la boutique saisonnière et coûte un peu d’or.",
  faqQuestionDataExport: "Puis-je emporter mes données ?",
  faqAnswerDataExport:
    "Oui. Réglages → Données du site te permet de tout télécharger en JSON et ton historique sous forme de tableur, et d’importer un export du jeu d’habitudes open source.",
  faqQuestionApi: "Y a-t-il une API ?",
  faqAnswerApi:
    "Oui. Ton identifiant et ton jeton d’API se trouvent dans Réglages → Données du site. Garde le jeton secret : il fonctionne comme un mot de passe.",
  faqQuestionPrivacy: "Qui peut voir mes tâches ?",
  faqAnswerPrivacy:
    "Toi seul. Les autres voient ton avatar, ton nom, ton niveau et tes succès, ainsi que les tâches des défis ou des abonnements de groupe que tu partages avec eux.",
  faqQuestionReportBug: "J’ai trouvé un bogue. Que faire ?",
  faqAnswerReportBug:
    "Dis-le-nous via la page de contact : ce que tu as fait, ce à quoi tu t’attendais et ce qui s’est passé à la place. Une capture d’écran aide beaucoup.",
  faqQuestionTavernAndGuilds: "Qu’est-ce qui a changé pour la taverne et les guildes ?",
  faqAnswerTavernAndGuilds:
    "La discussion de la taverne et des guildes publiques a été réduite pour que nous puissions nous concentrer sur les équipes et les abonnements de groupe, où les gens se connaissent déjà. La discussion d’équipe et les messages privés fonctionnent comme avant.",
  faqQuestionContentRelease: "À quel rythme arrive le nouveau contenu ?",
  faqAnswerContentRelease:
    "Nous publions de nouveaux objets à un rythme mensuel régulier : les arrière-plans en début de mois, les quêtes de familiers et les lots au milieu du mois, et les potions magiques plus tard. Les objets limités reviennent à tour de rôle : manquer un mois n’est pas la fin du monde.",
  faqQuestionSubscriptionChanges: "Les avantages des abonnés ont-ils changé ?",
  faqAnswerSubscriptionChanges:
    "Les abonnés gagnent désormais un sablier dès le départ, et davantage de gemmes contre de l’or à mesure qu’ils restent abonnés. Les avantages déjà obtenus sont conservés.",
};
