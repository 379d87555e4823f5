import type text from "../../en/web/startOver";
import type { Translation } from "../../define";

export default {
  title: "Repartir de zéro",
  text: "Repartir de zéro ramène ton héros au niveau 1, sans or, expérience ni points d’attribut, et efface tes propres habitudes, quotidiennes, tâches et récompenses. L’équipement acheté avec de l’or est perdu ; les familiers, les montures, les objets, les succès et ce que tu as acheté avec des gemmes restent, tout comme les tâches des défis et des groupes. C’est définitif.",
  button: "Repartir de zéro…",
  confirmTitle: "Repartir de zéro au niveau 1 ?",
  confirm: "Repartir de zéro",
  password: "Ton mot de passe",
  noPassword:
    "Ton compte se connecte par un service de connexion et n’a pas de mot de passe : le bouton ci-dessous te fait repartir de zéro aussitôt.",
  done: "Ton compte est reparti de zéro.",
  failed: "Ton compte n’a pas pu repartir de zéro. Réessaie, s’il te plaît.",
} satisfies Translation<typeof text>;
