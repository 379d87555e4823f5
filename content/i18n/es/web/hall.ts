import type text from "../../en/web/hall";
import type { Translation } from "../../define";

export default {
  hall: "Salón",
  contributors: "Colaboradores",
  patrons: "Mecenas",
  patronsIntro: "Los jugadores que apoyaron el juego desde el principio. ¡Gracias!",
  contributorsIntro: "Los jugadores que ayudan a construir el juego: artistas, escritores, programadores y ayudantes.",
  loading: "Cargando…",
  nobody: "Todavía no hay nadie en esta lista.",
  name: "Nombre",
  tier: "Rango",
  level: "Nivel",
  contribution: "Aportación",
  previousPage: "Página anterior",
  nextPage: "Página siguiente",
} satisfies Translation<typeof text>;
