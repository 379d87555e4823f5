/** Textos dos pacotes de missões. */
import { questBundles } from "../../../data/bundles";

/** pacote -> [nome, chamada] */
const BUNDLE_WORDS: Record<string, [string, string]> = {
  featheredFriends: ["Amigos Emplumados", "Três missões cheias de asas e bicos, juntas por um precinho camarada."],
  splashyPals: ["Companheiros Molhados", "Mergulhe em três aventuras aquáticas de uma vez."],
  farmFriends: ["Amigos da Fazenda", "Três missões do curral, num pacote mais barato."],
  witchyFamiliars: ["Familiares Bruxescos", "Três companheiros assombrados para a estação dos feitiços."],
  winterQuests: ["Paraíso de Inverno", "Três missões geladas para aquecer o seu grupo."],
  hugabug: ["Abrace um Inseto", "Três missões com amiguinhos rastejantes."],
  cuddleBuddies: ["Amigos de Abraço", "Três missões macias e aconchegantes num só pacote."],
  aquaticAmigos: ["Amigos Aquáticos", "Três missões debaixo das ondas."],
  forestFriends: ["Amigos da Floresta", "Três missões do coração do bosque."],
  oddballs: ["Esquisitões", "Três das missões mais estranhas que existem."],
  birdBuddies: ["Amigos Passarinhos", "Três missões emplumadas para quem ama aves."],
  mythicalMarvels: ["Maravilhas Míticas", "Três feras lendárias para fazer amizade."],
  rockingReptiles: ["Répteis Incríveis", "Três missões escamosas num só pacote."],
  delightfulDinos: ["Dinos Encantadores", "Três aventuras pré-históricas juntas."],
  jungleBuddies: ["Amigos da Selva", "Três missões da selva emaranhada."],
  sandySidekicks: ["Parceiros da Areia", "Três moradores do deserto prontos para acompanhar você."],
};

export const bundleMessagesPt: Record<string, string> = Object.fromEntries(
  Object.values(questBundles).flatMap((bundle) => [
    [bundle.text, BUNDLE_WORDS[bundle.key][0]],
    [bundle.notes, BUNDLE_WORDS[bundle.key][1]],
  ]),
);
