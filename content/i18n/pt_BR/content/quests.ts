/** Textos das missões em português: título, inimigo ou objetivo, e uma frase de premissa. */
import { type QUEST_GROUPS, quests } from "../../../data/quests";
import type { Quest, QuestRage } from "../../../data/types";

/** missão -> [título, inimigo ou objetivo, premissa] */
const QUEST_WORDS: Record<string, [string, string, string]> = {
  atom1: [
    "Ataque do Mundano, Parte 1: Desastre na Pia",
    "Barras de Sabão",
    "Uma montanha de louça suja bloqueia a margem do lago. Esfregue até abrir caminho!",
  ],
  atom2: [
    "Ataque do Mundano, Parte 2: O Monstro Sem Lanche",
    "Monstro Sem Lanche",
    "Algo faminto está à espreita debaixo da espuma.",
  ],
  atom3: [
    "Ataque do Mundano, Parte 3: O Lavandomante",
    "Lavandomante",
    "A mente por trás da bagunça enfim aparece, enrolada em meias.",
  ],
  vice1: [
    "Vício, Parte 1: Liberte-se da Influência do Dragão",
    "Sombra de Vício",
    "Um dragão sombrio se alimenta de maus hábitos. Livre-se das garras dele.",
  ],
  vice2: [
    "Vício, Parte 2: Encontre o Covil da Serpe",
    "Cristais de Luz",
    "Reúna cristais brilhantes para iluminar o caminho até a toca do dragão.",
  ],
  vice3: [
    "Vício, Parte 3: Vício Desperta",
    "Vício, a Serpe das Sombras",
    "O dragão acorda. Lutem juntos e acabem com o reinado dele.",
  ],
  goldenknight1: [
    "A Cavaleira Dourada, Parte 1: Um Sermão Severo",
    "Depoimentos",
    "Colete os depoimentos de todos que levaram bronca da Cavaleira Dourada.",
  ],
  goldenknight2: [
    "A Cavaleira Dourada, Parte 2: Cavaleira de Ouro",
    "A Cavaleira Dourada",
    "Ela não quer ouvir a razão. Mostre outro caminho a ela.",
  ],
  goldenknight3: [
    "A Cavaleira Dourada, Parte 3: O Cavaleiro de Ferro",
    "O Cavaleiro de Ferro",
    "Um estranho de armadura diz ser o responsável por toda a severidade dela.",
  ],
  moonstone1: [
    "Recidiva, Parte 1: A Corrente de Pedras-da-Lua",
    "Pedras-da-Lua",
    "Colete as pedras-da-lua que prendem uma necromante amaldiçoada.",
  ],
  moonstone2: [
    "Recidiva, Parte 2: Recidiva, a Necromante",
    "A Necromante",
    "A corrente está forjada. Enfrente a necromante na cripta.",
  ],
  moonstone3: [
    "Recidiva, Parte 3: Recidiva Transformada",
    "Recidiva Transformada",
    "A necromante volta como algo muito pior.",
  ],
  moon1: [
    "Batalha Lunar, Parte 1: Encontre os Fragmentos Misteriosos",
    "Fragmentos da Lua",
    "Fragmentos de luar estão caindo do céu. Junte todos.",
  ],
  moon2: [
    "Batalha Lunar, Parte 2: Detenha o Estresse Sombrio",
    "A Sombra Ameaçadora",
    "Os fragmentos projetam uma sombra que se alimenta de preocupação.",
  ],
  moon3: [
    "Batalha Lunar, Parte 3: A Lua Monstruosa",
    "A Lua Monstruosa",
    "A própria lua criou dentes. Traga-a de volta ao juízo.",
  ],
  dilatoryDistress1: [
    "Aflição em Dilatória, Parte 1: Mensagem na Garrafa",
    "Coral de Fogo e Barbatanas Azuis",
    "Um pedido de socorro chega à praia vindo da cidade submersa. Reúna suprimentos para a viagem.",
  ],
  dilatoryDistress2: [
    "Aflição em Dilatória, Parte 2: Criaturas da Fenda",
    "Enxame de Caveiras d’Água",
    "Caveiras sinistras saem aos montes de uma fossa profunda.",
  ],
  dilatoryDistress3: [
    "Aflição em Dilatória, Parte 3: Nada de Sereiazinha",
    "A Bruxa do Mar Adva",
    "A responsável pelas caveiras surge das profundezas.",
  ],
  mayhemMistiflying1: [
    "Caos em Brumavoa, Parte 1: Uma Recepção Tempestuosa",
    "Elemental do Ar Gelado",
    "A cidade flutuante é castigada por um vendaval gelado.",
  ],
  mayhemMistiflying2: [
    "Caos em Brumavoa, Parte 2: As Brumoscas",
    "Brumoscas",
    "Pegue as brumoscas assustadas antes que elas se espalhem de vez.",
  ],
  mayhemMistiflying3: [
    "Caos em Brumavoa, Parte 3: O Carteiro É uma Ameaça",
    "O Mestre dos Ventos",
    "Um mensageiro estava provocando as tempestades o tempo todo.",
  ],
  stoikalmCalamity1: [
    "Calamidade em Stoïkalm, Parte 1: Inimigos de Terra",
    "Enxame de Caveiras de Terra",
    "Caveiras de pedra rolam pelas estepes congeladas.",
  ],
  stoikalmCalamity2: [
    "Calamidade em Stoïkalm, Parte 2: Busque as Cavernas de Gelo",
    "Moedas de Gelo",
    "Siga uma trilha de moedas de gelo até as cavernas.",
  ],
  stoikalmCalamity3: [
    "Calamidade em Stoïkalm, Parte 3: O Tremor do Draco de Gelo",
    "Rainha dos Dracos de Gelo",
    "A rainha dos dracos guarda o tesouro roubado.",
  ],
  taskwoodsTerror1: [
    "Terror no Bosque das Tarefas, Parte 1: O Incêndio",
    "Enxame de Caveiras de Fogo",
    "Caveiras em chamas incendeiam a floresta amiga.",
  ],
  taskwoodsTerror2: [
    "Terror no Bosque das Tarefas, Parte 2: Encontre as Fadas Florescentes",
    "Povo da Floresta",
    "Encontre as fadinhas, os duendes e as dríades que fugiram do fogo.",
  ],
  taskwoodsTerror3: [
    "Terror no Bosque das Tarefas, Parte 3: Jacko da Lanterna",
    "Jacko da Lanterna",
    "Um espírito da lanterna guarda as últimas chamas.",
  ],
  lostMasterclasser1: [
    "O Mistério dos Mestres de Classe, Parte 1: Leia nas Entrelinhas",
    "Tomos Antigos",
    "Procure na biblioteca pistas sobre os mestres de classe desaparecidos.",
  ],
  lostMasterclasser2: [
    "O Mistério dos Mestres de Classe, Parte 2: Montando o Evitante",
    "O Evitante",
    "Uma criatura feita de pura evasão bloqueia o caminho.",
  ],
  lostMasterclasser3: [
    "O Mistério dos Mestres de Classe, Parte 3: Cidade nas Areias",
    "Enxame de Caveiras do Vazio",
    "Uma cidade soterrada desperta, e seus guardiões também.",
  ],
  lostMasterclasser4: [
    "O Mistério dos Mestres de Classe, Parte 4: A Mestra Perdida",
    "A Anti’zinnya",
    "A mestra perdida espera no fim, mais forte do que qualquer um imaginava.",
  ],
  alligator: ["O Jacaré-Já", "Jacaré-Já", "Um réptil que abocanha cada distração espreita no pântano."],
  alpaca: [
    "A Alpaca Teimosa",
    "Alpaca Rabugenta",
    "Uma alpaca felpuda fincou os cascos na trilha da montanha e cospe em quem tenta passar.",
  ],
  armadillo: ["O Tatu Indulgente", "Tatu", "Este tatu vira uma bola sempre que aparece trabalho."],
  axolotl: ["O Axolote Mágico", "Axolote Mágico", "Um axolote gigante regenera tudo o que você arranca dele."],
  badger: ["Pare de Me Atazanar!", "O Texugo Atazanador", "Um texugo que não para de reclamar se mudou para cá."],
  beetle: ["O Bug Crítico", "Bug Crítico", "Um besouro feito de erros está rastejando pelo código."],
  bunny: ["O Coelho Assassino", "Coelho Assassino", "Não se deixe enganar pelo rabinho fofo."],
  butterfly: ["Tchau, Tchau, Borbolama", "Borbolama", "Uma borboleta em chamas queima os campos de flores."],
  cat: [
    "O Gato que Sentou no Teclado",
    "Gato do Teclado",
    "Um gato elegante cochila em cada página de que você precisa. Convença-o a sair, com jeitinho.",
  ],
  chameleon: ["O Camaleão do Caos", "Camaleão do Caos", "Um lagarto que muda de cor a cada mudança de planos."],
  cheetah: [
    "Que Guepardo Trapaceiro",
    "Guepardo",
    "Um felino tão rápido que termina as tarefas antes de alguém conferir.",
  ],
  cow: ["A Vaca Mutante", "Vaca Mutante", "Uma vaca com um leve brilho verde está pisoteando as plantações."],
  crab: [
    "O Caranguejo Ranzinza",
    "Caranguejo Ranzinza",
    "Um caranguejo mal-humorado belisca qualquer um que chegue perto da praia.",
  ],
  dilatory_derby: [
    "O Derby de Dilatória",
    "Garanhão do Mar",
    "Dispute uma corrida com o cavalo-marinho mais rápido do mar e conquiste a confiança dele.",
  ],
  dog: ["Dias de Cão", "Cão Distraído", "Um cachorro persegue cada esquilo de pensamento, menos o próprio trabalho."],
  dolphin: [
    "O Golfinho da Dúvida",
    "Golfinho da Dúvida",
    "Um golfinho sussurra que você não consegue. Prove que ele está errado.",
  ],
  falcon: [
    "As Aves de Procrastinapina",
    "Bando de Procrastinadores",
    "Aves mergulham em cima de quem deixa tudo para depois.",
  ],
  ferret: ["O Furão Malvado", "Furão Malvado", "Um furão de cartola vende poções inúteis no mercado."],
  frog: [
    "O Pântano do Sapo da Bagunça",
    "Sapo da Bagunça",
    "Um sapo empilha tralhas em todas as superfícies do pântano.",
  ],
  ghost_stag: ["O Espírito da Primavera", "Cervo Fantasma", "Um cervo fantasmagórico congelou a primavera no lugar."],
  giraffe: ["A Gafe da Girafa", "Girafa Altíssima", "Uma girafa que abraça coisas demais precisa de uma mão."],
  gryphon: ["O Grifo Flamejante", "Grifo Flamejante", "Um grifo esquentado incendiou os estábulos."],
  guineapig: [
    "A Gangue dos Porquinhos-da-Índia",
    "Gangue dos Porquinhos-da-Índia",
    "Uma gangue guinchante tomou conta do mercado.",
  ],
  harpy: ["Socorro! Harpia!", "Harpia", "Uma harpia roubou os papagaios da selva."],
  hedgehog: ["O Ouriçonstro", "Ouriçonstro", "Um ouriço gigante rola pelo parque de mau humor."],
  hippo: [
    "Que Hipopótamo Hipócrita",
    "Hipopótamo Hipócrita",
    "Um hipopótamo prega o trabalho duro, mas nunca levanta uma pata.",
  ],
  horse: ["Cavalgue o Pesadelo", "Égua do Pesadelo", "Um cavalo sombrio galopa pelos sonhos de todo mundo."],
  kangaroo: ["Catástrofe Canguru", "Canguru", "Um canguru boxeador não deixa ninguém terminar uma tarefa."],
  kraken: ["O Kraken de Inkompleto", "Kraken de Inkompleto", "Um kraken enrola os braços em cada afazer inacabado."],
  monkey: [
    "O Mandril Monstruoso e os Macacos Travessos",
    "Mandril Monstruoso",
    "Um mandril e seu bando roubam tudo o que não estiver amarrado.",
  ],
  nudibranch: [
    "Infestação de Nudibrânquios Faz-Já",
    "Nudibrânquios Faz-Já",
    "Lesmas-do-mar coloridas exigem que tudo seja feito agora mesmo.",
  ],
  octopus: ["O Chamado de Octothulu", "Octothulu", "Algo enorme se agita nas profundezas, e quer a sua atenção."],
  otter: [
    "O Caos da Lontra",
    "Lontra Atrapalhada",
    "Uma lontra faz malabarismo com conchas demais e vive deixando cair.",
  ],
  owl: ["A Coruja Notívaga", "Coruja Notívaga", "Uma coruja faz todo mundo ficar acordado até tarde demais."],
  peacock: ["O Pavão Vai-Não-Vai", "Pavão", "Um pavão de duas cabeças não consegue decidir para onde ir."],
  penguin: ["A Geada Aviária", "Pinguim da Geada", "Um pinguim congela tudo por onde passa bamboleando."],
  platypus: [
    "O Enigma do Ornitorrinco",
    "Ornitorrinco Intrigante",
    "Uma criatura feita de partes estranhas propõe charadas no rio.",
  ],
  pterodactyl: ["O Pterror-dáctilo", "Pterror-dáctilo", "Um terror alado sobrevoa os penhascos."],
  raccoon: ["O Ataque do Guaxinim", "Guaxinim Fuçador", "Um guaxinim saqueia a despensa de planos pela metade."],
  rat: ["O Rei dos Ratos", "Rei dos Ratos", "Um rato coroado governa um reino de bagunça."],
  rock: ["Fuja da Criatura da Caverna", "Criatura da Caverna", "A caverna que você está explorando está viva."],
  rooster: ["A Fúria do Galo", "Galo", "Um galo canta tão alto que ninguém consegue dormir."],
  sabretooth: [
    "O Felino Dentes-de-Sabre",
    "Felino Dentes-de-Sabre Zumbi",
    "Um velho felino de dentes compridos ronda o gelo.",
  ],
  seaserpent: [
    "Perigo nas Profundezas: O Ataque da Serpente Marinha",
    "Serpente Marinha",
    "Uma serpente se enrosca em volta do porto.",
  ],
  sheep: [
    "O Carneiro Trovão",
    "Carneiro Trovão",
    "Um carneiro feito de nuvens de tempestade atravessa o céu em disparada.",
  ],
  slime: ["A Regente Gelatinosa", "Regente Gelatinosa", "Uma monarca molenga está transformando a cidade em gelatina."],
  sloth: [
    "A Preguiça-das-Neves Sonolenta",
    "Preguiça-das-Neves",
    "Uma gigante sonolenta deixa todo mundo por perto com sono.",
  ],
  snail: ["O Caracol da Lama da Labuta", "Caracol da Labuta", "Um caracol deixa um rastro de tarefas tediosas."],
  snake: ["A Serpente da Distração", "Serpente da Distração", "Uma cobra hipnotiza quem tira os olhos do trabalho."],
  spider: ["A Aracnídea Gelada", "Aranha da Geada", "Uma aranha tece teias de gelo nas janelas."],
  squirrel: ["O Esquilo Sorrateiro", "Esquilo Sorrateiro", "Um esquilo acumula todas as tarefas e esconde cada uma."],
  treeling: ["A Árvore Emaranhada", "Árvore Emaranhada", "Uma árvore enrosca as raízes em quem enrola."],
  trex: ["O Rei dos Dinossauros", "T-Rex de Carne e Osso", "Um tiranossauro vivo pisoteia o museu."],
  trex_undead: ["O Dinossauro Desenterrado", "T-Rex Esquelético", "Um fóssil desceu do pedestal e quer briga."],
  triceratops: [
    "O Tricerátops Pisoteador",
    "Tricerátops Pisoteador",
    "Um tricerátops pisoteia todos os planos bem-arrumados.",
  ],
  turtle: [
    "Guie a Tartaruga",
    "Tartaruga Marinha Perdida",
    "Ajude uma tartaruga perdida a encontrar o caminho de volta ao recife.",
  ],
  unicorn: [
    "Convencendo a Rainha Unicórnio",
    "Rainha Unicórnio",
    "Uma unicórnio orgulhosa só confia em quem termina o que começa.",
  ],
  velociraptor: ["O Veloci-Rapper", "Veloci-Rapper", "Um dinossauro com uma rima para cada desculpa."],
  whale: ["O Lamento da Baleia", "Baleia Chorona", "O canto triste de uma baleia inunda a baía de melancolia."],
  yarn: ["Um Novelo Enrolado", "Temível Novelonese", "Um monstro de lã embolada bloqueia a feira de artesanato."],
  amber: ["A Aliança de Âmbar", "Arvorezinha Tirana", "Um espírito das árvores sela em âmbar tudo o que ama."],
  blackPearl: [
    "Uma Ideia Estrelada e Surpreendente",
    "Kraken de Olhos de Pérola",
    "Um monstro de olhos de pérola guarda o mar estrelado.",
  ],
  bronze: ["Batalha do Besouro Atrevido", "Besouro Atrevido", "Um besouro de bronze reluzente bloqueia a estrada."],
  fluorite: [
    "Um Medo Brilhante e Fluorescente",
    "Elemental de Fluorita",
    "Uma criatura de pedra luminosa ilumina as cavernas.",
  ],
  jade: ["O Feitiço de Jade", "Feitiço de Jade", "Um feitiço verde transforma em pedra tudo o que toca."],
  pinkMarble: [
    "Calamidade do Cupido",
    "Cupido Descontrolado",
    "As flechas de um cupido estão fazendo todo mundo se apaixonar pela procrastinação.",
  ],
  onyx: ["Rumo à Toca de Ônix", "Pedras de Ônix", "Cave em busca de pedras escuras e runas numa toca profunda."],
  ruby: ["Harmonia de Rubi", "Rubis", "Colete rubis e runas estelares para um feitiço do coração."],
  silver: ["A Solução de Prata", "Lingotes de Prata", "Reúna prata e runas da lua para preparar uma poção reluzente."],
  stone: ["Um Labirinto de Musgo", "Pedras Musgosas", "Encontre as pedras musgosas escondidas num labirinto verde."],
  turquoise: [
    "A Labuta do Tesouro Turquesa",
    "Gemas Turquesa",
    "Cave em busca de turquesas e runas estreladas no deserto.",
  ],
  opal: ["A Odisseia da Opala", "Gemas de Opala", "Colete opalas cintilantes e runas ao longo de um caminho sinuoso."],
  waffle: ["Enrolando com o Bobo", "Waffle Desastroso", "Um café da manhã que deu muito errado ganhou vida."],
  virtualpet: [
    "Bip! Bip! Um Bichinho Virtual",
    "Bichinho Virtual Carente",
    "Um bichinho de tela minúsculo exige atenção a cada minuto.",
  ],
  fungi: ["O Caos dos Cogumelos", "Cogumelo Temperamental", "Um cogumelo rabugento espalha esporos de melancolia."],
  robot: [
    "Misteriosas Maravilhas Mecânicas",
    "Peças de Robô",
    "Colete parafusos, engrenagens e molas para reconstruir um robô ajudante.",
  ],
  solarSystem: [
    "Uma Viagem de Concentração Cósmica",
    "Os Distraçoides",
    "Criaturas espaciais puxam a sua atenção para todos os lados.",
  ],
  windup: ["Um Giro com o Guerreiro de Corda", "Guerreiro de Corda", "Um soldado de corda se deu corda demais."],
  dilatory: [
    "O Temível Dragão de Dilatória",
    "Temível Dragão",
    "Um dragão imenso surge do mar para afogar a cidade em atrasos.",
  ],
  stressbeast: [
    "A Abominável Fera do Estresse",
    "Abominável Fera do Estresse",
    "O estresse de todo mundo tomou a forma de um monstro de neve.",
  ],
  burnout: [
    "Esgotamento e os Espíritos Exaustos",
    "Esgotamento",
    "Um espírito flamejante drena a energia da terra inteira.",
  ],
  bewilder: ["O Desnorteador", "O Desnorteador", "Um espírito trapaceiro enche o céu de ilusões confusas."],
  dysheartener: ["O Desanimador", "O Desanimador", "Uma criatura de partir o coração se alimenta de desânimo."],
  basilist: ["A Basi-Lista", "Basi-Lista", "Uma serpente feita de listas de afazeres se ergue. Enfrentem-na juntos."],
  dustbunnies: [
    "Os Coelhos de Poeira Selvagens",
    "Coelhos de Poeira Selvagens",
    "Os coelhos de poeira ficaram selvagens debaixo da cama.",
  ],
  evilsanta: ["Noel Caçador", "Noel Caçador", "Um caçador rabugento capturou uma ursa polar. Liberte-a."],
  evilsanta2: ["Encontre o Filhote", "Pegadas e Galhos", "Siga as pegadas na neve para encontrar um filhote perdido."],
  egg: ["Caça aos Ovos", "Ovos Simples", "Há ovos escondidos por toda parte. Encontre o máximo que puder."],
};

const groupNames: Record<(typeof QUEST_GROUPS)[number], string> = {
  questGroupAtom: "Ataque do Mundano",
  questGroupVice: "Vício, a Serpe das Sombras",
  questGroupGoldenknight: "A Cavaleira Dourada",
  questGroupMoonstone: "Recidiva",
  questGroupMoon: "Batalha Lunar",
  questGroupDilatoryDistress: "Aflição em Dilatória",
  questGroupMayhemMistiflying: "Caos em Brumavoa",
  questGroupStoikalmCalamity: "Calamidade em Stoïkalm",
  questGroupTaskwoodsTerror: "Terror no Bosque das Tarefas",
  questGroupLostMasterclasser: "O Mistério dos Mestres de Classe",
  questGroupEarnable: "Missões Conquistáveis",
};

const COLLECT_NAMES: Record<string, string> = {
  soapBars: "Barras de Sabão",
  lightCrystal: "Cristal de Luz",
  testimony: "Depoimento",
  moonstone: "Pedra-da-Lua",
  shard: "Fragmento",
  fireCoral: "Coral de Fogo",
  blueFins: "Barbatanas Azuis",
  mistifly1: "Brumosca Vermelha",
  mistifly2: "Brumosca Azul",
  mistifly3: "Brumosca Verde",
  icicleCoin: "Moeda de Gelo",
  pixie: "Fadinha",
  brownie: "Duende",
  dryad: "Dríade",
  ancientTome: "Tomo Antigo",
  forbiddenTome: "Tomo Proibido",
  hiddenTome: "Tomo Escondido",
  onyxStone: "Pedra de Ônix",
  plutoRune: "Runa de Plutão",
  leoRune: "Runa de Leão",
  rubyGem: "Rubi",
  venusRune: "Runa de Vênus",
  aquariusRune: "Runa de Aquário",
  silverIngot: "Lingote de Prata",
  moonRune: "Runa da Lua",
  cancerRune: "Runa de Câncer",
  mossyStone: "Pedra Musgosa",
  marsRune: "Runa de Marte",
  capricornRune: "Runa de Capricórnio",
  turquoiseGem: "Gema Turquesa",
  sagittariusRune: "Runa de Sagitário",
  neptuneRune: "Runa de Netuno",
  opalGem: "Gema de Opala",
  mercuryRune: "Runa de Mercúrio",
  libraRune: "Runa de Libra",
  bolt: "Parafuso",
  gear: "Engrenagem",
  spring: "Mola",
  tracks: "Pegadas",
  branches: "Galhos",
  plainEgg: "Ovo Simples",
};

function rageEffect(foe: string, rage: QuestRage): string {
  if (rage.worldEffect) return `Em fúria, ${foe} ataca a cidade, e os lojistas e amigos ficam abalados!`;
  if (rage.healing) return `Em fúria, ${foe} cura parte das feridas!`;
  if (rage.mpDrain) return `Em fúria, ${foe} drena a mana do seu grupo!`;
  return `Em fúria, ${foe} desfaz parte do progresso do seu grupo!`;
}

function questMessages(quest: Quest): [string, string][] {
  const [title, foe, premise] = QUEST_WORDS[quest.key];
  const entries: [string, string][] = [
    [quest.text, title],
    [quest.notes, premise],
    [
      quest.completion,
      quest.boss
        ? `Vitória sobre ${foe}! Seu grupo divide as recompensas.`
        : "Vocês encontraram tudo o que precisavam. Mandou bem, equipe!",
    ],
  ];
  if (quest.completionChat)
    entries.push([quest.completionChat, `A cidade inteira comemora a vitória sobre ${foe}! Obrigado, pessoal.`]);
  if (quest.boss) {
    entries.push([quest.boss.name, foe]);
    if (quest.boss.rage) {
      entries.push([quest.boss.rage.title, `Fúria: ${foe}`]);
      entries.push([
        quest.boss.rage.description,
        `Diárias puladas enchem esta barra. Quando ela ficar cheia, ${foe} contra-ataca.`,
      ]);
      entries.push([quest.boss.rage.effect, rageEffect(foe, quest.boss.rage)]);
    }
    if (quest.boss.desperation)
      entries.push([quest.boss.desperation.text, `${foe} entra em desespero e luta com mais força do que nunca!`]);
  }
  for (const [itemKey, collected] of Object.entries(quest.collect ?? {}))
    entries.push([collected.text, COLLECT_NAMES[itemKey] ?? itemKey]);
  if (quest.drop.unlock) entries.push([quest.drop.unlock, `Libera “${title}” para compra na Loja de Missões.`]);
  if (quest.unlockCondition) {
    entries.push([
      quest.unlockCondition.text,
      quest.unlockCondition.condition === "party invite"
        ? "Convide um amigo para o seu grupo para liberar esta missão."
        : `Faça check-in em ${quest.unlockCondition.incentiveThreshold} dias para liberar esta missão.`,
    ]);
  }
  return entries;
}

export const questTextsPt: Record<string, string> = {
  ...Object.fromEntries(Object.values(quests).flatMap(questMessages)),
  ...groupNames,
};
