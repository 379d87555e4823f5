/** Les nouvelles du jeu, en français. */
export const newsMessages: Record<string, string> = {
  newsTitleStableOpens: "Les portes de l’écurie sont ouvertes",
  newsTextStableOpens:
    "Œufs, potions et nourriture tombent désormais quand tu accomplis tes tâches. Fais éclore ton premier familier depuis l’inventaire, donne-lui sa nourriture préférée et regarde-le devenir une monture que tu pourras chevaucher.",
  newsTitleShopsOpen: "Cinq boutiques, une place du marché",
  newsTextShopsOpen:
    "Le marché, la boutique de quêtes, la boutique de personnalisation, la boutique saisonnière et les voyageurs du temps ont ouvert leurs portes. Épingle dans ta colonne de récompenses ce pour quoi tu économises, pour garder ton objectif en vue.",
  newsTitleImport: "Emporte tes anciennes tâches",
  newsTextImport:
    "Tu viens du jeu d’habitudes open source ? Réglages → Données du site importe maintenant son export de données : tes tâches, étiquettes et réglages arrivent en une minute, et on te dit ce qui est resté en chemin.",
  newsTitleSeasons: "Une nouvelle saison dans les boutiques",
  newsTextSeasons:
    "La boutique saisonnière change au fil du calendrier : chaque saison apporte son équipement de classe, ses sorts et ses quêtes. Passe y jeter un œil tant qu’ils sont là.",
};
