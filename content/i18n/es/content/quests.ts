/** Textos de las misiones: un título, el enemigo u objetivo y una premisa de una línea. */
import { type QUEST_GROUPS, quests } from "../../../data/quests";
import type { Quest, QuestRage } from "../../../data/types";

/** misión -> [título, enemigo u objetivo, premisa] */
export const QUEST_WORDS: Record<string, [string, string, string]> = {
  atom1: [
    "El Ataque de lo Mundano, parte 1: Desastre de Platos",
    "Pastillas de Jabón",
    "Una montaña de platos sucios bloquea la orilla del lago. ¡Friega hasta abrirte paso!",
  ],
  atom2: [
    "El Ataque de lo Mundano, parte 2: El Monstruo Sin Merienda",
    "El Monstruo Sin Merienda",
    "Algo hambriento acecha bajo la espuma.",
  ],
  atom3: [
    "El Ataque de lo Mundano, parte 3: El Lavandomante",
    "El Lavandomante",
    "La mente detrás del desorden por fin se deja ver, envuelta en calcetines.",
  ],
  vice1: [
    "Vicio, parte 1: Líbrate de la influencia del dragón",
    "La Sombra de Vicio",
    "Un oscuro dragón se alimenta de los malos hábitos. Sacúdete su dominio.",
  ],
  vice2: [
    "Vicio, parte 2: Encuentra la guarida del dragón",
    "Cristales de Luz",
    "Reúne cristales brillantes para iluminar el camino hasta la guarida del dragón.",
  ],
  vice3: [
    "Vicio, parte 3: Vicio despierta",
    "Vicio, el Dragón de las Sombras",
    "El dragón despierta. Uníos y acabad con su reinado.",
  ],
  goldenknight1: [
    "La Caballera Dorada, parte 1: Una severa reprimenda",
    "Testimonios",
    "Reúne los testimonios de todos a los que la Caballera Dorada ha regañado.",
  ],
  goldenknight2: [
    "La Caballera Dorada, parte 2: Caballera de Oro",
    "La Caballera Dorada",
    "No atiende a razones. Muéstrale otro camino.",
  ],
  goldenknight3: [
    "La Caballera Dorada, parte 3: El Caballero de Hierro",
    "El Caballero de Hierro",
    "Un desconocido con armadura se atribuye el mérito de toda su severidad.",
  ],
  moonstone1: [
    "Reincidente, parte 1: La cadena de piedra lunar",
    "Piedras Lunares",
    "Reúne las piedras lunares que atan a un nigromante maldito.",
  ],
  moonstone2: [
    "Reincidente, parte 2: Reincidente el Nigromante",
    "El Nigromante",
    "La cadena está forjada. Enfréntate al nigromante en la cripta.",
  ],
  moonstone3: [
    "Reincidente, parte 3: Reincidente transformado",
    "Reincidente Transformado",
    "El nigromante regresa convertido en algo mucho peor.",
  ],
  moon1: [
    "Batalla Lunar, parte 1: Encuentra los fragmentos misteriosos",
    "Fragmentos de Luna",
    "Caen del cielo fragmentos de luz de luna. Recógelos.",
  ],
  moon2: [
    "Batalla Lunar, parte 2: Detén el estrés que todo lo ensombrece",
    "La Sombra Amenazante",
    "Los fragmentos proyectan una sombra que se alimenta de las preocupaciones.",
  ],
  moon3: [
    "Batalla Lunar, parte 3: La Luna Monstruosa",
    "La Luna Monstruosa",
    "A la propia luna le han salido dientes. Hazla entrar en razón.",
  ],
  dilatoryDistress1: [
    "Apuros en Dilatoria, parte 1: Mensaje en una botella",
    "Coral de Fuego y Aletas Azules",
    "Una súplica llega a la orilla desde la ciudad sumergida. Reúne provisiones para el viaje.",
  ],
  dilatoryDistress2: [
    "Apuros en Dilatoria, parte 2: Criaturas de la grieta",
    "Enjambre de Calaveras de Agua",
    "Unas calaveras inquietantes brotan de una fosa profunda.",
  ],
  dilatoryDistress3: [
    "Apuros en Dilatoria, parte 3: No es una simple sirena",
    "Adva, la Bruja del Mar",
    "Quien está detrás de las calaveras surge de las profundidades.",
  ],
  mayhemMistiflying1: [
    "Caos en Mistiflying, parte 1: Una bienvenida tormentosa",
    "Elemental de Aire Helado",
    "Un vendaval gélido azota la ciudad flotante.",
  ],
  mayhemMistiflying2: [
    "Caos en Mistiflying, parte 2: Las mistimariposas",
    "Mistimariposas",
    "Atrapa a las mistimariposas asustadas antes de que se dispersen para siempre.",
  ],
  mayhemMistiflying3: [
    "Caos en Mistiflying, parte 3: El cartero es una amenaza",
    "El Tejevientos",
    "Un mensajero ha estado desatando las tormentas desde el principio.",
  ],
  stoikalmCalamity1: [
    "Calamidad en Stoïkalm, parte 1: Enemigos de tierra",
    "Enjambre de Calaveras de Tierra",
    "Calaveras de piedra retumban por las estepas heladas.",
  ],
  stoikalmCalamity2: [
    "Calamidad en Stoïkalm, parte 2: Busca las cavernas de carámbanos",
    "Monedas de Carámbano",
    "Sigue un rastro de monedas de carámbano hasta las cavernas.",
  ],
  stoikalmCalamity3: [
    "Calamidad en Stoïkalm, parte 3: El temblor del draco de carámbano",
    "La Reina Draco de Carámbano",
    "La reina de los dracos custodia el tesoro robado.",
  ],
  taskwoodsTerror1: [
    "Terror en el Bosque de las Tareas, parte 1: El incendio",
    "Enjambre de Calaveras de Fuego",
    "Calaveras en llamas prenden fuego al bosque amigo.",
  ],
  taskwoodsTerror2: [
    "Terror en el Bosque de las Tareas, parte 2: Encuentra a las hadas",
    "Gente del Bosque",
    "Encuentra a los duendes, trasgos y dríades que huyeron del fuego.",
  ],
  taskwoodsTerror3: [
    "Terror en el Bosque de las Tareas, parte 3: Jacko el del Farol",
    "Jacko el del Farol",
    "Un espíritu del farol guarda las últimas llamas.",
  ],
  lostMasterclasser1: [
    "El misterio de los Maestros de Clase, parte 1: Leer entre líneas",
    "Tomos Antiguos",
    "Busca en la biblioteca pistas sobre los maestros de clase desaparecidos.",
  ],
  lostMasterclasser2: [
    "El misterio de los Maestros de Clase, parte 2: Ensamblando al Evitante",
    "El Evitante",
    "Una criatura hecha de pura evasión cierra el paso.",
  ],
  lostMasterclasser3: [
    "El misterio de los Maestros de Clase, parte 3: La ciudad en las arenas",
    "El Enjambre de Calaveras del Vacío",
    "Una ciudad enterrada despierta, y con ella sus guardianes.",
  ],
  lostMasterclasser4: [
    "El misterio de los Maestros de Clase, parte 4: La Maestra de Clase perdida",
    "La Anti'zinnya",
    "La maestra perdida espera al final, más fuerte de lo que nadie imaginaba.",
  ],
  alligator: ["El Insta-Caimán", "Insta-Caimán", "En el pantano acecha un reptil que muerde cada distracción."],
  alpaca: [
    "La Alpaca Testaruda",
    "Alpaca Gruñona",
    "Una alpaca lanuda se ha plantado en el sendero de la montaña y escupe a quien intenta pasar.",
  ],
  armadillo: ["El Armadillo Indulgente", "Armadillo", "Este armadillo se hace una bola en cuanto aparece trabajo."],
  axolotl: ["El Ajolote Mágico", "Ajolote Mágico", "Un ajolote gigante regenera todo lo que le arrancas."],
  badger: ["¡Deja de darme la lata!", "El Tejón Latoso", "Se ha instalado un tejón que no para de dar la lata."],
  beetle: ["El Bicho Crítico", "Bicho Crítico", "Un escarabajo hecho de errores se arrastra por el código."],
  bunny: ["El Conejo Asesino", "Conejo Asesino", "No te dejes engañar por esa colita esponjosa."],
  butterfly: ["Adiós, Mariposa Frita", "Mariposa Frita", "Una mariposa en llamas chamusca las praderas de flores."],
  cat: [
    "El gato que se sentó en el teclado",
    "Gato del Teclado",
    "Un gato elegante se echa la siesta sobre cada página que necesitas. Convéncelo de que se baje, con cariño.",
  ],
  chameleon: ["El Camaleón del Caos", "Camaleón del Caos", "Un lagarto que cambia de color con cada cambio de planes."],
  cheetah: [
    "Menudo Guepardo",
    "Guepardo",
    "Un felino tan rápido que termina las tareas antes de que nadie las revise.",
  ],
  cow: ["La Vaca Mutante", "Vaca Mutante", "Una vaca con un leve brillo verde está pisoteando los campos."],
  crab: [
    "El Cangrejo Cascarrabias",
    "Cangrejo Cascarrabias",
    "Un cangrejo gruñón pellizca a quien se acerca a la playa.",
  ],
  dilatory_derby: [
    "El Derbi de Dilatoria",
    "Semental Marino",
    "Compite con el caballito de mar más rápido del océano y gánate su confianza.",
  ],
  dog: [
    "Días de Perros",
    "Sabueso Distraído",
    "Un perro persigue cada ardilla de pensamiento menos su propio trabajo.",
  ],
  dolphin: [
    "El Delfín de la Duda",
    "Delfín de la Duda",
    "Un delfín te susurra que no puedes hacerlo. Demuéstrale que se equivoca.",
  ],
  falcon: [
    "Las Aves de Presacrastinación",
    "Bandada de Presacrastinadores",
    "Unas aves se abalanzan sobre quien deja las cosas para luego.",
  ],
  ferret: ["El Hurón Nefasto", "Hurón Nefasto", "Un hurón con chistera vende pociones inútiles en el mercado."],
  frog: [
    "El Pantano de la Rana del Desorden",
    "Rana del Desorden",
    "Una rana amontona trastos en cada rincón del pantano.",
  ],
  ghost_stag: ["El Espíritu de la Primavera", "Ciervo Fantasma", "Un ciervo fantasmal ha congelado la primavera."],
  giraffe: [
    "La Metedura de Pata de la Jirafa",
    "Jirafa Altísima",
    "Una jirafa que se echa encima demasiado necesita una mano.",
  ],
  gryphon: ["El Grifo Ardiente", "Grifo Ardiente", "Un grifo con malas pulgas ha prendido fuego a los establos."],
  guineapig: ["La Banda de las Cobayas", "Banda de las Cobayas", "Una banda chillona se ha adueñado del mercado."],
  harpy: ["¡Socorro! ¡Una arpía!", "Arpía", "Una arpía ha robado los loros de la selva."],
  hedgehog: ["La Erizobestia", "Erizobestia", "Un erizo gigante rueda por el parque de muy mal humor."],
  hippo: [
    "Menudo Hipopótamo Hipócrita",
    "Hipopótamo Hipócrita",
    "Un hipopótamo predica el trabajo duro pero nunca mueve una pezuña.",
  ],
  horse: ["Cabalga la Pesadilla", "Yegua Pesadilla", "Un caballo oscuro galopa por los sueños de todos."],
  kangaroo: ["Catástrofe Canguro", "Canguro", "Un canguro boxeador no deja que nadie termine una tarea."],
  kraken: [
    "El Kraken de lo Inkompleto",
    "Kraken de lo Inkompleto",
    "Un kraken enrosca sus brazos alrededor de cada tarea sin terminar.",
  ],
  monkey: [
    "El Mandril Monstruoso y los Monos Traviesos",
    "Mandril Monstruoso",
    "Un mandril y su tropa roban todo lo que no esté bien atado.",
  ],
  nudibranch: [
    "La Plaga de los Nudibranquios Yaya",
    "Nudibranquios Yaya",
    "Unas babosas marinas de colores exigen que todo se haga ya mismo.",
  ],
  octopus: [
    "La Llamada de Octothulu",
    "Octothulu",
    "Algo inmenso se agita en las profundidades, y quiere tu atención.",
  ],
  otter: [
    "El Caos de la Nutria",
    "Nutria Atolondrada",
    "Una nutria hace malabares con demasiadas conchas y se le caen todas.",
  ],
  owl: ["El Búho Trasnochador", "Búho Trasnochador", "Un búho mantiene a todos despiertos hasta demasiado tarde."],
  peacock: ["El Pavo Real Tira y Afloja", "Pavo Real", "Un pavo real de dos cabezas no se decide por qué camino ir."],
  penguin: ["La Escarcha Emplumada", "Pingüino de Escarcha", "Un pingüino congela todo lo que encuentra a su paso."],
  platypus: [
    "El Enigma del Ornitorrinco",
    "Ornitorrinco Enigmático",
    "Una criatura hecha de piezas raras plantea acertijos junto al río.",
  ],
  pterodactyl: ["El Pterror-dáctilo", "Pterror-dáctilo", "Un terror alado planea sobre los acantilados."],
  raccoon: ["La Incursión del Mapache", "Mapache Rebuscador", "Un mapache saquea la despensa de planes a medio hacer."],
  rat: ["El Rey Rata", "Rey Rata", "Una rata coronada gobierna un reino de desorden."],
  rock: ["Escapa de la Criatura de la Cueva", "Criatura de la Cueva", "La cueva que exploras resulta estar viva."],
  rooster: ["El Desmadre del Gallo", "Gallo", "Un gallo canta tan fuerte que nadie puede dormir."],
  sabretooth: [
    "El Felino Dientes de Sable",
    "Felino Zombi Dientes de Sable",
    "Un viejo felino de largos colmillos merodea por el hielo.",
  ],
  seaserpent: [
    "Peligro en las profundidades: el ataque de la Serpiente Marina",
    "Serpiente Marina",
    "Una serpiente se enrosca alrededor del puerto.",
  ],
  sheep: [
    "El Carnero del Trueno",
    "Carnero del Trueno",
    "Un carnero hecho de nubes de tormenta embiste a través del cielo.",
  ],
  slime: [
    "La Regente de Gelatina",
    "Regente de Gelatina",
    "Una monarca temblorosa está convirtiendo el pueblo en gelatina.",
  ],
  sloth: [
    "El Perezoso Somnoliento de las Nieves",
    "Perezoso de las Nieves",
    "Un gigante adormilado da sueño a todo el que se le acerca.",
  ],
  snail: [
    "El Caracol del Lodo de la Monotonía",
    "Caracol de la Monotonía",
    "Un caracol deja tras de sí un rastro de tareas tediosas.",
  ],
  snake: [
    "La Serpiente de la Distracción",
    "Serpiente de la Distracción",
    "Una serpiente hipnotiza a quien levanta la vista del trabajo.",
  ],
  spider: ["El Arácnido Helado", "Araña de Escarcha", "Una araña teje telarañas de hielo sobre las ventanas."],
  squirrel: ["La Ardilla Escurridiza", "Ardilla Escurridiza", "Una ardilla acapara todas las tareas y las esconde."],
  treeling: ["El Árbol Enmarañado", "Árbol Enmarañado", "Un árbol enreda sus raíces alrededor de quien se entretiene."],
  trex: ["El Rey de los Dinosaurios", "T-Rex de Carne y Hueso", "Un tiranosaurio vivo pisotea el museo."],
  trex_undead: [
    "El Dinosaurio Desenterrado",
    "T-Rex Esquelético",
    "Un fósil se ha bajado de su pedestal y busca pelea.",
  ],
  triceratops: [
    "El Tricerátops Pisoteador",
    "Tricerátops Pisoteador",
    "Un tricerátops pisotea todos los planes bien hechos.",
  ],
  turtle: ["Guía a la Tortuga", "Tortuga Marina Perdida", "Ayuda a una tortuga perdida a volver a casa, al arrecife."],
  unicorn: [
    "Convencer a la Reina Unicornio",
    "Reina Unicornio",
    "Una unicornio orgullosa solo confía en quien termina lo que empieza.",
  ],
  velociraptor: ["El Veloci-Rapero", "Veloci-Rapero", "Un dinosaurio con una rima para cada excusa."],
  whale: [
    "El Lamento de la Ballena",
    "Ballena Lastimera",
    "El triste canto de una ballena inunda la bahía de melancolía.",
  ],
  yarn: ["Un Ovillo Enredado", "Terrible Lanaguetti", "Un monstruo de lana anudada bloquea la feria de artesanía."],
  amber: ["La Alianza de Ámbar", "Tirano Arbolito", "Un espíritu del árbol encierra en ámbar todo lo que ama."],
  blackPearl: [
    "Una Idea Estelar Sorprendente",
    "Kraken de Ojos de Perla",
    "Un monstruo de ojos de perla guarda el mar iluminado por las estrellas.",
  ],
  bronze: [
    "La Batalla del Escarabajo Descarado",
    "Escarabajo Descarado",
    "Un escarabajo de bronce reluciente bloquea el camino.",
  ],
  fluorite: [
    "Un Miedo Brillante y Fluorescente",
    "Elemental de Fluorita",
    "Una criatura de piedra luminosa ilumina las cuevas.",
  ],
  jade: ["El Gafe de Jade", "Gafe de Jade", "Un gafe verde convierte en piedra todo lo que toca."],
  pinkMarble: [
    "La Calamidad de Cupido",
    "Cupido Descarriado",
    "Las flechas de un cupido hacen que todos se enamoren de la procrastinación.",
  ],
  onyx: [
    "En la Guarida de Ónice",
    "Piedras de Ónice",
    "Excava en busca de piedras oscuras y runas en una guarida profunda.",
  ],
  ruby: ["Sintonía de Rubí", "Rubíes", "Reúne rubíes y runas estelares para un hechizo de corazón."],
  silver: [
    "La Solución de Plata",
    "Lingotes de Plata",
    "Reúne plata y runas lunares para preparar una poción reluciente.",
  ],
  stone: [
    "Un Laberinto de Musgo",
    "Piedras Musgosas",
    "Encuentra las piedras musgosas escondidas en un laberinto verde.",
  ],
  turquoise: [
    "La Ardua Búsqueda del Tesoro Turquesa",
    "Gemas Turquesa",
    "Excava en el desierto en busca de turquesas y runas estelares.",
  ],
  opal: ["La Odisea del Ópalo", "Gemas de Ópalo", "Reúne ópalos relucientes y runas a lo largo de un camino sinuoso."],
  waffle: ["Gofreando con el Bufón", "Gofre Desastroso", "Un desayuno que salió fatal ha cobrado vida."],
  virtualpet: [
    "¡Bip! ¡Bip! Una mascota virtual",
    "Mascota Virtual Exigente",
    "Una diminuta mascota de pantalla exige atención a cada minuto.",
  ],
  fungi: ["El Caos de las Setas", "Seta Malhumorada", "Una seta gruñona esparce esporas de tristeza."],
  robot: [
    "Misteriosas Maravillas Mecánicas",
    "Piezas de Robot",
    "Reúne tornillos, engranajes y muelles para reconstruir un robot ayudante.",
  ],
  solarSystem: [
    "Un Viaje de Concentración Cósmica",
    "Los Distraeroides",
    "Unas criaturas espaciales tiran de tu atención en todas direcciones.",
  ],
  windup: [
    "Un Baile con un Guerrero de Cuerda",
    "Guerrero de Cuerda",
    "Un soldado de relojería se ha dado demasiada cuerda.",
  ],
  dilatory: [
    "El Temible Drag'on de Dilatoria",
    "Temible Drag'on",
    "Un dragón inmenso surge del mar para ahogar la ciudad en retrasos.",
  ],
  stressbeast: [
    "La Abominable Bestia del Estrés",
    "Abominable Bestia del Estrés",
    "El estrés de todos ha tomado forma de monstruo de nieve.",
  ],
  burnout: [
    "Agotamiento y los Espíritus Exhaustos",
    "Agotamiento",
    "Un espíritu de fuego consume la energía de todo el reino.",
  ],
  bewilder: ["El Desconcertador", "El Desconcertador", "Un espíritu embaucador llena el cielo de ilusiones confusas."],
  dysheartener: ["El Descorazonador", "El Descorazonador", "Una criatura desgarradora se alimenta del desánimo."],
  basilist: ["El Basi-Lista", "Basi-Lista", "Una serpiente hecha de listas de pendientes se alza. Enfrentadla juntos."],
  dustbunnies: ["Las Pelusas Salvajes", "Pelusas Salvajes", "Las pelusas de debajo de la cama se han vuelto salvajes."],
  evilsanta: ["Papá Noel Trampero", "Papá Noel Trampero", "Un trampero gruñón ha atrapado a una osa polar. Libérala."],
  evilsanta2: [
    "Encuentra al Osezno",
    "Huellas y Ramas",
    "Sigue las huellas por la nieve para encontrar a un osezno perdido.",
  ],
  egg: [
    "La Búsqueda de Huevos",
    "Huevos Corrientes",
    "Hay huevos escondidos por todas partes. Encuentra todos los que puedas.",
  ],
};

const COLLECT_NAMES: Record<string, string> = {
  soapBars: "Pastillas de jabón",
  lightCrystal: "Cristales de luz",
  testimony: "Testimonios",
  moonstone: "Piedras lunares",
  shard: "Fragmentos de luna",
  fireCoral: "Coral de fuego",
  blueFins: "Aletas azules",
  mistifly1: "Mistimariposas rojas",
  mistifly2: "Mistimariposas amarillas",
  mistifly3: "Mistimariposas verdes",
  icicleCoin: "Monedas de carámbano",
  pixie: "Duendes",
  brownie: "Trasgos",
  dryad: "Dríades",
  ancientTome: "Tomos antiguos",
  forbiddenTome: "Tomos prohibidos",
  hiddenTome: "Tomos ocultos",
  onyxStone: "Piedras de ónice",
  plutoRune: "Runas de Plutón",
  leoRune: "Runas de Leo",
  rubyGem: "Rubíes",
  venusRune: "Runas de Venus",
  aquariusRune: "Runas de Acuario",
  silverIngot: "Lingotes de plata",
  moonRune: "Runas lunares",
  cancerRune: "Runas de Cáncer",
  mossyStone: "Piedras musgosas",
  marsRune: "Runas de Marte",
  capricornRune: "Runas de Capricornio",
  turquoiseGem: "Turquesas",
  sagittariusRune: "Runas de Sagitario",
  neptuneRune: "Runas de Neptuno",
  opalGem: "Ópalos",
  mercuryRune: "Runas de Mercurio",
  libraRune: "Runas de Libra",
  bolt: "Tornillos",
  gear: "Engranajes",
  spring: "Muelles",
  tracks: "Huellas",
  branches: "Ramas",
  plainEgg: "Huevos corrientes",
};

const groupNames: Record<(typeof QUEST_GROUPS)[number], string> = {
  questGroupAtom: "El Ataque de lo Mundano",
  questGroupVice: "Vicio, el Dragón de las Sombras",
  questGroupGoldenknight: "La Caballera Dorada",
  questGroupMoonstone: "Reincidente",
  questGroupMoon: "Batalla Lunar",
  questGroupDilatoryDistress: "Apuros en Dilatoria",
  questGroupMayhemMistiflying: "Caos en Mistiflying",
  questGroupStoikalmCalamity: "Calamidad en Stoïkalm",
  questGroupTaskwoodsTerror: "Terror en el Bosque de las Tareas",
  questGroupLostMasterclasser: "El misterio de los Maestros de Clase",
  questGroupEarnable: "Misiones que se ganan",
};

/** «El Caballero» -> «del Caballero», «La Reina» -> «de la Reina», otro -> «de …». */
function ofFoe(foe: string): string {
  if (foe.startsWith("El ")) return `del ${foe.slice(3)}`;
  if (/^(La|Los|Las) /.test(foe)) return `de ${foe.charAt(0).toLowerCase()}${foe.slice(1)}`;
  return `de ${foe}`;
}

/** El nombre dentro de una frase: el artículo inicial en minúscula. */
function inSentence(foe: string): string {
  return /^(El|La|Los|Las) /.test(foe) ? foe.charAt(0).toLowerCase() + foe.slice(1) : foe;
}

function rageEffect(foe: string, rage: QuestRage): string {
  if (rage.worldEffect) return `¡${foe} arremete contra el pueblo, y sus tenderos y amigos se estremecen!`;
  if (rage.healing) return `¡${foe} monta en cólera y se cura parte de sus heridas!`;
  if (rage.mpDrain) return `¡${foe} monta en cólera y drena el maná de tu grupo!`;
  return `¡${foe} monta en cólera y deshace parte del progreso de tu grupo!`;
}

function questMessages(quest: Quest): [string, string][] {
  const [title, foe, premise] = QUEST_WORDS[quest.key];
  const entries: [string, string][] = [
    [quest.text, title],
    [quest.notes, premise],
    [
      quest.completion,
      quest.boss
        ? `¡Victoria sobre ${inSentence(foe)}! Tu grupo se reparte las recompensas.`
        : "Encontraste todo lo que hacía falta. ¡Buen trabajo, equipo!",
    ],
  ];
  if (quest.completionChat)
    entries.push([quest.completionChat, `Todo el pueblo lo celebra: ¡${foe} ha caído! Gracias a todos.`]);
  if (quest.boss) {
    entries.push([quest.boss.name, foe]);
    if (quest.boss.rage) {
      entries.push([quest.boss.rage.title, `Furia ${ofFoe(foe)}`]);
      entries.push([
        quest.boss.rage.description,
        `Las diarias que te saltes llenan esta barra. Cuando esté llena, ${inSentence(foe)} contraatacará.`,
      ]);
      entries.push([quest.boss.rage.effect, rageEffect(foe, quest.boss.rage)]);
    }
    if (quest.boss.desperation)
      entries.push([quest.boss.desperation.text, `¡${foe} lucha a la desesperada, con más fuerza que nunca!`]);
  }
  for (const [itemKey, collected] of Object.entries(quest.collect ?? {}))
    entries.push([collected.text, COLLECT_NAMES[itemKey] ?? itemKey]);
  if (quest.drop.unlock)
    entries.push([quest.drop.unlock, `Desbloquea «${title}» para comprarla en la Tienda de Misiones.`]);
  if (quest.unlockCondition) {
    entries.push([
      quest.unlockCondition.text,
      quest.unlockCondition.condition === "party invite"
        ? "Invita a un amigo a tu grupo para desbloquear esta misión."
        : `Registra tu visita ${quest.unlockCondition.incentiveThreshold} días para desbloquear esta misión.`,
    ]);
  }
  return entries;
}

export const questTexts: Record<string, string> = {
  ...Object.fromEntries(Object.values(quests).flatMap(questMessages)),
  ...groupNames,
};
