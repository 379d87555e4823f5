/** Deutsche Questtexte: Titel, Gegner oder Ziel und eine Zeile Vorgeschichte. */
import { type QUEST_GROUPS, quests } from "../../../data/quests";
import type { Quest, QuestRage } from "../../../data/types";
import { lookup } from "./words";

/** quest key -> [Titel, Gegner oder Ziel (am Satzanfang), Vorgeschichte] */
const QUEST_WORDS: Record<string, [string, string, string]> = {
  atom1: [
    "Angriff des Alltäglichen, Teil 1: Spülkatastrophe",
    "Seifenstücke",
    "Ein Berg schmutziges Geschirr versperrt das Seeufer. Schrubb dich hindurch!",
  ],
  atom2: [
    "Angriff des Alltäglichen, Teil 2: Das Naschlose Monster",
    "Das Naschlose Monster",
    "Unter dem Schaum lauert etwas Hungriges.",
  ],
  atom3: [
    "Angriff des Alltäglichen, Teil 3: Der Wäschomant",
    "Der Wäschomant",
    "Der Kopf hinter dem Chaos zeigt sich endlich – in Socken gehüllt.",
  ],
  vice1: [
    "Laster, Teil 1: Befreie dich vom Einfluss des Drachen",
    "Lasters Schatten",
    "Ein dunkler Lindwurm nährt sich von schlechten Gewohnheiten. Schüttle seinen Griff ab.",
  ],
  vice2: [
    "Laster, Teil 2: Finde den Hort des Lindwurms",
    "Lichtkristalle",
    "Sammle leuchtende Kristalle, die den Weg zur Drachenhöhle erhellen.",
  ],
  vice3: [
    "Laster, Teil 3: Laster erwacht",
    "Laster, der Schattenlindwurm",
    "Der Drache erwacht. Steht zusammen und beendet seine Herrschaft.",
  ],
  goldenknight1: [
    "Die Goldene Ritterin, Teil 1: Eine ernste Standpauke",
    "Zeugenaussagen",
    "Sammle die Aussagen aller, die die Goldene Ritterin ausgeschimpft hat.",
  ],
  goldenknight2: [
    "Die Goldene Ritterin, Teil 2: Goldritterin",
    "Die Goldene Ritterin",
    "Sie will nicht auf Vernunft hören. Zeig ihr einen anderen Weg.",
  ],
  goldenknight3: [
    "Die Goldene Ritterin, Teil 3: Der Eiserne Ritter",
    "Der Eiserne Ritter",
    "Ein gepanzerter Fremder beansprucht ihre ganze Strenge für sich.",
  ],
  moonstone1: [
    "Rückfällig, Teil 1: Die Mondsteinkette",
    "Mondsteine",
    "Sammle die Mondsteine, die einen verfluchten Totenbeschwörer binden.",
  ],
  moonstone2: [
    "Rückfällig, Teil 2: Rückfällig, der Totenbeschwörer",
    "Der Totenbeschwörer",
    "Die Kette ist geschmiedet. Stell dich dem Totenbeschwörer in der Gruft.",
  ],
  moonstone3: [
    "Rückfällig, Teil 3: Rückfällig verwandelt",
    "Der verwandelte Rückfällig",
    "Der Totenbeschwörer kehrt zurück – als etwas weit Schlimmeres.",
  ],
  moon1: [
    "Mondschlacht, Teil 1: Finde die rätselhaften Splitter",
    "Mondsplitter",
    "Splitter aus Mondlicht fallen vom Himmel. Heb sie auf.",
  ],
  moon2: [
    "Mondschlacht, Teil 2: Stoppt den drohenden Stress",
    "Der drohende Schatten",
    "Die Splitter werfen einen Schatten, der sich von Sorgen nährt.",
  ],
  moon3: [
    "Mondschlacht, Teil 3: Der monströse Mond",
    "Der monströse Mond",
    "Dem Mond selbst sind Zähne gewachsen. Bring ihn wieder zur Vernunft.",
  ],
  dilatoryDistress1: [
    "Not in Trödelheim, Teil 1: Flaschenpost",
    "Feuerkorallen und blaue Flossen",
    "Ein Hilferuf aus der versunkenen Stadt wird angespült. Sammle Vorräte für die Reise.",
  ],
  dilatoryDistress2: [
    "Not in Trödelheim, Teil 2: Kreaturen der Kluft",
    "Der Wasserschädelschwarm",
    "Unheimliche Schädel quellen aus einem tiefen Graben.",
  ],
  dilatoryDistress3: [
    "Not in Trödelheim, Teil 3: Keine gewöhnliche Meerjungfrau",
    "Die Meerhexe Adva",
    "Die Urheberin der Schädel steigt aus der Tiefe empor.",
  ],
  mayhemMistiflying1: [
    "Chaos in Nebelflug, Teil 1: Ein stürmischer Empfang",
    "Der Eisluft-Elementar",
    "Die schwebende Stadt wird von einem kalten Sturm gebeutelt.",
  ],
  mayhemMistiflying2: [
    "Chaos in Nebelflug, Teil 2: Die Nebelfalter",
    "Nebelfalter",
    "Fang die aufgescheuchten Nebelfalter, bevor sie sich für immer zerstreuen.",
  ],
  mayhemMistiflying3: [
    "Chaos in Nebelflug, Teil 3: Der Postbote ist eine Plage",
    "Der Windwirker",
    "Ein Kurier hat die ganze Zeit die Stürme angefacht.",
  ],
  stoikalmCalamity1: [
    "Unheil in Stoïkalm, Teil 1: Irdene Feinde",
    "Der Erdschädelschwarm",
    "Steinschädel poltern über die gefrorene Steppe.",
  ],
  stoikalmCalamity2: [
    "Unheil in Stoïkalm, Teil 2: Suche die Eiszapfenhöhlen",
    "Eiszapfenmünzen",
    "Folge einer Spur aus Eiszapfenmünzen in die Höhlen.",
  ],
  stoikalmCalamity3: [
    "Unheil in Stoïkalm, Teil 3: Eiszapfendrachenbeben",
    "Die Eiszapfendrachenkönigin",
    "Die Königin der Drachen bewacht den gestohlenen Schatz.",
  ],
  taskwoodsTerror1: [
    "Schrecken im Aufgabenwald, Teil 1: Der Brand",
    "Der Feuerschädelschwarm",
    "Flammende Schädel setzen den freundlichen Wald in Brand.",
  ],
  taskwoodsTerror2: [
    "Schrecken im Aufgabenwald, Teil 2: Finde die blühenden Feen",
    "Waldvolk",
    "Finde die Kobolde, Heinzelmännchen und Dryaden, die vor dem Feuer geflohen sind.",
  ],
  taskwoodsTerror3: [
    "Schrecken im Aufgabenwald, Teil 3: Jacko von der Laterne",
    "Jacko von der Laterne",
    "Ein Laternengeist hütet die letzten Flammen.",
  ],
  lostMasterclasser1: [
    "Das Rätsel der Klassenmeister, Teil 1: Zwischen den Zeilen",
    "Uralte Wälzer",
    "Durchsuche die Bibliothek nach Hinweisen auf die verschwundenen Klassenmeister.",
  ],
  lostMasterclasser2: [
    "Das Rätsel der Klassenmeister, Teil 2: Die Vermeid’ Ende",
    "Die Vermeid’ Ende",
    "Ein Wesen aus reiner Vermeidung versperrt den Weg.",
  ],
  lostMasterclasser3: [
    "Das Rätsel der Klassenmeister, Teil 3: Stadt im Sand",
    "Der Leerenschädelschwarm",
    "Eine verschüttete Stadt erwacht – und mit ihr ihre Wächter.",
  ],
  lostMasterclasser4: [
    "Das Rätsel der Klassenmeister, Teil 4: Die verlorene Klassenmeisterin",
    "Die Anti’zinnya",
    "Die verlorene Meisterin wartet am Ende, stärker als alle dachten.",
  ],
  alligator: ["Der Insta-Gator", "Der Insta-Gator", "Im Sumpf lauert ein Reptil, das nach jeder Ablenkung schnappt."],
  alpaca: [
    "Das sture Alpaka",
    "Das grummelige Alpaka",
    "Ein flauschiges Alpaka hat sich auf dem Bergpfad aufgepflanzt und spuckt alle an, die vorbeiwollen.",
  ],
  armadillo: [
    "Das nachgiebige Gürteltier",
    "Das Gürteltier",
    "Dieses Gürteltier rollt sich zusammen, sobald Arbeit auftaucht.",
  ],
  axolotl: [
    "Der magische Axolotl",
    "Der magische Axolotl",
    "Einem riesigen Axolotl wächst alles nach, was du ihm abschlägst.",
  ],
  badger: [
    "Hör auf, mich zu nerven!",
    "Der Nervdachs",
    "Ein Dachs, der mit dem Nörgeln nicht aufhört, ist eingezogen.",
  ],
  beetle: ["Der kritische Käfer", "Der kritische Käfer", "Ein Käfer aus lauter Fehlern krabbelt durch den Code."],
  bunny: ["Das Killerkaninchen", "Das Killerkaninchen", "Lass dich vom flauschigen Schwänzchen nicht täuschen."],
  butterfly: ["Tschüss, Flammfalter", "Der Flammfalter", "Ein feuriger Schmetterling versengt die Blumenwiesen."],
  cat: [
    "Die Katze, die auf der Tastatur saß",
    "Die Tastaturkatze",
    "Eine elegante Katze schläft auf jeder Seite, die du brauchst. Locke sie sanft herunter.",
  ],
  chameleon: [
    "Das Chaos-Chamäleon",
    "Das Chaos-Chamäleon",
    "Eine Echse, die bei jeder Planänderung die Farbe wechselt.",
  ],
  cheetah: [
    "So ein Gepard",
    "Der Gepard",
    "Eine Katze, so schnell, dass sie Aufgaben erledigt, bevor jemand nachsieht.",
  ],
  cow: ["Die Muhtanten-Kuh", "Die Muhtanten-Kuh", "Eine schwach grün leuchtende Kuh zertrampelt die Felder."],
  crab: [
    "Die knurrige Krabbe",
    "Die knurrige Krabbe",
    "Eine mürrische Krabbe zwickt alle, die dem Strand zu nahe kommen.",
  ],
  dilatory_derby: [
    "Das Trödelheimer Derby",
    "Der Seehengst",
    "Tritt gegen das schnellste Seepferdchen des Meeres an und gewinne sein Vertrauen.",
  ],
  dog: [
    "Hundstage",
    "Der zerstreute Hund",
    "Ein Hund jagt jedem Eichhörnchen von Gedanken nach – nur nicht seiner Arbeit.",
  ],
  dolphin: [
    "Der Delfin des Zweifels",
    "Der Delfin des Zweifels",
    "Ein Delfin flüstert dir zu, dass du es nicht schaffst. Beweis ihm das Gegenteil.",
  ],
  falcon: [
    "Die Raubvögel der Aufschieberei",
    "Der Aufschieberaubvogelschwarm",
    "Vögel stoßen auf alle herab, die Dinge aufschieben.",
  ],
  ferret: [
    "Das ruchlose Frettchen",
    "Das ruchlose Frettchen",
    "Ein Frettchen mit Zylinder verkauft auf dem Markt nutzlose Tränke.",
  ],
  frog: [
    "Der Sumpf des Krempelfroschs",
    "Der Krempelfrosch",
    "Ein Frosch türmt auf jeder Fläche im Sumpf Krempel auf.",
  ],
  ghost_stag: [
    "Der Geist des Frühlings",
    "Der Geisterhirsch",
    "Ein geisterhafter Hirsch hat den Frühling erstarren lassen.",
  ],
  giraffe: [
    "Der Giraffen-Fauxpas",
    "Die turmhohe Giraffe",
    "Eine Giraffe, die sich viel zu viel aufhalst, braucht Hilfe.",
  ],
  gryphon: ["Der feurige Greif", "Der feurige Greif", "Ein hitzköpfiger Greif hat die Ställe in Brand gesteckt."],
  guineapig: ["Die Meerschweinchenbande", "Die Meerschweinchenbande", "Eine quiekende Bande hat den Markt übernommen."],
  harpy: ["Hilfe! Harpyie!", "Die Harpyie", "Eine Harpyie hat die Papageien des Dschungels gestohlen."],
  hedgehog: ["Das Igelbiest", "Das Igelbiest", "Ein riesiger Igel rollt schlecht gelaunt durch den Park."],
  hippo: [
    "Was für ein Heuchel-Nilpferd",
    "Das Heuchel-Nilpferd",
    "Ein Nilpferd predigt harte Arbeit, rührt aber selbst keinen Huf.",
  ],
  horse: ["Reite den Nachtmahr", "Der Nachtmahr", "Ein dunkles Pferd galoppiert durch die Träume aller."],
  kangaroo: ["Känguru-Katastrophe", "Das Känguru", "Ein boxendes Känguru lässt niemanden eine Aufgabe beenden."],
  kraken: [
    "Der Krake von Unvollendet",
    "Der Krake von Unvollendet",
    "Ein Krake schlingt seine Arme um jede unerledigte Pflicht.",
  ],
  monkey: [
    "Monströser Mandrill und die Unfug-Affen",
    "Der monströse Mandrill",
    "Ein Mandrill und seine Bande stehlen alles, was nicht festgebunden ist.",
  ],
  nudibranch: [
    "Plage der Sofort-Nacktschnecken",
    "Die Sofort-Nacktschnecken",
    "Bunte Meeresnacktschnecken verlangen, dass alles sofort erledigt wird.",
  ],
  octopus: [
    "Der Ruf von Oktothulu",
    "Oktothulu",
    "In der Tiefe regt sich etwas Gewaltiges – und es will deine Aufmerksamkeit.",
  ],
  otter: [
    "Das Otter-Chaos",
    "Der purzelnde Otter",
    "Ein Otter jongliert mit zu vielen Muscheln und lässt ständig welche fallen.",
  ],
  owl: ["Die Nachteule", "Die Nachteule", "Eine Eule hält alle viel zu lange wach."],
  peacock: [
    "Der Stoßmich-Ziehdich-Pfau",
    "Der Pfau",
    "Ein zweiköpfiger Pfau kann sich nicht entscheiden, wohin er will.",
  ],
  penguin: ["Der frostige Vogel", "Der Frostpinguin", "Ein Pinguin lässt alles gefrieren, woran er vorbeiwatschelt."],
  platypus: [
    "Das Schnabeltier-Rätsel",
    "Das rätselhafte Schnabeltier",
    "Ein Wesen aus seltsamen Teilen stellt am Fluss Rätsel.",
  ],
  pterodactyl: ["Der Schreckodaktylus", "Der Schreckodaktylus", "Ein geflügelter Schrecken kreist über den Klippen."],
  raccoon: [
    "Der Waschbär-Raubzug",
    "Der stöbernde Waschbär",
    "Ein Waschbär plündert die Vorratskammer der halbfertigen Pläne.",
  ],
  rat: ["Der Rattenkönig", "Der Rattenkönig", "Eine gekrönte Ratte herrscht über ein Königreich der Unordnung."],
  rock: ["Flucht vor dem Höhlenwesen", "Das Höhlenwesen", "Die Höhle, die du erkundest, ist lebendig."],
  rooster: ["Hahnenrandale", "Der Hahn", "Ein Hahn kräht so laut, dass niemand schlafen kann."],
  sabretooth: ["Die Säbelkatze", "Die Zombie-Säbelkatze", "Eine alte Katze mit langen Zähnen streift übers Eis."],
  seaserpent: [
    "Gefahr in der Tiefe: Angriff der Seeschlange",
    "Die Seeschlange",
    "Eine Schlange windet sich um den Hafen.",
  ],
  sheep: ["Der Donnerwidder", "Der Donnerwidder", "Ein Widder aus Gewitterwolken stürmt über den Himmel."],
  slime: [
    "Der Wackelpudding-Regent",
    "Der Wackelpudding-Regent",
    "Ein wabbeliger Herrscher verwandelt die Stadt in Wackelpudding.",
  ],
  sloth: [
    "Das schläfrige Schneefaultier",
    "Das Schneefaultier",
    "Ein verschlafener Riese macht alle in seiner Nähe müde.",
  ],
  snail: [
    "Die Schnecke des Plackerei-Schleims",
    "Die Schnecke der Plackerei",
    "Eine Schnecke hinterlässt eine Spur aus langweiligen Pflichten.",
  ],
  snake: [
    "Die Schlange der Ablenkung",
    "Die Schlange der Ablenkung",
    "Eine Schlange hypnotisiert alle, die von der Arbeit aufschauen.",
  ],
  spider: ["Das eisige Spinnentier", "Die Frostspinne", "Eine Spinne webt Netze aus Eis über die Fenster."],
  squirrel: [
    "Das heimliche Eichhörnchen",
    "Das heimliche Eichhörnchen",
    "Ein Eichhörnchen hortet alle Aufgaben und versteckt sie.",
  ],
  treeling: ["Der Wirrbaum", "Der Wirrbaum", "Ein Baum verknotet seine Wurzeln um alle, die trödeln."],
  trex: [
    "König der Dinosaurier",
    "Der T-Rex aus Fleisch und Blut",
    "Ein lebender Tyrannosaurus stampft durchs Museum.",
  ],
  trex_undead: [
    "Der ausgegrabene Dinosaurier",
    "Der Skelett-T-Rex",
    "Ein Fossil ist von seinem Sockel geklettert und sucht Streit.",
  ],
  triceratops: [
    "Der trampelnde Triceratops",
    "Der trampelnde Triceratops",
    "Ein Triceratops zertrampelt jeden ordentlichen Plan.",
  ],
  turtle: [
    "Geleite die Schildkröte",
    "Die verirrte Meeresschildkröte",
    "Hilf einer verirrten Schildkröte, den Heimweg zum Riff zu finden.",
  ],
  unicorn: [
    "Die Einhornkönigin überzeugen",
    "Die Einhornkönigin",
    "Ein stolzes Einhorn vertraut nur denen, die zu Ende bringen, was sie anfangen.",
  ],
  velociraptor: ["Der Veloci-Rapper", "Der Veloci-Rapper", "Ein Dinosaurier mit einem Reim für jede Ausrede."],
  whale: [
    "Das Wehklagen des Wals",
    "Der klagende Wal",
    "Das traurige Lied eines Wals überflutet die Bucht mit Schwermut.",
  ],
  yarn: [
    "Ein verworrenes Garn",
    "Die schreckliche Garnghetti",
    "Ein Monster aus verknotetem Garn versperrt den Handwerksmarkt.",
  ],
  amber: [
    "Die Bernstein-Allianz",
    "Der Bäumling-Tyrann",
    "Ein Baumgeist schließt alles, was er liebt, in Bernstein ein.",
  ],
  blackPearl: [
    "Eine verblüffend sternige Idee",
    "Der perläugige Krake",
    "Ein Monster mit Perlenaugen bewacht das sternenhelle Meer.",
  ],
  bronze: [
    "Der Kampf gegen den dreisten Käfer",
    "Der dreiste Käfer",
    "Ein Käfer aus glänzender Bronze versperrt die Straße.",
  ],
  fluorite: [
    "Eine helle, fluoreszierende Furcht",
    "Der Fluorit-Elementar",
    "Ein leuchtendes Steinwesen erhellt die Höhlen.",
  ],
  jade: ["Der Jadefluch", "Der Jadefluch", "Ein grüner Fluch verwandelt alles, was er berührt, in Stein."],
  pinkMarble: ["Amors Unheil", "Der missratene Amor", "Amors Pfeile lassen alle dem Aufschieben verfallen."],
  onyx: ["In die Onyxhöhle", "Onyxsteine", "Grabe in einer tiefen Höhle nach dunklen Steinen und Runen."],
  ruby: ["Rubinrote Verbundenheit", "Rubine", "Sammle Rubine und Sternrunen für einen Zauber von Herzen."],
  silver: [
    "Die silberne Lösung",
    "Silberbarren",
    "Sammle Silber und Mondrunen, um einen schimmernden Trank zu brauen.",
  ],
  stone: [
    "Ein Labyrinth aus Moos",
    "Moossteine",
    "Finde die bemoosten Steine, die in einem grünen Labyrinth versteckt sind.",
  ],
  turquoise: ["Mühsame Türkissuche", "Türkise", "Grabe in der Wüste nach Türkisen und Sternrunen."],
  opal: ["Die Opal-Odyssee", "Opale", "Sammle schimmernde Opale und Runen entlang eines gewundenen Pfads."],
  waffle: [
    "Waffeleien mit dem Narren",
    "Die verhängnisvolle Waffel",
    "Ein gründlich missglücktes Frühstück ist lebendig geworden.",
  ],
  virtualpet: [
    "Piep! Piep! Ein virtuelles Haustier",
    "Das anhängliche virtuelle Haustier",
    "Ein winziges Bildschirmtier verlangt jede Minute Aufmerksamkeit.",
  ],
  fungi: ["Das Pilz-Chaos", "Der launische Pilz", "Ein mürrischer Pilz verstreut Sporen der Schwermut."],
  robot: [
    "Rätselhafte mechanische Wunder",
    "Roboterteile",
    "Sammle Bolzen, Zahnräder und Federn, um einen Helferroboter wieder zusammenzubauen.",
  ],
  solarSystem: [
    "Eine Reise der kosmischen Konzentration",
    "Die Ablenkoiden",
    "Weltraumwesen zerren deine Aufmerksamkeit in alle Richtungen.",
  ],
  windup: [
    "Ein Tänzchen mit dem Aufziehkrieger",
    "Der Aufziehkrieger",
    "Ein Uhrwerksoldat hat sich viel zu fest aufgezogen.",
  ],
  dilatory: [
    "Der schreckliche Drag’on von Trödelheim",
    "Der schreckliche Drag’on",
    "Ein gewaltiger Drache steigt aus dem Meer, um die Stadt in Verzögerung zu ertränken.",
  ],
  stressbeast: [
    "Das abscheuliche Stressbiest",
    "Das abscheuliche Stressbiest",
    "Der Stress aller hat die Gestalt eines Schneemonsters angenommen.",
  ],
  burnout: [
    "Burnout und die Erschöpfungsgeister",
    "Burnout",
    "Ein feuriger Geist saugt dem ganzen Land die Kraft aus.",
  ],
  bewilder: ["Der Verwirrer", "Der Verwirrer", "Ein Gauklergeist füllt den Himmel mit verwirrenden Trugbildern."],
  dysheartener: ["Der Herzbrecher", "Der Herzbrecher", "Ein herzzerreißendes Wesen nährt sich von Entmutigung."],
  basilist: [
    "Die Basi-Liste",
    "Die Basi-Liste",
    "Eine Schlange aus To-do-Listen bäumt sich auf. Packt sie gemeinsam an.",
  ],
  dustbunnies: ["Die wilden Wollmäuse", "Die wilden Wollmäuse", "Unter dem Bett sind die Wollmäuse verwildert."],
  evilsanta: [
    "Fallensteller-Weihnachtsmann",
    "Der Fallensteller-Weihnachtsmann",
    "Ein mürrischer Fallensteller hat einen Eisbären gefangen. Befrei ihn.",
  ],
  evilsanta2: [
    "Finde das Junge",
    "Spuren und Zweige",
    "Folge den Spuren durch den Schnee, um ein verirrtes Bärenjunges zu finden.",
  ],
  egg: ["Eiersuche", "Schlichte Eier", "Überall sind Eier versteckt. Finde so viele du kannst."],
};

/** Foes named in the plural: their verbs take the plural. */
const PLURAL_FOES = new Set([
  "nudibranch",
  "solarSystem",
  "dustbunnies",
  "atom1",
  "moon1",
  "moonstone1",
  "vice2",
  "goldenknight1",
  "dilatoryDistress1",
  "mayhemMistiflying2",
  "stoikalmCalamity2",
  "taskwoodsTerror2",
  "lostMasterclasser1",
  "onyx",
  "ruby",
  "silver",
  "stone",
  "turquoise",
  "opal",
  "robot",
  "evilsanta2",
  "egg",
]);

const groupNames: Record<(typeof QUEST_GROUPS)[number], string> = {
  questGroupAtom: "Angriff des Alltäglichen",
  questGroupVice: "Laster, der Schattenlindwurm",
  questGroupGoldenknight: "Die Goldene Ritterin",
  questGroupMoonstone: "Rückfällig",
  questGroupMoon: "Mondschlacht",
  questGroupDilatoryDistress: "Not in Trödelheim",
  questGroupMayhemMistiflying: "Chaos in Nebelflug",
  questGroupStoikalmCalamity: "Unheil in Stoïkalm",
  questGroupTaskwoodsTerror: "Schrecken im Aufgabenwald",
  questGroupLostMasterclasser: "Das Rätsel der Klassenmeister",
  questGroupEarnable: "Verdienbare Quests",
};

const COLLECT_ITEMS: Record<string, string> = {
  soapBars: "Seifenstücke",
  lightCrystal: "Lichtkristalle",
  testimony: "Zeugenaussagen",
  moonstone: "Mondsteine",
  shard: "Mondsplitter",
  fireCoral: "Feuerkorallen",
  blueFins: "Blaue Flossen",
  mistifly1: "Rote Nebelfalter",
  mistifly2: "Blaue Nebelfalter",
  mistifly3: "Grüne Nebelfalter",
  icicleCoin: "Eiszapfenmünzen",
  pixie: "Kobolde",
  brownie: "Heinzelmännchen",
  dryad: "Dryaden",
  ancientTome: "Uralte Wälzer",
  forbiddenTome: "Verbotene Wälzer",
  hiddenTome: "Versteckte Wälzer",
  onyxStone: "Onyxsteine",
  plutoRune: "Plutorunen",
  leoRune: "Löwerunen",
  rubyGem: "Rubine",
  venusRune: "Venusrunen",
  aquariusRune: "Wassermannrunen",
  silverIngot: "Silberbarren",
  moonRune: "Mondrunen",
  cancerRune: "Krebsrunen",
  mossyStone: "Moossteine",
  marsRune: "Marsrunen",
  capricornRune: "Steinbockrunen",
  turquoiseGem: "Türkise",
  sagittariusRune: "Schützerunen",
  neptuneRune: "Neptunrunen",
  opalGem: "Opale",
  mercuryRune: "Merkurrunen",
  libraRune: "Waagerunen",
  bolt: "Bolzen",
  gear: "Zahnräder",
  spring: "Federn",
  tracks: "Spuren",
  branches: "Zweige",
  plainEgg: "Schlichte Eier",
};

/** „Der Goldene Ritter“ mitten im Satz: „der Goldene Ritter“. */
const mid = (foe: string): string => foe.replace(/^(Der|Die|Das) /, (article) => article.toLowerCase());

function rageEffect(foe: string, rage: QuestRage, plural: boolean): string {
  const v = (one: string, many: string) => (plural ? many : one);
  if (rage.worldEffect)
    return `${foe} ${v("schlägt", "schlagen")} wütend auf die Stadt ein – Ladenbesitzer und Freunde sind erschüttert!`;
  if (rage.healing) return `${foe} ${v("ist", "sind")} außer sich und ${v("heilt", "heilen")} einige Wunden!`;
  if (rage.mpDrain) return `${foe} ${v("ist", "sind")} außer sich und ${v("saugt", "saugen")} deiner Gruppe Mana ab!`;
  return `${foe} ${v("ist", "sind")} außer sich und ${v("macht", "machen")} einen Teil des Fortschritts deiner Gruppe zunichte!`;
}

function questMessages(quest: Quest): [string, string][] {
  const [title, foe, premise] = QUEST_WORDS[quest.key];
  const plural = PLURAL_FOES.has(quest.key);
  const v = (one: string, many: string) => (plural ? many : one);
  const entries: [string, string][] = [
    [quest.text, title],
    [quest.notes, premise],
    [
      quest.completion,
      quest.boss
        ? `${foe} ${v("ist", "sind")} besiegt! Deine Gruppe teilt sich die Belohnung.`
        : "Ihr habt alles gefunden, was ihr gebraucht habt. Gut gemacht, Team!",
    ],
  ];
  if (quest.completionChat)
    entries.push([
      quest.completionChat,
      `Die ganze Stadt jubelt: ${mid(foe)} ${v("ist", "sind")} besiegt! Danke euch allen.`,
    ]);
  if (quest.boss) {
    entries.push([quest.boss.name, foe]);
    if (quest.boss.rage) {
      entries.push([quest.boss.rage.title, `Zorn: ${foe}`]);
      entries.push([
        quest.boss.rage.description,
        `Verpasste Tagesaufgaben füllen diesen Balken. Ist er voll, ${v("schlägt", "schlagen")} ${mid(foe)} zurück.`,
      ]);
      entries.push([quest.boss.rage.effect, rageEffect(foe, quest.boss.rage, plural)]);
    }
    if (quest.boss.desperation)
      entries.push([
        quest.boss.desperation.text,
        `${foe} ${v("ist", "sind")} verzweifelt und ${v("kämpft", "kämpfen")} härter als je zuvor!`,
      ]);
  }
  for (const [itemKey, collected] of Object.entries(quest.collect ?? {}))
    entries.push([collected.text, lookup(COLLECT_ITEMS, itemKey)]);
  if (quest.drop.unlock) entries.push([quest.drop.unlock, `Schaltet „${title}“ zum Kauf im Questladen frei.`]);
  if (quest.unlockCondition) {
    entries.push([
      quest.unlockCondition.text,
      quest.unlockCondition.condition === "party invite"
        ? "Lade einen Freund in deine Gruppe ein, um diese Quest freizuschalten."
        : `Checke an ${quest.unlockCondition.incentiveThreshold} Tagen ein, um diese Quest freizuschalten.`,
    ]);
  }
  return entries;
}

export const questTexts: Record<string, string> = {
  ...Object.fromEntries(Object.values(quests).flatMap(questMessages)),
  ...groupNames,
};

/** German title of a quest. */
export const questTitle = (key: string): string => QUEST_WORDS[key]?.[0] ?? key;
