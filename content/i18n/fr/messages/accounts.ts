/** Ce qui protège un compte (en/accounts.ts) : vérifications du mot de passe, noms affichés, adresses confirmées. */
export const accountMessages: Record<string, string> = {
  passwordChecksPaused:
    "Trop de mots de passe erronés pour ce compte. Réessaie dans {seconds, plural, one {# seconde} other {# secondes}}, ou demande par e-mail un lien pour choisir un nouveau mot de passe.",
  displayNameHiddenCharacters:
    "Un nom affiché ne peut contenir ni caractères invisibles ni caractères qui changent le sens d’écriture du texte.",
  displayNameReserved:
    "Ce nom affiché est réservé à l’équipe du jeu et à ses propres messages. Choisis-en un autre, s’il te plaît.",
  socialEmailUnverified:
    "{network} n’a pas confirmé que {email} est bien ton adresse, donc aucun compte ne peut être créé avec elle. Confirme d’abord l’adresse auprès de {network}, ou inscris-toi avec une adresse e-mail et un mot de passe.",
};
