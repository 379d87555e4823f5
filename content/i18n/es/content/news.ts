/** Noticias del juego. */
export const newsMessages: Record<string, string> = {
  newsTitleStableOpens: "Se abren las puertas del establo",
  newsTextStableOpens:
    "Ahora consigues huevos, pociones y comida al completar tareas. Haz nacer tu primera mascota desde el inventario, dale su comida favorita y mira cómo crece hasta ser una montura que puedes cabalgar.",
  newsTitleShopsOpen: "Cinco tiendas, una plaza del mercado",
  newsTextShopsOpen:
    "El mercado, la tienda de misiones, la tienda de personalización, la tienda de temporada y los viajeros del tiempo han abierto sus puertas. Fija en tu columna de recompensas lo que estés ahorrando para no perder de vista tu meta.",
  newsTitleImport: "Trae tus tareas de antes",
  newsTextImport:
    "¿Vienes del juego de hábitos de código abierto? Ajustes → Datos del sitio ya importa su exportación de datos: tus tareas, etiquetas y ajustes llegan en un minuto, y te contamos lo que se quedó atrás.",
  newsTitleSeasons: "Una nueva temporada en las tiendas",
  newsTextSeasons:
    "La tienda de temporada cambia con el calendario: cada estación trae su propio equipo de clase, hechizos y misiones. Pásate mientras duren.",
};
