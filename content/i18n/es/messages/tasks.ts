/** Plantillas de tareas, categorías de gremios y mensajes de notificación por defecto. */
import { guildCategoryMessagesOf, taskTemplateMessages } from "../../keys";

/** categoría -> [texto, notas] por plantilla, en el orden de la tabla */
const TEMPLATE_WORDS: Record<string, [string, string][]> = {
  work: [
    ["Sesión de trabajo concentrado", "Un buen bloque de trabajo sin distracciones."],
    ["Revisar mensajes y planear el día", "Cinco minutos para ordenar lo que importa hoy."],
    ["Terminar el informe semanal", "Quítatelo de encima temprano."],
  ],
  exercise: [
    ["Subir por las escaleras", "Cada tramo cuenta."],
    ["Estirar diez minutos", "Suéltate antes de que el día se complique."],
    ["Planear los entrenamientos de la semana", "Elige los días y apúntalos."],
  ],
  health_wellness: [
    ["Beber un vaso de agua", "Márcalo cuando bebas un vaso; pulsa menos si tomas un refresco."],
    ["Tomar tus vitaminas", "Algo pequeño que suma."],
    ["Pedir cita para un chequeo", "Busca un hueco que te venga bien y llama."],
  ],
  school: [
    ["Estudiar un rato", "Más por una sesión concentrada, menos por una perdida."],
    ["Hacer los deberes", "Mantén las tareas al día."],
    ["Terminar el borrador del ensayo", "Pon palabras en la página; ya pulirás después."],
  ],
  self_care: [
    ["Tomar un descanso corto", "Aléjate de la pantalla y respira."],
    ["Escribir en un diario", "Unas líneas sobre hoy."],
    ["Planear algo divertido", "Apunta en el calendario un capricho para ti."],
  ],
  chores: [
    ["Ordenar diez minutos", "Un poco de orden mantiene a raya el desorden."],
    ["Lavar los platos", "Un fregadero limpio hace las mañanas más fáciles."],
    ["Limpiar la nevera", "Tira lo que ya no está en su mejor momento."],
  ],
  creativity: [
    ["Practicar tu oficio", "Cualquier rato de práctica cuenta."],
    ["Dibujar, escribir o tocar a diario", "Crea algo, por pequeño que sea."],
    ["Terminar un proyecto pequeño", "Elige uno y llévalo hasta el final."],
  ],
  defaults: [
    ["Tentempié saludable", "Más por fruta o verdura, menos por comida basura."],
    ["Trabajo productivo", "Pulsa más cada vez que termines algo."],
    ["Procrastinar", "Pulsa menos cuando te pilles dejando las cosas para luego."],
    ["Rutina de la mañana", "Una diaria se repite los días que elijas. Márcala cada vez."],
    ["Explorar el juego", "Un pendiente se queda hasta que lo terminas. ¡Prueba a crear uno propio!"],
    ["Ver un episodio", "Las recompensas cuestan oro. Gasta lo que ganes en algo que disfrutes."],
  ],
};

const CATEGORY_NAMES: Record<string, string> = {
  habitica_official: "Oficial",
  academics: "Estudios",
  advocacy_causes: "Activismo y causas",
  creativity: "Creatividad",
  entertainment: "Entretenimiento",
  finance: "Finanzas",
  health_fitness: "Salud y forma física",
  hobbies_occupations: "Aficiones y oficios",
  location_based: "Por ubicación",
  mental_health: "Salud mental y autocuidado",
  getting_organized: "Organizarse",
  recovery_support_groups: "Recuperación y apoyo",
  self_improvement: "Superación personal",
  spirituality: "Espiritualidad",
  time_management: "Gestión del tiempo",
};

export const taskMessages: Record<string, string> = {
  ...taskTemplateMessages(TEMPLATE_WORDS),
  ...guildCategoryMessagesOf(CATEGORY_NAMES),
  lostHealth: "Perdiste {amount} de salud.",
  lostMana: "Usaste {amount} de maná.",
  lostExperience: "Perdiste {amount} de experiencia.",
  lostGold: "Perdiste {amount} de oro.",
  gainedHealth: "Recuperaste {amount} de salud.",
  gainedMana: "Recuperaste {amount} de maná.",
  gainedExperience: "Ganaste {amount} de experiencia.",
  gainedGold: "Ganaste {amount} de oro.",
  streakCoins: "Bonificación de racha: ¡{amount} de oro!",
  bossDamage: "Le hiciste {amount} de daño al jefe.",
};
