import type text from "../../en/web/inviteLinks";
import type { Translation } from "../../define";

export default {
  title: "Liens d'invitation partagés",
  intro:
    "Un lien partagé invite toutes les personnes qui s'inscrivent avec, jusqu'à épuisement de ses utilisations ou jusqu'à son expiration. Ne le publie que là où tous ceux qui le voient sont les bienvenus, et révoque-le dès qu'il a rempli son rôle.",
  uses: "Utilisations",
  days: "Valable pendant (jours)",
  create: "Créer le lien",
  created: "Ton lien partagé est prêt à être copié.",
  loading: "Chargement des liens partagés…",
  loadFailed: "Les liens partagés n'ont pas pu être chargés.",
  none: "Aucun lien partagé pour le moment.",
  linkLabel: "Lien partagé {number}",
  usesLeft:
    "{left, plural, =0 {Plus aucune utilisation} one {# utilisation restante} other {# utilisations restantes}} sur {max}",
  expires: "Expire le {date}",
  copy: "Copier le lien partagé {number}",
  revoke: "Révoquer",
  revokeLabel: "Révoquer le lien partagé {number}",
  revoked: "Le lien est révoqué : il n'invite plus personne.",
} satisfies Translation<typeof text>;
