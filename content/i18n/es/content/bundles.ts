/** Textos de los lotes de misiones. */
import { questBundles } from "../../../data/bundles";

/** lote -> [nombre, reclamo] */
const BUNDLE_WORDS: Record<string, [string, string]> = {
  featheredFriends: ["Amigos Emplumados", "Tres misiones llenas de alas y picos, juntas a precio de ganga."],
  splashyPals: ["Colegas Salpicones", "Sumérgete en tres aventuras acuáticas a la vez."],
  farmFriends: ["Amigos de la Granja", "Tres misiones del corral, en un lote más barato."],
  witchyFamiliars: ["Familiares Brujeriles", "Tres compañeros espeluznantes para la temporada de hechizos."],
  winterQuests: ["País de las Maravillas Invernal", "Tres misiones heladas para que tu grupo entre en calor."],
  hugabug: ["Abraza un Bicho", "Tres misiones con amigos de muchas patas."],
  cuddleBuddies: ["Amigos Achuchables", "Tres misiones suaves y mimosas en un solo paquete."],
  aquaticAmigos: ["Amigos Acuáticos", "Tres misiones bajo las olas."],
  forestFriends: ["Amigos del Bosque", "Tres misiones del corazón del bosque."],
  oddballs: ["Bichos Raros", "Tres de las misiones más extrañas que hay."],
  birdBuddies: ["Colegas Pájaros", "Tres misiones con plumas para amantes de las aves."],
  mythicalMarvels: ["Maravillas Míticas", "Tres bestias legendarias de las que hacerte amigo."],
  rockingReptiles: ["Reptiles Rockeros", "Tres misiones escamosas en un solo lote."],
  delightfulDinos: ["Dinos Encantadores", "Tres aventuras prehistóricas juntas."],
  jungleBuddies: ["Colegas de la Selva", "Tres misiones de la enmarañada selva."],
  sandySidekicks: ["Compinches Arenosos", "Tres habitantes del desierto listos para acompañarte."],
};

export const bundleMessages: Record<string, string> = Object.fromEntries(
  Object.values(questBundles).flatMap((bundle) => [
    [bundle.text, BUNDLE_WORDS[bundle.key][0]],
    [bundle.notes, BUNDLE_WORDS[bundle.key][1]],
  ]),
);
