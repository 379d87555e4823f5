/** Amener un compte du jeu d’origine (Habitica) : l’import vérifié et l’import d’un fichier de données (en/accountImport.ts). */
export const accountImportMessages: Record<string, string> = {
  importNotAnAccount: "Ce n’est pas un export de données d’un compte : aucun compte n’y a été trouvé.",
  originalAccountImported: "Ton compte est arrivé depuis Habitica.",
  dataFileImported: "Ton fichier de données a été importé.",
  originalImportUnavailable: "Amener un compte depuis Habitica n’est pas configuré sur ce serveur.",
  originalUnreachable: "Impossible de joindre Habitica pour le moment. Rien n’a été modifié ; réessaie plus tard.",
  originalBusy: "Habitica nous demande de ralentir. Rien n’a été modifié ; réessaie dans une minute.",
  originalBadAnswer: "La réponse de Habitica est illisible. Rien n’a été modifié ; réessaie plus tard.",
  originalCredentialsRefused:
    "Habitica n’a pas accepté cet ID utilisateur et ce jeton d’API. Copie-les à nouveau depuis la section API de tes paramètres sur Habitica.",
  originalCredentialsInvalid:
    "Saisis l’ID utilisateur et le jeton d’API exactement comme Habitica les affiche : chacun fait 36 caractères, par exemple 1a2b3c4d-5e6f-7a8b-9c0d-1e2f3a4b5c6d.",
  originalAlreadyImported:
    "Ce compte Habitica a déjà été amené sur ce serveur. Un compte ne peut venir qu’une seule fois.",
  itemsNeedVerifiedImport:
    "Les objets d’un fichier ne peuvent pas être vérifiés : ici, ils ne sont donc pas repris depuis un fichier. Amène plutôt ton compte depuis Habitica avec ton ID utilisateur et ton jeton d’API.",
};
