/** Textes français des quêtes : un titre, l’adversaire ou l’objectif, et une phrase d’accroche. */
import { type QUEST_GROUPS, quests } from "../../../data/quests";
import type { Quest, QuestRage } from "../../../data/types";
import { humanize } from "./words";

/** quête -> [titre, adversaire ou objectif, accroche] ; les adversaires sont au singulier. */
const QUEST_WORDS: Record<string, [string, string, string]> = {
  atom1: [
    "L’Attaque du Banal, 1re partie : Désastre vaisselle",
    "Savonnettes",
    "Une montagne de vaisselle sale bloque la rive du lac. Frotte pour te frayer un chemin !",
  ],
  atom2: [
    "L’Attaque du Banal, 2e partie : Le Monstre sans goûter",
    "Le Monstre sans goûter",
    "Une créature affamée rôde sous la mousse.",
  ],
  atom3: [
    "L’Attaque du Banal, 3e partie : Le Lavomancien",
    "Le Lavomancien",
    "Le cerveau de ce bazar se montre enfin, emmitouflé de chaussettes.",
  ],
  vice1: [
    "Vice, 1re partie : Libère-toi de l’emprise du dragon",
    "L’Ombre de Vice",
    "Un sombre dragon se nourrit des mauvaises habitudes. Libère-toi de son emprise.",
  ],
  vice2: [
    "Vice, 2e partie : Trouve l’antre du dragon",
    "Cristaux de lumière",
    "Rassemble des cristaux luisants pour éclairer le chemin jusqu’à l’antre du dragon.",
  ],
  vice3: [
    "Vice, 3e partie : Vice s’éveille",
    "Vice, le Dragon des ombres",
    "Le dragon s’éveille. Unissez-vous pour mettre fin à son règne.",
  ],
  goldenknight1: [
    "La Chevalière d’or, 1re partie : Un sermon bien sévère",
    "Témoignages",
    "Recueille les témoignages de tous ceux que la Chevalière d’or a sermonnés.",
  ],
  goldenknight2: [
    "La Chevalière d’or, 2e partie : Chevalière d’or",
    "La Chevalière d’or",
    "Elle refuse d’entendre raison. Montre-lui une autre voie.",
  ],
  goldenknight3: [
    "La Chevalière d’or, 3e partie : Le Chevalier de fer",
    "Le Chevalier de fer",
    "Un inconnu en armure revendique toute la sévérité de la chevalière.",
  ],
  moonstone1: [
    "Récidive, 1re partie : La Chaîne de pierres de lune",
    "Pierres de lune",
    "Rassemble les pierres de lune qui entravent une nécromancienne maudite.",
  ],
  moonstone2: [
    "Récidive, 2e partie : Récidive la nécromancienne",
    "La Nécromancienne",
    "La chaîne est forgée. Affronte la nécromancienne dans la crypte.",
  ],
  moonstone3: [
    "Récidive, 3e partie : Récidive transformée",
    "Récidive transformée",
    "La nécromancienne revient sous une forme bien pire.",
  ],
  moon1: [
    "Bataille lunaire, 1re partie : Les Éclats mystérieux",
    "Éclats de lune",
    "Des éclats de clair de lune tombent du ciel. Ramasse-les.",
  ],
  moon2: [
    "Bataille lunaire, 2e partie : Arrête le stress envahissant",
    "L’Ombre menaçante",
    "Les éclats projettent une ombre qui se nourrit de soucis.",
  ],
  moon3: [
    "Bataille lunaire, 3e partie : La Lune monstrueuse",
    "La Lune monstrueuse",
    "La lune elle-même s’est fait pousser des crocs. Ramène-la à la raison.",
  ],
  dilatoryDistress1: [
    "Détresse à Dilatoire, 1re partie : Une bouteille à la mer",
    "Corail de feu et nageoires bleues",
    "Un appel à l’aide s’échoue sur la plage, venu de la cité engloutie. Rassemble des provisions pour le voyage.",
  ],
  dilatoryDistress2: [
    "Détresse à Dilatoire, 2e partie : Les Créatures de la crevasse",
    "L’Essaim de crânes aquatiques",
    "Des crânes inquiétants jaillissent d’une fosse profonde.",
  ],
  dilatoryDistress3: [
    "Détresse à Dilatoire, 3e partie : Pas une simple sirène",
    "Adva, la sorcière des mers",
    "Celle qui se cache derrière les crânes surgit des profondeurs.",
  ],
  mayhemMistiflying1: [
    "Pagaille à Brumevol, 1re partie : Un accueil orageux",
    "L’Élémentaire d’air glacé",
    "La cité flottante est battue par un vent glacial.",
  ],
  mayhemMistiflying2: [
    "Pagaille à Brumevol, 2e partie : Les Brumillons",
    "Brumillons",
    "Attrape les brumillons effarouchés avant qu’ils ne s’envolent pour de bon.",
  ],
  mayhemMistiflying3: [
    "Pagaille à Brumevol, 3e partie : Le facteur est une menace",
    "Le Souffleur de vent",
    "Depuis le début, c’est un messager qui attise les tempêtes.",
  ],
  stoikalmCalamity1: [
    "Calamité à Stoïkalm, 1re partie : Ennemis de terre",
    "L’Essaim de crânes de terre",
    "Des crânes de pierre grondent à travers les steppes gelées.",
  ],
  stoikalmCalamity2: [
    "Calamité à Stoïkalm, 2e partie : Les Cavernes de glace",
    "Pièces de glace",
    "Suis une piste de pièces de glace jusque dans les cavernes.",
  ],
  stoikalmCalamity3: [
    "Calamité à Stoïkalm, 3e partie : Le Séisme de la dragonne de glace",
    "La Reine des dragons de glace",
    "La reine des dragons garde le trésor volé.",
  ],
  taskwoodsTerror1: [
    "Terreur au Bois-des-Tâches, 1re partie : Le Brasier",
    "L’Essaim de crânes de feu",
    "Des crânes enflammés embrasent la forêt amie.",
  ],
  taskwoodsTerror2: [
    "Terreur au Bois-des-Tâches, 2e partie : Les Fées florissantes",
    "Peuple de la forêt",
    "Retrouve les lutins, farfadets et dryades qui ont fui l’incendie.",
  ],
  taskwoodsTerror3: [
    "Terreur au Bois-des-Tâches, 3e partie : Jacko la Lanterne",
    "Jacko la Lanterne",
    "Un esprit-lanterne détient les dernières flammes.",
  ],
  lostMasterclasser1: [
    "Le Mystère des Grands Maîtres, 1re partie : Lire entre les lignes",
    "Tomes anciens",
    "Fouille la bibliothèque en quête d’indices sur les maîtres de classe disparus.",
  ],
  lostMasterclasser2: [
    "Le Mystère des Grands Maîtres, 2e partie : L’Assemblage de l’Évitant",
    "L’Évitant",
    "Une créature faite de pure fuite barre la route.",
  ],
  lostMasterclasser3: [
    "Le Mystère des Grands Maîtres, 3e partie : La Cité des sables",
    "L’Essaim de crânes du néant",
    "Une cité ensevelie s’éveille, et ses gardiens avec elle.",
  ],
  lostMasterclasser4: [
    "Le Mystère des Grands Maîtres, 4e partie : La Grande Maîtresse perdue",
    "L’Anti’zinnya",
    "La maîtresse perdue attend au bout du chemin, plus puissante qu’on ne l’imaginait.",
  ],
  alligator: ["L’Insta-Gator", "L’Insta-Gator", "Un reptile qui happe chaque distraction rôde dans le marais."],
  alpaca: [
    "L’Alpaga têtu",
    "L’Alpaga grincheux",
    "Un alpaga duveteux s’est planté sur le sentier de montagne et crache sur quiconque veut passer.",
  ],
  armadillo: [
    "Le Tatou complaisant",
    "Le Tatou",
    "Ce tatou se roule en boule dès que le travail pointe le bout de son nez.",
  ],
  axolotl: ["L’Axolotl magique", "L’Axolotl magique", "Un axolotl géant fait repousser tout ce que tu lui arraches."],
  badger: [
    "Arrête de me blairer !",
    "Le Blaireau casse-pieds",
    "Un blaireau qui n’arrête pas de râler s’est installé chez toi.",
  ],
  beetle: ["Le Bogue critique", "Le Bogue critique", "Un scarabée fait d’erreurs rampe à travers le code."],
  bunny: ["Le Lapin tueur", "Le Lapin tueur", "Ne te laisse pas duper par sa queue toute douce."],
  butterfly: ["Au revoir, Papillamme", "Le Papillamme", "Un papillon de feu brûle les prairies fleuries."],
  cat: [
    "Le Chat assis sur le clavier",
    "Le Chat du clavier",
    "Un chat élégant fait la sieste sur chaque page dont tu as besoin. Déloge-le, en douceur.",
  ],
  chameleon: [
    "Le Caméléon du chaos",
    "Le Caméléon du chaos",
    "Un lézard qui change de couleur à chaque changement de plan.",
  ],
  cheetah: [
    "Quel guépard tricheur !",
    "Le Guépard",
    "Un félin si rapide qu’il finit ses tâches avant que quiconque ne les vérifie.",
  ],
  cow: ["La Vache meuhtante", "La Vache meuhtante", "Une vache à la lueur verdâtre piétine les champs."],
  crab: ["Le Crabe grognon", "Le Crabe grognon", "Un crabe de mauvaise humeur pince quiconque approche de la plage."],
  dilatory_derby: [
    "Le Derby de Dilatoire",
    "L’Étalon des mers",
    "Fais la course contre l’hippocampe le plus rapide des mers et gagne sa confiance.",
  ],
  dog: [
    "Les Jours de chien",
    "Le Chien distrait",
    "Un chien court après chaque écureuil de pensée, sauf son propre travail.",
  ],
  dolphin: [
    "Le Dauphin du doute",
    "Le Dauphin du doute",
    "Un dauphin te murmure que tu n’y arriveras pas. Prouve-lui le contraire.",
  ],
  falcon: [
    "Les Oiseaux de procrastiproie",
    "La Volée de procrastiproies",
    "Des oiseaux fondent sur quiconque remet les choses à plus tard.",
  ],
  ferret: ["Le Furet infâme", "Le Furet infâme", "Un furet en haut-de-forme vend des potions inutiles au marché."],
  frog: [
    "Le Marais de la grenouille du fouillis",
    "La Grenouille du fouillis",
    "Une grenouille empile des bricoles sur chaque surface du marais.",
  ],
  ghost_stag: ["L’Esprit du printemps", "Le Cerf fantôme", "Un cerf fantomatique a figé le printemps sur place."],
  giraffe: [
    "La Gaffe de la girafe",
    "La Girafe démesurée",
    "Une girafe qui en prend beaucoup trop sur elle a besoin d’un coup de main.",
  ],
  gryphon: ["Le Griffon ardent", "Le Griffon ardent", "Un griffon tête brûlée a mis le feu à l’écurie."],
  guineapig: [
    "Le Gang des cochons d’Inde",
    "Le Gang des cochons d’Inde",
    "Une bande couinante a pris le contrôle du marché.",
  ],
  harpy: ["Au secours ! Une harpie !", "La Harpie", "Une harpie a volé les perroquets de la jungle."],
  hedgehog: [
    "La Hérissonnebête",
    "La Hérissonnebête",
    "Un hérisson géant roule dans le parc, d’une humeur massacrante.",
  ],
  hippo: ["Quel hippo-crite !", "L’Hippo-crite", "Un hippopotame prêche l’effort mais ne lève jamais le petit sabot."],
  horse: ["Chevauche le Cauchemar", "Le Cauchemar", "Un cheval sombre galope à travers les rêves de chacun."],
  kangaroo: ["Catastrophe kangourou", "Le Kangourou", "Un kangourou boxeur empêche tout le monde de finir ses tâches."],
  kraken: [
    "Le Kraken d’Inachevé",
    "Le Kraken d’Inachevé",
    "Un kraken enroule ses bras autour de chaque corvée inachevée.",
  ],
  monkey: [
    "Le Mandrill monstrueux et les singes espiègles",
    "Le Mandrill monstrueux",
    "Un mandrill et sa troupe volent tout ce qui n’est pas attaché.",
  ],
  nudibranch: [
    "L’Invasion des nudibranches Tout-de-suite",
    "L’Invasion de nudibranches Tout-de-suite",
    "Des limaces de mer colorées exigent que tout soit fait immédiatement.",
  ],
  octopus: [
    "L’Appel d’Octothulu",
    "Octothulu",
    "Quelque chose d’immense remue dans les profondeurs, et veut toute ton attention.",
  ],
  otter: [
    "Le Chaos de la loutre",
    "La Loutre culbuteuse",
    "Une loutre jongle avec trop de coquillages et n’arrête pas de les faire tomber.",
  ],
  owl: ["Le Hibou noctambule", "Le Hibou noctambule", "Un hibou garde tout le monde éveillé bien trop tard."],
  peacock: ["Le Paon tiraillé", "Le Paon", "Un paon à deux têtes n’arrive pas à choisir sa direction."],
  penguin: ["Le Givre à plumes", "Le Manchot du givre", "Un manchot gèle tout ce qu’il croise en se dandinant."],
  platypus: [
    "L’Énigme de l’ornithorynque",
    "L’Ornithorynque énigmatique",
    "Une créature faite de pièces étranges pose des devinettes au bord de la rivière.",
  ],
  pterodactyl: ["Le Ptérreur-dactyle", "Le Ptérreur-dactyle", "Une terreur ailée plonge au-dessus des falaises."],
  raccoon: [
    "Le Raid du raton laveur",
    "Le Raton laveur fouineur",
    "Un raton laveur pille le garde-manger des projets à moitié finis.",
  ],
  rat: ["Le Roi des rats", "Le Roi des rats", "Un rat couronné règne sur un royaume de désordre."],
  rock: [
    "Échappe à la créature des cavernes",
    "La Créature des cavernes",
    "La grotte que tu explores se révèle vivante.",
  ],
  rooster: ["Le Coq déchaîné", "Le Coq", "Un coq chante si fort que personne ne peut dormir."],
  sabretooth: [
    "Le Chat à dents de sabre",
    "Le Chat zombie à dents de sabre",
    "Un vieux félin aux longues dents rôde sur la glace.",
  ],
  seaserpent: [
    "Danger dans les profondeurs : l’assaut du serpent de mer",
    "Le Serpent de mer",
    "Un serpent s’enroule autour du port.",
  ],
  sheep: [
    "Le Bélier du tonnerre",
    "Le Bélier du tonnerre",
    "Un bélier fait de nuages d’orage charge à travers le ciel.",
  ],
  slime: ["Le Régent de gelée", "Le Régent de gelée", "Un monarque tremblotant transforme la ville en gelée."],
  sloth: [
    "Le Paresseux des neiges somnolent",
    "Le Paresseux des neiges",
    "Un géant endormi fait bâiller tout le monde autour de lui.",
  ],
  snail: [
    "L’Escargot de la corvée gluante",
    "L’Escargot de la corvée",
    "Un escargot laisse derrière lui une traînée de corvées fastidieuses.",
  ],
  snake: [
    "Le Serpent de la distraction",
    "Le Serpent de la distraction",
    "Un serpent hypnotise quiconque lève les yeux de son travail.",
  ],
  spider: ["L’Arachnide glacé", "L’Araignée de givre", "Une araignée tisse des toiles de glace sur les fenêtres."],
  squirrel: ["L’Écureuil sournois", "L’Écureuil sournois", "Un écureuil amasse toutes les tâches et les cache toutes."],
  treeling: ["L’Arbre emmêlé", "L’Arbre emmêlé", "Un arbre noue ses racines autour de quiconque traînasse."],
  trex: ["Le Roi des dinosaures", "Le T-Rex en chair et en os", "Un tyrannosaure bien vivant piétine le musée."],
  trex_undead: [
    "Le Dinosaure déterré",
    "Le T-Rex squelettique",
    "Un fossile est descendu de son socle et cherche la bagarre.",
  ],
  triceratops: [
    "Le Tricératops piétineur",
    "Le Tricératops piétineur",
    "Un tricératops piétine tous les plans bien ordonnés.",
  ],
  turtle: ["Guide la tortue", "La Tortue de mer égarée", "Aide une tortue égarée à retrouver le chemin de son récif."],
  unicorn: [
    "Convaincre la Reine des licornes",
    "La Reine des licornes",
    "Une fière licorne ne fait confiance qu’à ceux qui finissent ce qu’ils commencent.",
  ],
  velociraptor: ["Le Véloci-Rappeur", "Le Véloci-Rappeur", "Un dinosaure qui a une rime pour chaque excuse."],
  whale: [
    "La Complainte de la baleine",
    "La Baleine plaintive",
    "Le chant triste d’une baleine inonde la baie de mélancolie.",
  ],
  yarn: ["Une pelote bien emmêlée", "Le Terrible Laineghetti", "Un monstre de laine nouée bloque la foire artisanale."],
  amber: ["L’Alliance d’ambre", "Le Tyran arbrisseau", "Un esprit des arbres enferme dans l’ambre tout ce qu’il aime."],
  blackPearl: [
    "Une idée étoilée et saisissante",
    "Le Kraken aux yeux de perle",
    "Un monstre aux yeux de perle garde la mer étoilée.",
  ],
  bronze: [
    "La Bataille du scarabée d’airain",
    "Le Scarabée d’airain",
    "Un scarabée de bronze étincelant barre la route.",
  ],
  fluorite: [
    "Une peur vive et fluorescente",
    "L’Élémentaire de fluorite",
    "Une créature de pierre luisante illumine les grottes.",
  ],
  jade: ["Le Sortilège de jade", "Le Sortilège de jade", "Un maléfice vert change en pierre tout ce qu’il touche."],
  pinkMarble: [
    "Calamité de Cupidon",
    "Le Cupidon déréglé",
    "Les flèches d’un cupidon font tomber tout le monde amoureux de la procrastination.",
  ],
  onyx: [
    "Dans l’antre d’onyx",
    "Pierres d’onyx",
    "Creuse pour trouver des pierres sombres et des runes au fond d’un antre.",
  ],
  ruby: ["Rapport de rubis", "Rubis", "Rassemble des rubis et des runes d’étoiles pour un sort venu du cœur."],
  silver: [
    "La Solution d’argent",
    "Lingots d’argent",
    "Rassemble de l’argent et des runes de lune pour préparer une potion brillante.",
  ],
  stone: [
    "Un labyrinthe de mousse",
    "Pierres moussues",
    "Trouve les pierres moussues cachées dans un labyrinthe verdoyant.",
  ],
  turquoise: [
    "Le Labeur du trésor turquoise",
    "Gemmes turquoise",
    "Creuse le désert à la recherche de turquoises et de runes étoilées.",
  ],
  opal: [
    "L’Odyssée d’opale",
    "Gemmes d’opale",
    "Rassemble des opales chatoyantes et des runes le long d’un chemin sinueux.",
  ],
  waffle: [
    "Gaufrer avec le Fou",
    "La Gaufre désastreuse",
    "Un petit-déjeuner qui a terriblement mal tourné a pris vie.",
  ],
  virtualpet: [
    "Bip ! Bip ! Un animal virtuel",
    "L’Animal virtuel exigeant",
    "Un minuscule animal d’écran réclame de l’attention à chaque minute.",
  ],
  fungi: [
    "La Pagaille des champignons",
    "Le Champignon lunatique",
    "Un champignon grincheux répand des spores de morosité.",
  ],
  robot: [
    "Mystérieuses merveilles mécaniques",
    "Pièces de robot",
    "Rassemble boulons, engrenages et ressorts pour reconstruire un robot assistant.",
  ],
  solarSystem: [
    "Un voyage de concentration cosmique",
    "L’Escadron des Diversionoïdes",
    "Des créatures de l’espace tirent ton attention dans tous les sens.",
  ],
  windup: [
    "Un tour avec le Guerrier mécanique",
    "Le Guerrier mécanique",
    "Un soldat à ressort s’est remonté beaucoup trop fort.",
  ],
  dilatory: [
    "Le Terrible Drag’on de Dilatoire",
    "Le Terrible Drag’on",
    "Un immense dragon surgit de la mer pour noyer la ville sous les retards.",
  ],
  stressbeast: [
    "L’Abominable Stressbête",
    "L’Abominable Stressbête",
    "Le stress de tous a pris la forme d’un monstre des neiges.",
  ],
  burnout: [
    "Épuisement et les Esprits de l’échappement",
    "Épuisement",
    "Un esprit de feu draine l’énergie du pays tout entier.",
  ],
  bewilder: ["L’Em-Brouilleur", "L’Em-Brouilleur", "Un esprit farceur remplit le ciel d’illusions déroutantes."],
  dysheartener: ["Le Découreur", "Le Découreur", "Une créature déchirante se nourrit du découragement."],
  basilist: ["Le Basi-Liste", "Le Basi-Liste", "Un serpent fait de listes de tâches se dresse. Affrontez-le ensemble."],
  dustbunnies: [
    "Les Moutons de poussière sauvages",
    "La Horde de moutons de poussière",
    "Les moutons de poussière sont devenus sauvages sous le lit.",
  ],
  evilsanta: [
    "Le Père Noël trappeur",
    "Le Père Noël trappeur",
    "Un trappeur grincheux a capturé un ours polaire. Libère-le.",
  ],
  evilsanta2: [
    "Trouve l’ourson",
    "Traces et branches",
    "Suis les traces dans la neige pour retrouver un ourson perdu.",
  ],
  egg: ["Chasse aux œufs", "Œufs ordinaires", "Des œufs sont cachés partout. Trouves-en le plus possible."],
};

/** Titres des quêtes, par clé (pour les succès). */
export const QUEST_TITLES: Record<string, string> = Object.fromEntries(
  Object.entries(QUEST_WORDS).map(([key, words]) => [key, words[0]]),
);

const groupNames: Record<(typeof QUEST_GROUPS)[number], string> = {
  questGroupAtom: "L’Attaque du Banal",
  questGroupVice: "Vice, le Dragon des ombres",
  questGroupGoldenknight: "La Chevalière d’or",
  questGroupMoonstone: "Récidive",
  questGroupMoon: "Bataille lunaire",
  questGroupDilatoryDistress: "Détresse à Dilatoire",
  questGroupMayhemMistiflying: "Pagaille à Brumevol",
  questGroupStoikalmCalamity: "Calamité à Stoïkalm",
  questGroupTaskwoodsTerror: "Terreur au Bois-des-Tâches",
  questGroupLostMasterclasser: "Le Mystère des Grands Maîtres",
  questGroupEarnable: "Quêtes à gagner",
};

const COLLECT_NAMES: Record<string, string> = {
  soapBars: "Savonnettes",
  lightCrystal: "Cristal de lumière",
  testimony: "Témoignage",
  moonstone: "Pierre de lune",
  shard: "Éclat de lune",
  fireCoral: "Corail de feu",
  blueFins: "Nageoires bleues",
  mistifly1: "Brumillon rouge",
  mistifly2: "Brumillon bleu",
  mistifly3: "Brumillon vert",
  icicleCoin: "Pièce de glace",
  pixie: "Lutin",
  brownie: "Farfadet",
  dryad: "Dryade",
  ancientTome: "Tome ancien",
  forbiddenTome: "Tome interdit",
  hiddenTome: "Tome caché",
  onyxStone: "Pierre d’onyx",
  plutoRune: "Rune de Pluton",
  leoRune: "Rune du Lion",
  rubyGem: "Rubis",
  venusRune: "Rune de Vénus",
  aquariusRune: "Rune du Verseau",
  silverIngot: "Lingot d’argent",
  moonRune: "Rune de la Lune",
  cancerRune: "Rune du Cancer",
  mossyStone: "Pierre moussue",
  marsRune: "Rune de Mars",
  capricornRune: "Rune du Capricorne",
  turquoiseGem: "Turquoise",
  sagittariusRune: "Rune du Sagittaire",
  neptuneRune: "Rune de Neptune",
  opalGem: "Opale",
  mercuryRune: "Rune de Mercure",
  libraRune: "Rune de la Balance",
  bolt: "Boulon",
  gear: "Engrenage",
  spring: "Ressort",
  tracks: "Traces",
  branches: "Branches",
  plainEgg: "Œuf ordinaire",
};

/** L’article initial en minuscule au milieu d’une phrase : « le Chevalier de fer ». */
const mid = (foe: string): string => foe.replace(/^(Le|La|Les|L’) ?/, (article) => article.toLowerCase());

function rageEffect(foe: string, rage: QuestRage): string {
  if (rage.worldEffect) return `${foe} s’en prend à la ville : ses marchands et ses amis sont tout secoués !`;
  if (rage.healing) return `${foe} entre dans une rage folle et soigne une partie de ses blessures !`;
  if (rage.mpDrain) return `${foe} entre dans une rage folle et draine le mana de ton équipe !`;
  return `${foe} entre dans une rage folle et efface une partie des progrès de ton équipe !`;
}

function questMessages(quest: Quest): [string, string][] {
  const [title, foe, premise] = QUEST_WORDS[quest.key];
  const entries: [string, string][] = [
    [quest.text, title],
    [quest.notes, premise],
    [
      quest.completion,
      quest.boss
        ? `${foe} mord la poussière ! Ton équipe se partage les récompenses.`
        : "Tu as trouvé tout ce qu’il fallait. Bravo, l’équipe !",
    ],
  ];
  if (quest.completionChat)
    entries.push([
      quest.completionChat,
      `Toute la ville est en liesse : ${mid(foe)} mord la poussière ! Merci à toutes et à tous.`,
    ]);
  if (quest.boss) {
    entries.push([quest.boss.name, foe]);
    if (quest.boss.rage) {
      entries.push([quest.boss.rage.title, `Fureur : ${mid(foe)}`]);
      entries.push([
        quest.boss.rage.description,
        `Les quotidiennes manquées remplissent cette barre. Quand elle est pleine, ${mid(foe)} contre-attaque.`,
      ]);
      entries.push([quest.boss.rage.effect, rageEffect(foe, quest.boss.rage)]);
    }
    if (quest.boss.desperation)
      entries.push([quest.boss.desperation.text, `${foe} n’a plus rien à perdre et se bat plus fort que jamais !`]);
  }
  for (const [itemKey, collected] of Object.entries(quest.collect ?? {}))
    entries.push([collected.text, COLLECT_NAMES[itemKey] ?? humanize(itemKey)]);
  if (quest.drop.unlock)
    entries.push([quest.drop.unlock, `Débloque « ${title} » à l’achat dans la boutique de quêtes.`]);
  if (quest.unlockCondition) {
    entries.push([
      quest.unlockCondition.text,
      quest.unlockCondition.condition === "party invite"
        ? "Invite un ami dans ton équipe pour débloquer cette quête."
        : `Connecte-toi pendant ${quest.unlockCondition.incentiveThreshold} jours pour débloquer cette quête.`,
    ]);
  }
  return entries;
}

export const questTexts: Record<string, string> = {
  ...Object.fromEntries(Object.values(quests).flatMap(questMessages)),
  ...groupNames,
};
