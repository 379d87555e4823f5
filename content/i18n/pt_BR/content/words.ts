/** Ajudantes de redação do conteúdo do jogo em português: meses, atributos e nomes compostos. */

export const MONTH_NAMES_PT = [
  "janeiro",
  "fevereiro",
  "março",
  "abril",
  "maio",
  "junho",
  "julho",
  "agosto",
  "setembro",
  "outubro",
  "novembro",
  "dezembro",
];

const STAT_NAMES = { str: "Força", int: "Inteligência", con: "Constituição", per: "Percepção" } as const;

/** "Força +3, Percepção +1." ou "Sem bônus de atributos." */
export function statLinePt(stats: Partial<Record<keyof typeof STAT_NAMES, number>>): string {
  const parts = (Object.keys(STAT_NAMES) as (keyof typeof STAT_NAMES)[])
    .filter((stat) => (stats[stat] ?? 0) > 0)
    .map((stat) => `${STAT_NAMES[stat]} +${stats[stat]}`);
  return parts.length > 0 ? `${parts.join(", ")}.` : "Sem bônus de atributos.";
}

export const SEASON_PT: Record<string, string> = {
  winter: "inverno",
  spring: "primavera",
  summer: "verão",
  fall: "outono",
};

/** Palavras de um nome: substantivo (m, f, mp, fp), adjetivo que concorda (a), palavra que fica depois sem "de" (i) ou nome próprio (k). */
type Tag = "m" | "f" | "mp" | "fp" | "a" | "i" | "k";
interface Word {
  pt: string;
  tag: Tag;
}

/** Locuções inglesas lidas como uma palavra só. */
const PHRASES: [RegExp, string][] = [
  [/\balter ego\b/g, "alterego"],
  [/\blapis lazuli\b/g, "lapislazuli"],
  [/\bjack o lantern\b/g, "jackolantern"],
  [/\bmagnifying glass\b/g, "magnifyingglass"],
  [/\bmanta ray\b/g, "mantaray"],
  [/\brolling pin\b/g, "rollingpin"],
  [/\bwatering can\b/g, "wateringcan"],
  [/\btop hat\b/g, "tophat"],
  [/\bhobby horse\b/g, "hobbyhorse"],
  [/\bevening gown\b/g, "eveninggown"],
  [/\bdressing gown\b/g, "dressinggown"],
  [/\bshooting star\b/g, "shootingstar"],
  [/\bplague doctor\b/g, "plaguedoctor"],
  [/\btoque blanche\b/g, "toqueblanche"],
  [/\btake this\b/g, "takethis"],
  [/\btimey wimey\b/g, "timeywimey"],
  [/\bpush broom\b/g, "pushbroom"],
  [/\bfinely cut\b/g, "finelycut"],
  [/\bbig top\b/g, "bigtop"],
  [/\bsnare drum\b/g, "snaredrum"],
  [/\bduffle coat\b/g, "dufflecoat"],
  [/\bhead band\b/g, "headband"],
  [/\bqueen of hearts\b/g, "queenofhearts"],
  [/\bking of diamonds\b/g, "kingofdiamonds"],
  [/\bace of spades\b/g, "aceofspades"],
  [/\btwo headed\b/g, "twoheaded"],
  [/\banti procrastination\b/g, "antiprocrastination"],
  [/\bin front of\b/g, "infrontof"],
  [/\bschool of fish\b/g, "cardume"],
];

const RAW = `
0:0:i|1:1:i|2:2:i|3:3:i|ace:Ás:m|admirals:Almirante:m|aether:Éter:m|alchemist:Alquimista:m|alchemists:Alquimista:m|alterego:Alter Ego:m|amber:Âmbar:m|amulet:Amuleto:m
anemone:Anêmona:f|angel:Anjo:m|angelfish:Peixe-Anjo:m|anniversary:Aniversário:m|anti:Anti:i|apron:Avental:m|arcane:arcano:a|archer:Arqueiro:m|arctic:ártico:a|armor:Armadura:f
army:Exército:m|arrow:Flecha:f|astronomer:Astrônomo:m|astronomers:Astrônomo:m|attire:Traje:m|aureole:Auréola:f|aurora:Aurora:f|autumn:Outono:m|axe:Machado:m|bag:Bolsa:f
bagpiper:Gaiteiro:m|bagpipers:Gaiteiro:m|bagpipes:Gaita de Foles:f|ball:Bola:f|balloons:Balões:mp|balls:Bolas:fp|bamboo:Bambu:m|bandana:Bandana:f|bandanna:Bandana:f|banner:Estandarte:m
barbarian:Bárbaro:m|bard:Bardo:m|bark:Casca:f|barrister:Advogado:m|base:Base:f|baseball:Beisebol:m|basic:básico:a|basketball:Basquete:m|bat:Morcego:m|bath:Banho:m|bathtub:Banheira:f
baton:Bastão:m|battle:Batalha:f|beach:Praia:f|beachside:Beira-Mar:f|beanie:Gorro:m|bear:Urso:m|beekeepers:Apicultor:m|beetle:Besouro:m|belt:Cinto:m|beret:Boina:f|betta:Betta:m
beware:Cuidado:m|bicorne:Bicorne:m|big:grande:a|bigtop:Circo:m|birds:Pássaros:mp|birthday:Aniversário:m|black:preto:a|blacksmith:Ferreiro:m|blacksmiths:Ferreiro:m|blade:Lâmina:f
blizzard:Nevasca:f|blown:soprado:a|blowpipe:Cana de Sopro:f|blue:azul:a|bluebird:Pássaro-Azul:m|boater:Chapéu de Palha:m|boating:Passeio de Barco:m|bog:Brejo:m|bonnet:Touca:f
bonnie:bonito:a|bookbinder:Encadernador:m|bookbinding:Encadernação:f|bouncy:saltitante:a|bouquet:Buquê:m|bow:Arco:m|bowtie:Gravata-Borboleta:f|box:Caixa:f|brain:Cérebro:m|brave:bravo:a
brew:Infusão:f|broom:Vassoura:f|brown:marrom:a|bubbles:Bolhas:fp|bubbling:borbulhante:a|bucket:Balde:m|buisine:Buzina:f|bunny:Coelhinho:m|buoy:Boia:f|buoyant:flutuante:a|cactus:Cacto:m
cake:Bolo:m|can:Lata:f|candlestick:Castiçal:m|candy:Doce:m|candycane:Bengala Doce:f|candymancer:Docemante:m|cane:Bengala:f|canine:canino:a|cannon:Canhão:m|cannoneer:Artilheiro:m|cap:Gorro:m
cape:Capa:f|cardinal:Cardeal:m|carnivorous:carnívoro:a|carol:Cântico:m|cat:Gato:m|caterpillar:Lagarta:f|cauldron:Caldeirão:m|chaperon:Chaperon:m|chef:Chef:m|chefs:Chef:m
chocolate:Chocolate:m|circlet:Diadema:m|clandestine:clandestino:a|cleaning:Limpeza:f|clever:esperto:a|clippers:Alicate:m|cloak:Manto:m|cloth:Pano:m|cloud:Nuvem:f|clover:Trevo:m
clown:Palhaço:m|clownfish:Peixe-Palhaço:m|clowns:Palhaço:m|club:Clava:f|clubs:Paus:mp|coach:Carruagem:f|coat:Casaco:m|cobbler:Sapateiro:m|cobblers:Sapateiro:m|cocoa:Chocolate Quente:m
collar:Colar:m|colored:colorido:a|comb:Pente:m|comedy:Comédia:f|comforting:reconfortante:a|comical:cômico:a|companion:Companheiro:m|conch:Concha:f|confetti:Confete:m|conjuror:Conjurador:m
cooking:Cozinha:f|coral:Coral:m|corsair:Corsário:m|corsairs:Corsário:m|costume:Fantasia:f|cotton:Algodão:m|coveralls:Macacão:m|cowl:Capuz:m|cozy:aconchegante:a|crab:Caranguejo:m
crashing:estrondoso:a|creature:Criatura:f|crescent:Crescente:m|crispinette:Crespina:f|critical:crítico:a|crocodile:Crocodilo:m|crook:Cajado:m|crossbow:Besta:f|crown:Coroa:f|crystal:Cristal:m
crystals:Cristais:mp|cuirass:Couraça:f|cut:Corte:m|cutter:Cortador:m|cyclops:Ciclope:m|dancer:Dançarino:m|dandy:Janota:m|daring:ousado:a|dark:sombrio:a|day:Dia:m|deaths:Morte:f
deerstalker:Chapéu de Caçador:m|desert:Deserto:m|detective:Detetive:m|diagonal:diagonal:a|diamond:Diamante:m|diamonds:Ouros:mp|diploma:Diploma:m|display:Vitrine:f|distiller:Destilador:m
doctor:Doutor:m|dog:Cão:m|dolphin:Golfinho:m|doublet:Gibão:m|dragon:Dragão:m|drake:Draco:m|dress:Vestido:m|dressinggown:Roupão:m|driver:Cocheiro:m|drivers:Cocheiro:m|druid:Druida:m
drum:Tambor:m|duckling:Patinho:m|ducky:Patinho:m|duffle:Lona:f|dufflecoat:Casaco de Lona:m|duster:Espanador:m|dustpan:Pá de Lixo:f|earflap:Protetor de Orelhas:m|ears:Orelhas:fp
eater:Devorador:m|eel:Enguia:f|ego:Ego:m|elf:Elfo:m|emerald:Esmeralda:f|enchanter:Encantador:m|enchanters:Encantador:m|evening:noturno:a|eveninggown:Vestido de Gala:m|evergreen:perene:a
explorer:Explorador:m|eye:Olho:m|fairy:Fada:f|falcon:Falcão:m|falconer:Falcoeiro:m|fan:Leque:m|fancy:elegante:a|farrier:Ferrador:m|feather:Pena:f|feline:felino:a|fencing:Esgrima:f
festival:Festival:m|festive:festivo:a|fiddle:Rabeca:f|fiddler:Rabequeiro:m|fiddlers:Rabequeiro:m|fiery:ardente:a|finely:fino:a|finelycut:lapidado:a|finned:com Barbatanas:i|fire:Fogo:m
firecracker:Rojão:m|fireworks:Fogos de Artifício:mp|fish:Peixe:m|fisher:Pescador:m|fishing:Pesca:f|flag:Bandeira:f|flame:Chama:f|flashlight:Lanterna:f|fleece:Lã:f|floppy:mole:a
floral:floral:a|florid:florido:a|flower:Flor:f|fluff:Penugem:f|fluorite:Fluorita:f|fluttery:esvoaçante:a|fly:Mosca:f|flying:voador:a|foil:Florete:m|food:Comida:f|fool:Bobo:m|forest:Floresta:f
forsythia:Forsítia:f|fox:Raposa:f|fright:Susto:m|frock:Vestido:m|frosted:congelado:a|frosty:gelado:a|frozen:congelado:a|fungus:Fungo:m|funny:engraçado:a|gardener:Jardineiro:m
gardeners:Jardineiro:m|garnet:Granada:f|gavel:Martelo:m|gaymerx:GaymerX:k|gem:Gema:f|ghost:Fantasma:m|gi:Quimono:m|gift:Presente:m|gilded:dourado:a|gingerbread:Pão de Mel:m
gladiator:Gladiador:m|glaive:Archa:f|glass:Vidro:m|glassblower:Vidreiro:m|glassblowers:Vidreiro:m|glasses:Óculos:mp|glengarry:Gorro Escocês:m|glove:Luva:f|glowing:brilhante:a
goblet:Cálice:m|goggles:Óculos de Proteção:mp|gold:Ouro:m|golden:dourado:a|goldenknight:Cavaleiro Dourado:m|goldfish:Peixinho-Dourado:m|goofy:pateta:a|gorgon:Górgona:f|gown:Vestido:m
graduate:Formando:m|grand:grande:a|grazer:Pastador:m|greatcoat:Sobretudo:m|green:verde:a|guardian:Guardião:m|guardians:Guardião:m|guitar:Violão:m|guppy:Guppy:m|habitican:habiticano:a
habitoween:Habitoween:k|hairbow:Laço de Cabelo:m|hammer:Martelo:m|hammerhead:Tubarão-Martelo:m|handmade:feito à mão:a|handy:prático:a|happy:feliz:a|harpy:Harpia:f|hat:Chapéu:m
hatching:Eclosão:f|hatter:Chapeleiro:m|hatters:Chapeleiro:m|haunted:assombrado:a|head:Cabeça:f|headband:Faixa de Cabeça:f|headdress:Toucado:m|headed:de Cabeça:i|headless:sem Cabeça:i
healer:Curandeiro:m|hearts:Copas:fp|helm:Elmo:m|helmet:Capacete:m|helper:Ajudante:m|hennin:Hennin:m|herald:Arauto:m|heralds:Arauto:m|herbalist:Herbalista:m|heroic:heroico:a
hibiscus:Hibisco:m|hive:Colmeia:f|hobby:Passatempo:m|hobbyhorse:Cavalinho de Pau:m|hockey:Hóquei:m|holly:Azevinho:m|honey:Mel:m|hood:Capuz:m|hoof:Casco:m|hook:Gancho:m|horn:Chifre:m
horned:com Chifres:i|horns:Chifres:mp|horse:Cavalo:m|horseshoe:Ferradura:f|house:Casa:f|hummingbird:Beija-Flor:m|hunting:Caça:f|ice:Gelo:m|icicle:Pingente de Gelo:m|imp:Diabrete:m
implements:Utensílios:mp|instrument:Instrumento:m|invader:Invasor:m|inverness:Capa Inverness:f|iris:Íris:f|iron:Ferro:m|ivy:Hera:f|jack:Valete:m|jackolantern:Abóbora Iluminada:f
jacket:Jaqueta:f|jade:Jade:m|jester:Bobo da Corte:m|jeweled:cravejado:a|jewelers:Joalheiro:m|juggling:Malabarismo:m|kabuto:Kabuto:m|kappa:Kappa:m|karate:Caratê:m|kelp:Alga:f
kettle:Chaleira:f|key:Chave:f|kilt:Kilt:m|king:Rei:m|kite:Pipa:f|kitty:Gatinho:m|knight:Cavaleiro:m|knights:Cavaleiro:m|kobold:Kobold:m|ks:KS:k|lamp:Lampião:m|lamplighter:Acendedor de Lampiões:m
lamplighters:Acendedor de Lampiões:m|lance:Lança:f|lantern:Lanterna:f|lapislazuli:Lápis-Lazúli:m|lasso:Laço:m|launderers:Lavadeiro:m|laundry:Lavanderia:f|laurels:Louros:mp|layer:Camada:f
lich:Lich:m|life:Vida:f|lifeguard:Salva-Vidas:m|lights:Luzes:fp|lily:Lírio:m|lion:Leão:m|lionfish:Peixe-Leão:m|lively:animado:a|livery:Libré:f|longbow:Arco Longo:m|loot:Butim:m
lounge:Descanso:m|loungewear:Roupa de Ficar em Casa:f|loupe:Lupa:f|loving:amoroso:a|lunar:lunar:a|mace:Maça:f|mage:Mago:m|magic:mágico:a|magician:Mágico:m|magnifyingglass:Lupa:f
magpie:Pega:f|maker:Criador:m|makers:Criador:m|malkin:Malkin:m|mammoth:Mamute:m|manta:Manta:f|mantaray:Raia-Manta:f|mantis:Louva-a-Deus:m|map:Mapa:m|mask:Máscara:f|masked:mascarado:a
masquerade:Baile de Máscaras:m|master:Mestre:m|mastered:dominado:a|masters:Mestre:m|match:Fósforo:m|meat:Carne:f|medic:Médico:m|medieval:medieval:a|melting:derretido:a|merchant:Mercador:m
merchants:Mercador:m|merfolk:Sereia:f|mermage:Mago-Sereia:m|message:Mensagem:f|messenger:Mensageiro:m|midnight:Meia-Noite:f|mighty:poderoso:a|milk:Leite:m|miner:Minerador:m|mining:Mineração:f
minotaur:Minotauro:m|mirror:Espelho:m|mistletoe:Visco:m|monarch:Monarca:m|monster:Monstro:m|moon:Lua:f|moonpearl:Pérola Lunar:f|moonstone:Pedra-da-Lua:f|moose:Alce:m|mop:Esfregão:m
mortar:Almofariz:m|moth:Mariposa:f|motley:multicolorido:a|mouse:Rato:m|movie:Cinema:m|mummy:Múmia:f|mushroom:Cogumelo:m|musical:musical:a|mystic:místico:a|mythmaker:Criador de Mitos:m
naming:Batismo:m|narwhal:Narval:m|nautilus:Náutilo:m|needle:Agulha:f|nephrite:Nefrita:f|nest:Ninho:m|newsie:Jornaleiro:m|night:Noite:f|nightcap:Touca de Dormir:f|nomads:Nômade:m
north:Norte:m|nose:Nariz:m|nudibranch:Nudibrânquio:m|nye:Ano-Novo:m|oarfish:Peixe-Remo:m|oceanic:oceânico:a|ogre:Ogro:m|old:velho:a|one:Um:i|ooze:Gosma:f|operatic:de Ópera:i
optimist:Otimista:m|optimists:Otimista:m|or:ou:i|orange:laranja:i|orc:Orc:m|orchid:Orquídea:f|outfit:Traje:m|overalls:Macacão:m|overcoat:Sobretudo:m|owl:Coruja:f|page:Pajem:m
paintbrush:Pincel:m|painters:Pintor:m|palette:Paleta:f|panda:Panda:m|pants:Calça:f|paper:Papel:m|parasol:Sombrinha:f|parrot:Papagaio:m|party:Festa:f|pencil:Lápis:m|peppermint:Hortelã:f
perching:empoleirado:a|perfect:perfeito:a|peridot:Peridoto:m|pestle:Pilão:m|pet:Mascote:m|petal:Pétala:f|pi:Pi:m|pickax:Picareta:f|pig:Porco:m|pillow:Travesseiro:m|pin:Broche:m|pink:rosa:i
pirate:Pirata:m|pirates:Pirata:m|piratical:pirata:i|pizza:Pizza:f|plague:Peste:f|plaguedoctor:Médico da Peste:m|plant:Planta:f|plate:Placas:fp|plum:Ameixa:f|plumeria:Plumeria:f|pocket:Bolso:m
pocketwatch:Relógio de Bolso:m|poinsettia:Bico-de-Papagaio:m|point:Ponta:f|poisoned:envenenado:a|polished:polido:a|pomegranate:Romã:f|potato:Batata:f|potion:Poção:f|potioner:Poçoeiro:m
potions:Poções:fp|potters:Oleiro:m|princess:Princesa:f|procrastination:Procrastinação:f|propeller:Hélice:f|puddle:Poça:f|pup:Filhote:m|purple:roxo:a|push:Empurrão:m|pushbroom:Vassourão:m
pyromancers:Piromante:m|pyrotechnic:pirotécnico:a|queen:Rainha:f|quill:Pena:f|rags:Trapos:mp|rain:Chuva:f|rainbow:Arco-Íris:m|raincoat:Capa de Chuva:f|rainstorm:Tempestade:f|ram:Carneiro:m
rancher:Rancheiro:m|rapier:Rapieira:f|raven:Corvo:m|ray:Raia:f|red:vermelho:a|reef:Recife:m|regal:régio:a|reindeer:Rena:f|renegade:Renegado:m|resplendent:resplandecente:a|ribbon:Fita:f
rider:Cavaleiro:m|riding:Montaria:f|robe:Veste:f|robes:Vestes:fp|robin:Tordo:m|rod:Bastão:m|rogue:Ladino:m|roguish:maroto:a|rolling:Rolo:m|rollingpin:Rolo de Massa:m|rose:Rosa:f|rotten:podre:a
royal:real:a|rubber:Borracha:f|safety:Segurança:f|sai:Sai:m|sailor:Marinheiro:m|samurai:Samurai:m|sandcastle:Castelo de Areia:m|sandy:Areia:f|sasquatch:Pé-Grande:m|saucepan:Panela:f
scale:Balança:f|scallop:Vieira:f|scarecrow:Espantalho:m|scarf:Cachecol:m|scarlet:escarlate:a|scary:assustador:a|scepter:Cetro:m|sceptre:Cetro:m|scholarly:erudito:a|school:Escola:f
science:Ciência:f|scimitar:Cimitarra:f|scribe:Escriba:m|scribes:Escriba:m|scroll:Pergaminho:m|scythe:Foice:f|sea:Mar:m|seahealer:Curandeiro do Mar:m|seahorse:Cavalo-Marinho:m
seashell:Concha:f|seaside:Beira-Mar:f|shade:Sombra:f|shadow:Sombra:f|shady:sombreado:a|shark:Tubarão:m|shawl:Xale:m|shears:Tesoura:f|sheet:Lençol:m|shepherd:Pastor:m|shepherds:Pastor:m
shield:Escudo:m|ship:Navio:m|shirt:Camisa:f|shoe:Sapato:m|shooting:cadente:a|shootingstar:Estrela Cadente:f|shozoku:Shozoku:m|shuttle:Lançadeira:f|sillier:mais bobo:a|silly:bobo:a
skater:Patinador:m|skeleton:Esqueleto:m|ski:Esqui:m|skirt:Saia:f|skull:Caveira:f|slingshot:Estilingue:m|smiley:sorridente:a|smiter:Golpeador:m|smoker:Fumigador:m|snail:Caracol:m
snare:Armadilha:f|snaredrum:Caixa de Guerra:f|sneakthief:Gatuno:m|sneaky:sorrateiro:a|snow:Neve:f|snowboarding:Snowboard:m|snowdrift:Monte de Neve:m|snowflake:Floco de Neve:m|snowy:nevado:a
soft:macio:a|something:Algo:m|soothing:tranquilizante:a|soothsayer:Adivinho:m|sorcerer:Feiticeiro:m|sorceror:Feiticeiro:m|sorcery:Feitiçaria:f|sovereign:Soberano:m|space:Espaço:m|spade:Pá:f
spades:Espadas:fp|spanish:espanhol:a|spatula:Espátula:f|spear:Lança:f|specter:Espectro:m|spell:Feitiço:m|spice:Especiaria:f|spiked:cravejado:a|spooky:assombrado:a|spoon:Colher:f
spring:Primavera:f|springing:saltitante:a|squeaker:Apito:m|squid:Lula:f|staff:Cajado:m|star:Estrela:f|stave:Bordão:m|stealthy:furtivo:a|stitch:Ponto:m|stocking:Meia:f|storm:Tempestade:f
strapping:robusto:a|straw:Palha:f|strawberry:Morango:m|string:Corda:f|striped:listrado:a|sugar:Açúcar:m|suit:Terno:m|summoner:Invocador:m|sun:Sol:m|sunfish:Peixe-Lua:m|sunrise:Nascer do Sol:m
sunshine:Luz do Sol:f|sunstone:Pedra-do-Sol:f|supplies:Suprimentos:mp|swamp:Pântano:m|swan:Cisne:m|swashbuckler:Espadachim:m|swimsuit:Maiô:m|sword:Espada:f|tachi:Tachi:m|tail:Cauda:f
takethis:Take This:k|tamer:Domador:m|taper:Vela:f|taskwoods:Bosque das Tarefas:m|tea:Chá:m|telescope:Telescópio:m|textbooks:Livros Didáticos:mp|thing:Coisa:f|third:terceiro:a
thoughts:Pensamentos:mp|thrown:arremessado:a|tides:Marés:fp|tiger:Tigre:m|timey:Tempo:m|timeywimey:Tempo-Espaço:m|toga:Toga:f|tome:Tomo:m|top:Topo:m|tophat:Cartola:f|toque:Toque:m
toqueblanche:Toque Blanche:m|tragedy:Tragédia:f|trapper:Caçador:m|tray:Bandeja:f|treasure:Tesouro:m|treat:Guloseima:f|trick:Travessura:f|tricorn:Tricórnio:m|trident:Tridente:m
trimmed:enfeitado:a|trout:Truta:f|trusty:leal:a|tulip:Tulipa:f|tunic:Túnica:f|turban:Turbante:m|turkey:Peru:m|turtle:Tartaruga:f|tutu:Tutu:m|tuxedo:Smoking:m|twin:gêmeo:a|two:Dois:i
twoheaded:de Duas Cabeças:i|uchiwa:Uchiwa:m|umbrella:Guarda-Chuva:m|underworld:Submundo:m|unfinished:inacabado:a|uniform:Uniforme:m|vampire:Vampiro:m|vase:Vaso:m|veil:Véu:m
vermilion:carmim:i|vernal:primaveril:a|vessel:Frasco:m|vestment:Vestimenta:f|vestments:Vestimentas:fp|viking:Viking:m|violet:violeta:i|waders:Botas de Pesca:fp|waistcoat:Colete:m
wakizashi:Wakizashi:m|walrus:Morsa:f|wand:Varinha:f|warlock:Bruxo:m|warrior:Guerreiro:m|washboard:Tábua de Lavar:f|watch:Relógio:m|watcher:Vigia:m|water:Água:f|wateringcan:Regador:m
waterspout:Tromba Marinha:f|wear:Roupa:f|weaver:Tecelão:m|weavers:Tecelão:m|wheel:Roda:f|whip:Chicote:m|whirlpool:Redemoinho:m|whistle:Apito:m|white:branco:a|wicked:perverso:a|widow:Viúva:f
wig:Peruca:f|willow:Salgueiro:m|wing:Asa:f|winter:Inverno:m|wintry:invernal:a|witch:Bruxa:f|witchs:Bruxa:f|witchy:bruxesco:a|wizard:Mago:m|wolf:Lobo:m|wondercon:WonderCon:k|wood:Madeira:f
woven:tecido:a|wraith:Espectro:m|wrapped:embrulhado:a|wrasse:Bodião:m|yellow:amarelo:a|yeti:Yeti:m|yukata:Yukata:m|zombie:Zumbi:m|queenofhearts:Rainha de Copas:f|kingofdiamonds:Rei de Ouros:m
aceofspades:Ás de Espadas:m|whale:Baleia:f|pliers:Alicate:m|antiprocrastination:Antiprocrastinação:f
`;

export const WORDS: Map<string, Word> = new Map();
export function addWords(raw: string): void {
  for (const entry of raw.split(/[|\n]/)) {
    const trimmed = entry.trim();
    if (!trimmed) continue;
    const [en, pt, tag] = trimmed.split(":");
    WORDS.set(en, { pt, tag: tag as Tag });
  }
}
addWords(RAW);

/** Palavras que o tradutor não conhece (para conferir a cobertura). */
export const unknownWords = new Set<string>();

function splitKey(key: string): string[] {
  let text = key
    .replace(/_/g, " ")
    .replace(/([a-z])([A-Z0-9])/g, "$1 $2")
    .replace(/([0-9])([A-Za-z])/g, "$1 $2")
    .toLowerCase();
  for (const [pattern, replacement] of PHRASES) text = text.replace(pattern, replacement);
  return text.split(/\s+/).filter(Boolean);
}

function lookup(word: string): Word {
  const found = WORDS.get(word);
  if (found) return found;
  if (/^\d+$/.test(word)) return { pt: word, tag: "i" };
  unknownWords.add(word);
  return { pt: word.charAt(0).toUpperCase() + word.slice(1), tag: "k" };
}

function isNoun(word: Word): boolean {
  return word.tag !== "a" && word.tag !== "i";
}

function feminine(adjective: string): string {
  return adjective
    .split(" ")
    .map((part, index) => {
      if (index > 0) return part;
      if (/ão$/.test(part)) return part.replace(/ão$/, "ã");
      if (/[^e]o$/.test(part) || /eo$/.test(part)) return part.replace(/o$/, "a");
      if (/or$/.test(part) && !/^(maior|menor|melhor|pior)$/.test(part)) return `${part}a`;
      if (/ês$/.test(part)) return part.replace(/ês$/, "esa");
      if (/ol$/.test(part)) return `${part}a`;
      return part;
    })
    .join(" ");
}

function plural(adjective: string): string {
  return adjective
    .split(" ")
    .map((part, index) => {
      if (index > 0) return part;
      if (/ão$/.test(part)) return part.replace(/ão$/, "ões");
      if (/[aeiouáéíóúâêô]$/.test(part)) return `${part}s`;
      if (/al$/.test(part)) return part.replace(/al$/, "ais");
      if (/el$/.test(part)) return part.replace(/el$/, "éis");
      if (/ol$/.test(part)) return part.replace(/ol$/, "óis");
      if (/ul$/.test(part)) return part.replace(/ul$/, "uis");
      if (/il$/.test(part)) return part.replace(/il$/, "is");
      if (/[rz]$/.test(part)) return `${part}es`;
      if (/m$/.test(part)) return part.replace(/m$/, "ns");
      return part;
    })
    .join(" ");
}

function agree(adjective: string, tag: Tag): string {
  let form = adjective;
  if (tag === "f" || tag === "fp") form = feminine(form);
  if (tag === "mp" || tag === "fp") form = plural(form);
  return form;
}

function headTagOf(words: string[]): Tag {
  const nouns = words
    .filter((word) => !["of", "and", "or", "the", "a", "an"].includes(word) && PREPOSITIONS[word] === undefined)
    .map(lookup)
    .filter(isNoun);
  const ofAt = words.indexOf("of");
  const head = ofAt > 0 ? words.slice(0, ofAt).map(lookup).filter(isNoun).pop() : nouns.pop();
  return head?.tag === "k" || !head ? "k" : head.tag;
}

/** "em" + "Docas" -> "nas Docas", "perto de" + "Lago" -> "perto do Lago". Nomes próprios ficam sem artigo. */
function withArticle(prep: string, tag: Tag): string {
  if (tag === "k" || tag === "a" || tag === "i" || prep === "com") return prep;
  const index = ["m", "f", "mp", "fp"].indexOf(tag);
  if (prep === "em") return ["no", "na", "nos", "nas"][index];
  if (prep === "de" || prep.endsWith(" de")) return prep.replace(/de$/, ["do", "da", "dos", "das"][index]);
  if (prep.endsWith(" a")) return prep.replace(/a$/, ["ao", "à", "aos", "às"][index]);
  return `${prep} ${["o", "a", "os", "as"][index]}`;
}

const PREPOSITIONS: Record<string, string> = {
  infrontof: "em frente a",
  in: "em",
  on: "sobre",
  at: "em",
  under: "sob",
  over: "sobre",
  through: "através de",
  beside: "ao lado de",
  among: "entre",
  amid: "em meio a",
  by: "perto de",
  with: "com",
  into: "rumo a",
  inside: "dentro de",
  out: "fora de",
  surrounded: "cercado de",
  from: "de",
};

const SMALL = new Set([
  "no",
  "na",
  "nos",
  "nas",
  "do",
  "da",
  "dos",
  "das",
  "ao",
  "aos",
  "às",
  "o",
  "as",
  "os",
  "frente",
  "sobre",
  "sob",
  "entre",
  "perto",
  "ao",
  "lado",
  "através",
  "dentro",
  "fora",
  "meio",
  "rumo",
  "cercado",
  "para",
  "no",
  "na",
  "de",
  "do",
  "da",
  "dos",
  "das",
  "e",
  "com",
  "ou",
  "sem",
  "à",
  "a",
  "o",
  "em",
]);

/** Maiúscula no começo de cada palavra, menos nas pequenas. */
export function titleCase(text: string): string {
  return text
    .split(" ")
    .map((word, index) =>
      index > 0 && SMALL.has(word.toLowerCase()) ? word.toLowerCase() : word.charAt(0).toUpperCase() + word.slice(1),
    )
    .join(" ");
}

export interface Head {
  pt: string;
  tag: "m" | "f" | "mp" | "fp";
}

/** Modificadores em inglês (antes do núcleo) aplicados a um núcleo já em português. */
function withModifiers(head: Head | Word, before: Word[], after: Word[]): string {
  const headTag = (head.tag === "k" ? "m" : head.tag) as Tag;
  let index = before.length;
  const adjacent: Word[] = [];
  while (index > 0 && !isNoun(before[index - 1])) {
    index -= 1;
    adjacent.unshift(before[index]);
  }
  const prefix = before.slice(0, index);
  const parts = [head.pt];
  for (const word of adjacent) parts.push(word.tag === "a" ? agree(word.pt, headTag) : word.pt);
  if (prefix.length > 0) parts.push(`de ${phraseOf(prefix)}`);
  for (const word of after) parts.push(word.tag === "a" ? agree(word.pt, headTag) : word.pt);
  return parts.join(" ");
}

function phraseOf(words: Word[]): string {
  let headIndex = -1;
  for (let index = words.length - 1; index >= 0; index -= 1) {
    if (isNoun(words[index])) {
      headIndex = index;
      break;
    }
  }
  if (headIndex < 0) return words.map((word) => word.pt).join(" ");
  return withModifiers(words[headIndex], words.slice(0, headIndex), words.slice(headIndex + 1));
}

function translateWords(words: string[]): string {
  const filtered = words.filter((word) => word !== "the" && word !== "a" && word !== "an");
  const andAt = filtered.indexOf("and");
  if (andAt > 0) return `${translateWords(filtered.slice(0, andAt))} e ${translateWords(filtered.slice(andAt + 1))}`;
  const prepAt = filtered.findIndex((word) => PREPOSITIONS[word] !== undefined);
  if (prepAt >= 0) {
    const left = filtered.slice(0, prepAt);
    let rest = filtered.slice(prepAt + 1);
    let prep = PREPOSITIONS[filtered[prepAt]];
    if (filtered[prepAt] === "out" && rest[0] === "of") rest = rest.slice(1);
    if (rest.length === 0) return translateWords(left);
    prep = withArticle(prep, headTagOf(rest));
    if (left.length === 0) prep = prep.charAt(0).toUpperCase() + prep.slice(1);
    return `${left.length ? `${translateWords(left)} ` : ""}${prep} ${translateWords(rest)}`;
  }
  const orAt = filtered.indexOf("or");
  if (orAt > 0) return `${translateWords(filtered.slice(0, orAt))} ou ${translateWords(filtered.slice(orAt + 1))}`;
  const ofAt = filtered.indexOf("of");
  if (ofAt > 0) return `${translateWords(filtered.slice(0, ofAt))} de ${translateWords(filtered.slice(ofAt + 1))}`;
  return phraseOf(filtered.map(lookup));
}

/** "gladiatorHelm" -> "Elmo de Gladiador". */
export function nameFromKey(key: string): string {
  return titleCase(translateWords(splitKey(key)));
}

/** Um tema em inglês ("koboldHealer") aplicado a um núcleo em português ("Varinha"). */
export function nameWithHead(themeKey: string, head: Head): string {
  const words = splitKey(themeKey).filter((word) => word !== "the");
  const ofAt = words.indexOf("of");
  if (ofAt >= 0) return titleCase(`${head.pt} ${translateWords(words)}`);
  return titleCase(withModifiers(head, words.map(lookup), []));
}

addWords(`
adventurers:Aventureiros:mp|afternoon:Tarde:f|air:Ar:m|alley:Beco:m|alpine:alpino:a|ancient:antigo:a|anemones:Anêmonas:fp|animal:Animal:m|animals:Animais:mp|apple:Maçã:f
aquarium:Aquário:m|arch:Arco:m|archaeological:arqueológico:a|archery:Arco e Flecha:m|armory:Arsenal:m|arts:Artes:fp|avalanche:Avalanche:f|back:Fundos:mp|bakery:Padaria:f|balcony:Sacada:f
balloon:Balão:m|ballroom:Salão de Baile:m|banners:Estandartes:mp|baobab:Baobá:m|barn:Celeiro:m|barnyard:Curral:m|barrel:Barril:m|bayou:Pântano:m|beanstalk:Pé de Feijão:m|beast:Fera:f
bedroom:Quarto:m|beds:Canteiros:mp|beehive:Colmeia:f|bell:Sino:m|bioluminescent:bioluminescente:a|birch:Bétula:f|birdcage:Gaiola:f|birdhouse:Casinha de Passarinho:f|blacksmithy:Ferraria:f
blossoming:florido:a|blossoms:Flores:fp|boardwalk:Calçadão:m|boat:Barco:m|bonsai:Bonsai:m|book:Livro:m|bottle:Garrafa:f|bottom:Fundo:m|branch:Galho:m|branches:Galhos:mp|brick:Tijolo:m
bridge:Ponte:f|bubble:Bolha:f|bug:Inseto:m|buried:enterrado:a|butterfly:Borboleta:f|cabana:Cabana:f|cabin:Cabana:f|campfire:Fogueira:f|camping:Acampamento:m|candle:Vela:f|candles:Velas:fp
canopy:Copa das Árvores:f|canyon:Cânion:m|canyons:Cânions:mp|carriage:Carruagem:f|castle:Castelo:m|cattails:Taboas:fp|cave:Caverna:f|cellar:Porão:m|cemetery:Cemitério:m|champions:Campeões:mp
cherry:Cerejeira:f|chessboard:Tabuleiro de Xadrez:m|circle:Círculo:m|circus:Circo:m|city:Cidade:f|classroom:Sala de Aula:f|cliffs:Penhascos:mp|clothesline:Varal:m|clouds:Nuvens:fp
collection:Coleção:f|colorful:colorido:a|colosseum:Coliseu:m|construction:Construção:f|container:Contêiner:m|cornfields:Milharais:mp|cottage:Chalé:m|court:Quadra:f|covered:coberto:a
crater:Cratera:f|creepy:sinistro:a|cretaceous:cretáceo:a|crosscountry:Cross-Country:m|cryptic:enigmático:a|dandelions:Dentes-de-Leão:mp|darkness:Escuridão:f|daytime:diurno:a|deep:profundo:a
den:Toca:f|dig:Escavação:f|dilatory:Dilatória:k|distant:distante:a|docks:Docas:fp|dojo:Dojô:m|door:Porta:f|dragons:Dragões:mp|dreamy:sonhador:a|drifting:à deriva:i|driving:Direção:f
duck:Pato:m|dunes:Dunas:fp|dungeon:Masmorra:f|dusty:empoeirado:a|eggs:Ovos:mp|elegant:elegante:a|enchanted:encantado:a|end:Fim:m|eucalyptus:Eucalipto:m|fantastical:fantástico:a|farm:Fazenda:f
farmers:Feirantes:mp|farmhouse:Casa de Fazenda:f|fashioned:antiquado:a|feast:Banquete:m|feasting:Banquete:m|fiber:Fibra:f|field:Campo:m|fields:Campos:mp|fireplace:Lareira:f|first:primeiro:a
floating:flutuante:a|florals:Flores:fp|flowering:florido:a|flowers:Flores:fp|foggy:nebuloso:a|forested:arborizado:a|fortune:Sorte:f|fountain:Fonte:f|frigid:gélido:a|front:Frente:f|full:cheio:a
garden:Jardim:m|gate:Portão:m|gazebo:Gazebo:m|ghosts:Fantasmas:mp|giant:gigante:a|glacier:Geleira:f|gorgeous:deslumbrante:a|graveyard:Cemitério:m|greenhouse:Estufa:f|grounds:Terreno:m
grove:Bosque:m|gumdrop:Jujuba:f|habit:Hábito:m|halflings:Pequeninos:mp|hall:Salão:m|hands:Mãos:fp|harvest:Colheita:f|heart:Coração:m|hearth:Lareira:f|heather:Urze:f|hedge:Cerca Viva:f
herding:Pastoreio:m|heroes:Heróis:mp|hideout:Esconderijo:m|hills:Colinas:fp|hole:Buraco:m|holiday:Festas:fp|hot:quente:a|hotel:Hotel:m|iceberg:Iceberg:m|icy:gelado:a|idyllic:idílico:a
inn:Pousada:f|iridescent:iridescente:a|island:Ilha:f|islands:Ilhas:fp|jellyfish:Águas-Vivas:fp|jungle:Selva:f|keep:Torre de Menagem:f|kitchen:Cozinha:f|koi:Carpas:fp|lair:Covil:m|lake:Lago:m
lakeshore:Beira do Lago:f|land:Terra:f|landscape:Paisagem:f|lanterns:Lanternas:fp|lava:Lava:f|leaf:Folha:f|leafy:frondoso:a|library:Biblioteca:f|lighthouse:Farol:m|lilypad:Vitória-Régia:f
log:Tronco:m|magical:mágico:a|mangrove:Manguezal:m|marble:Mármore:m|market:Mercado:m|maypole:Mastro de Maio:m|maze:Labirinto:m|meadow:Prado:m|meandering:sinuoso:a|messy:bagunçado:a
meteor:Meteoro:m|mill:Moinho:m|mine:Mina:f|mist:Névoa:f|mistiflying:Brumavoa:k|misty:enevoado:a|monstrous:monstruoso:a|moor:Charneca:f|mountain:Montanha:f|mountains:Montanhas:fp
moving:Mudança:f|museum:Museu:m|mushrooms:Cogumelos:mp|music:Música:f|mystical:místico:a|nocturne:Noturno:m|oasis:Oásis:m|observatory:Observatório:m|ocean:Oceano:m|open:aberto:a
orchard:Pomar:m|ornament:Enfeite:m|paddlewheel:Barco a Roda:m|pagodas:Pagodes:mp|painting:Pintura:f|palace:Palácio:m|palm:Palmeira:f|park:Parque:m|patch:Canteiro:m|peak:Pico:m
photo:Foto:f|picking:Colheita:f|picnic:Piquenique:m|pines:Pinheiros:mp|pits:Poços:mp|pixelists:Pixelistas:mp|plaza:Praça:f|polar:polar:a|pole:Polo:m|pond:Lagoa:f|pool:Piscina:f|poplars:Choupos:mp
prairie:Pradaria:f|prism:Prisma:m|productivity:Produtividade:f|pumpkin:Abóbora:f|pyramid:Pirâmide:f|pyramids:Pirâmides:fp|raft:Jangada:f|raging:furioso:a|rainbows:Arco-Íris:mp|rainforest:Floresta Tropical:f
rainy:chuvoso:a|range:Cordilheira:f|relaxation:Relaxamento:m|resting:Descanso:m|rice:Arroz:m|rime:Geada:f|ring:Anel:m|river:Rio:m|rock:Rocha:f|rocky:rochoso:a|rooftops:Telhados:mp|room:Sala:f
roots:Raízes:fp|rope:Corda:f|rowboat:Barco a Remo:m|ruins:Ruínas:fp|sailboat:Veleiro:m|salt:Sal:m|savanna:Savana:f|savannah:Savana:f|scene:Cena:f|sculpture:Escultura:f|seafarer:Navegante:m
seashore:Litoral:m|sewers:Esgotos:mp|shaped:em Forma de:i|shed:Galpão:m|sheep:Ovelhas:fp|shell:Concha:f|shimmering:cintilante:a|shimmery:cintilante:a|shop:Loja:f|shops:Lojas:fp|shore:Margem:f
shower:Chuva:f|shrouded:envolto:a|sirens:Sereias:fp|skies:Céus:mp|sleigh:Trenó:m|slimy:viscoso:a|slopes:Encostas:fp|snowglobe:Globo de Neve:m|snowman:Boneco de Neve:m|south:Sul:m
sparkling:reluzente:a|spectral:espectral:a|spider:Aranha:f|spiral:Espiral:f|splash:Respingo:m|springtime:Primavera:f|stable:Estábulo:m|stacks:Estantes:fp|stage:Palco:m|stained:manchado:a
staircase:Escadaria:f|starry:estrelado:a|statue:Estátua:f|statues:Estátuas:fp|steppes:Estepes:fp|stoikalm:Stoïkalm:k|stone:Pedra:f|store:Loja:f|storefront:Vitrine:f|stormy:tempestuoso:a
strange:estranho:a|street:Rua:f|streets:Ruas:fp|studio:Estúdio:m|succulent:Suculenta:f|summer:Verão:m|sunken:afundado:a|sunny:ensolarado:a|sunset:Pôr do Sol:m|swans:Cisnes:mp
swarming:fervilhante:a|swimming:Natação:f|tar:Piche:m|tavern:Taverna:f|tellers:Contadores:mp|temple:Templo:m|terraced:em Terraços:i|thaw:Degelo:m|theatre:Teatro:m|throne:Trono:m
thunderstorm:Tempestade:f|tide:Maré:f|tomb:Tumba:f|tornado:Tornado:m|tower:Torre:f|town:Cidade:f|toymakers:Fabricantes de Brinquedos:mp|trail:Trilha:f|training:Treino:m|tree:Árvore:f
treehouse:Casa na Árvore:f|trees:Árvores:fp|tropical:tropical:a|tunnel:Túnel:m|twinkly:cintilante:a|undead:morto-vivo:a|underwater:subaquático:a|valentines:Dia dos Namorados:m|vents:Fontes:fp
village:Vila:f|vines:Videiras:fp|vineyard:Vinhedo:m|volcano:Vulcão:m|volcanoes:Vulcões:mp|wall:Muro:m|waterfall:Cachoeira:f|waterfalls:Cachoeiras:fp|watering:Rega:f|waters:Águas:fp
wave:Onda:f|waves:Ondas:fp|web:Teia:f|wedding:Casamento:m|well:Poço:m|wildflowers:Flores Silvestres:fp|windmills:Moinhos de Vento:mp|windy:ventoso:a|wisteria:Glicínia:f|workshop:Oficina:f|wreath:Guirlanda:f
blond:loiro:a|broad:largo:a|candycorn:Milho Doce:m|chevron:Chevron:m|convict:Presidiário:m|cross:Cruz:f|dapper:alinhado:a|frost:Geada:f|halloween:Halloween:k|handleless:sem Guidão:i
horizon:Horizonte:m|pastel:pastel:i|reptile:Réptil:m|slim:magro:a|thunder:Trovão:m|transparent:transparente:a|trured:Vermelho Verdadeiro:m|cardume:Cardume:m
`);
