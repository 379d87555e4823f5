/** Noms français des personnalisations d’avatar. */
import { appearance, appearanceSets } from "../../../data/appearance";
import { humanize, table } from "./words";

const KIND_WORDS: Record<string, string> = {
  color: "Cheveux",
  base: "Coiffure",
  bangs: "Frange",
  beard: "Barbe",
  mustache: "Moustache",
  flower: "Fleur",
  skin: "Peau",
  shirt: "Chemise",
  size: "Silhouette",
  chair: "Fauteuil",
};

const NONE: Record<string, string> = {
  color: "Pas de couleur de cheveux",
  base: "Chauve",
  bangs: "Pas de frange",
  beard: "Pas de barbe",
  mustache: "Pas de moustache",
  flower: "Pas de fleur",
  skin: "Pas de peau",
  shirt: "Pas de chemise",
  size: "Pas de silhouette",
  chair: "Pas de fauteuil",
};

const SET_NAMES: Record<string, string> = {
  rainbowSkins: "Peaux arc-en-ciel",
  animalSkins: "Peaux d’animaux",
  supernaturalSkins: "Peaux surnaturelles",
  winterySkins: "Peaux hivernales",
  pastelSkins: "Peaux pastel",
  splashySkins: "Peaux aquatiques",
  rainbowHairColors: "Couleurs de cheveux arc-en-ciel",
  winteryHairColors: "Couleurs de cheveux hivernales",
  shimmerHairColors: "Couleurs de cheveux chatoyantes",
  hauntedHairColors: "Couleurs de cheveux hantées",
  baseHair1: "Coiffures, ensemble 1",
  baseHair2: "Coiffures, ensemble 2",
  baseHair3: "Coiffures, ensemble 3",
  facialHair: "Barbes et moustaches",
  specialShirts: "Chemises spéciales",
  legacyShirts: "Chemises d’antan",
  spookySkins: "Peaux effrayantes",
  winterHairColors: "Couleurs de cheveux d’hiver",
  pastelHairColors: "Couleurs de cheveux pastel",
  summerHairColors: "Couleurs de cheveux d’été",
};

const HAIR = table(`
white=Cheveux blancs
brown=Cheveux châtains
blond=Cheveux blonds
red=Cheveux roux
black=Cheveux noirs
candycane=Cheveux sucre d’orge
frost=Cheveux givrés
winternight=Cheveux nuit d’hiver
holly=Cheveux houx
pblue=Cheveux bleu pastel
pgreen=Cheveux vert pastel
porange=Cheveux orange pastel
ppink=Cheveux rose pastel
ppurple=Cheveux violet pastel
pyellow=Cheveux jaune pastel
rainbow=Cheveux arc-en-ciel
yellow=Cheveux jaunes
green=Cheveux verts
purple=Cheveux violets
blue=Cheveux bleus
TRUred=Cheveux rouge vif
pblue2=Cheveux bleu chatoyant
pgreen2=Cheveux vert chatoyant
porange2=Cheveux orange chatoyant
ppink2=Cheveux rose chatoyant
ppurple2=Cheveux violet chatoyant
pyellow2=Cheveux jaune chatoyant
sunset=Cheveux coucher de soleil
sunlitwaves=Cheveux vagues ensoleillées
seasprite=Cheveux lutin des mers
sandnsea=Cheveux sable et mer
orchid=Cheveux orchidée
lava=Cheveux lave
candycorn=Cheveux bonbon d’Halloween
ghostwhite=Cheveux blanc spectral
halloween=Cheveux Halloween
midnight=Cheveux minuit
pumpkin=Cheveux citrouille
zombie=Cheveux zombie
aurora=Cheveux aurore
festive=Cheveux festifs
hollygreen=Cheveux vert houx
peppermint=Cheveux menthe poivrée
snowy=Cheveux neigeux
winterstar=Cheveux étoile d’hiver
`);

const SKIN = table(`
915533=Peau acajou
ddc994=Peau sable
f5a76e=Peau pêche
ea8349=Peau abricot
c06534=Peau cannelle
98461a=Peau châtaigne
c3e1dc=Peau menthe givrée
6bd049=Peau vert feuille
eb052b=Peau rouge cerise
f69922=Peau mandarine
f5d70f=Peau citron
0ff591=Peau écume
2b43f6=Peau cobalt
d7a9f7=Peau lilas
800ed0=Peau violette
rainbow=Peau arc-en-ciel
bear=Peau d’ours
cactus=Peau de cactus
fox=Peau de renard
lion=Peau de lion
panda=Peau de panda
pig=Peau de cochon
tiger=Peau de tigre
wolf=Peau de loup
pastelPink=Peau rose pastel
pastelOrange=Peau orange pastel
pastelYellow=Peau jaune pastel
pastelGreen=Peau vert pastel
pastelBlue=Peau bleu pastel
pastelPurple=Peau violet pastel
pastelRainbowChevron=Peau arc-en-ciel pastel à chevrons
pastelRainbowDiagonal=Peau arc-en-ciel pastel en diagonale
monster=Peau de monstre
pumpkin=Peau de citrouille
skeleton=Peau de squelette
zombie=Peau de zombie
ghost=Peau de fantôme
shadow=Peau d’ombre
candycorn=Peau bonbon d’Halloween
ogre=Peau d’ogre
pumpkin2=Peau citrouille des moissons
reptile=Peau de reptile
shadow2=Peau d’ombre profonde
skeleton2=Peau blanc os
transparent=Peau transparente
zombie2=Peau vert goule
clownfish=Peau de poisson-clown
deepocean=Peau océan profond
merblue=Peau bleu sirène
mergold=Peau or sirène
mergreen=Peau vert sirène
merruby=Peau rubis sirène
shark=Peau de requin
tropicalwater=Peau eau tropicale
aurora=Peau aurore
dapper=Peau élégante
festive=Peau festive
holly=Peau houx
polar=Peau polaire
sugar=Peau sucrée
snowy=Peau neigeuse
winterstar=Peau étoile d’hiver
`);

const SHIRT = table(`
black=Chemise noire
blue=Chemise bleue
green=Chemise verte
pink=Chemise rose
white=Chemise blanche
yellow=Chemise jaune
convict=Chemise de bagnard
fire=Chemise de feu
horizon=Chemise horizon
ocean=Chemise océan
purple=Chemise violette
rainbow=Chemise arc-en-ciel
redblue=Chemise rouge et bleue
thunder=Chemise tonnerre
tropical=Chemise tropicale
zombie=Chemise zombie
cross=Chemise à croix
`);

const CHAIR = table(`
black=Fauteuil noir
blue=Fauteuil bleu
green=Fauteuil vert
pink=Fauteuil rose
red=Fauteuil rouge
yellow=Fauteuil jaune
handleless_black=Fauteuil noir sans accoudoirs
handleless_blue=Fauteuil bleu sans accoudoirs
handleless_green=Fauteuil vert sans accoudoirs
handleless_pink=Fauteuil rose sans accoudoirs
handleless_red=Fauteuil rouge sans accoudoirs
handleless_yellow=Fauteuil jaune sans accoudoirs
`);

const SIZE: Record<string, string> = { slim: "Silhouette fine", broad: "Silhouette large" };
const BY_KIND: Record<string, Record<string, string>> = {
  color: HAIR,
  skin: SKIN,
  shirt: SHIRT,
  chair: CHAIR,
  size: SIZE,
};

function optionName(kind: string, key: string): string {
  if (key === "none" || (key === "0" && kind !== "bangs" && kind !== "base")) return NONE[kind];
  if (key === "0") return kind === "bangs" ? "Pas de frange" : "Chauve";
  const named = BY_KIND[kind]?.[key];
  if (named) return named;
  if (/^\d+$/.test(key)) return `${KIND_WORDS[kind]} ${key}`;
  return `${KIND_WORDS[kind]} ${humanize(key).toLowerCase()}`;
}

export const appearanceMessages: Record<string, string> = {
  ...Object.fromEntries(
    Object.values(appearance).flatMap((options) =>
      Object.values(options).map((option) => [option.text, optionName(option.kind, option.key)]),
    ),
  ),
  ...Object.fromEntries(
    Object.values(appearanceSets).map((set) => [set.text, SET_NAMES[set.key] ?? humanize(set.key)]),
  ),
};
