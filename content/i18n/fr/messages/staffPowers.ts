/** Les limites des pouvoirs de l’équipe et les blocages de plages d’adresses. */
export const staffPowerMessages: Record<string, string> = {
  staffCannotChangeOwnAccount:
    "Les outils de l’équipe ne peuvent pas être utilisés sur ton propre compte. Un autre membre de l’équipe avec un accès complet peut faire la modification.",
  onlyFullAccessActsOnStaff:
    "Seuls les membres de l’équipe avec un accès complet peuvent suspendre, rendre muet ou priver de chat un autre membre de l’équipe, ou lui donner de nouveaux identifiants.",
  cannotReviewOwnReports: "Les signalements sur ce que tu as écrit sont examinés par un autre modérateur.",
  blockerInvalidAddress:
    "Un blocage d’adresse nécessite une adresse IPv4 ou IPv6, ou une plage comme 203.0.113.0/24 ou 2001:db8:1:2::/64.",
  blockerRangeTooWide:
    "Cette plage est trop large : une plage IPv4 peut aller au plus jusqu’à un /{ipv4}, une plage IPv6 au plus jusqu’à un /{ipv6}.",
  cannotRedeemOwnCode: "Les codes promo que tu as créés sont pour les autres : tu ne peux pas les utiliser toi-même.",
  staffCannotChooseThemselves:
    "Les pouvoirs de l’équipe ne peuvent pas te nommer chef ni gagnant : un autre membre de l’équipe doit s’en charger.",
};
