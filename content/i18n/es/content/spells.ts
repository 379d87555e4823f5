/** Nombres y descripciones de habilidades, hechizos especiales, pociones de deshacer y tarjetas. */
import { spellMessagesOf } from "../../keys";

/** habilidad -> [nombre, descripción] */
const SPELL_WORDS: Record<string, [string, string]> = {
  fireball: [
    "Estallido de Llamas",
    "Chamusca una tarea para ganar experiencia y dañar al jefe de la misión. Más fuerte con Inteligencia.",
  ],
  mpheal: ["Oleada Etérea", "Comparte tu maná con tu grupo (los demás magos reciben menos)."],
  earth: ["Terremoto", "Sacude el suelo y sube la Inteligencia de tu grupo durante el día."],
  frost: ["Escarcha Helada", "Congela tus rachas para que las diarias incumplidas no las reinicien esta noche."],
  smash: ["Golpe Brutal", "Golpea fuerte una tarea: se vuelve más azul y el jefe recibe daño extra."],
  defensiveStance: ["Postura Defensiva", "Prepárate y gana Constitución durante el día."],
  valorousPresence: ["Presencia Valerosa", "Inspira a tu grupo y sube su Fuerza durante el día."],
  intimidate: ["Mirada Intimidante", "Planta cara al peligro y sube la Constitución de tu grupo durante el día."],
  pickPocket: ["Robar Bolsillos", "Sácale algo de oro a una tarea. Más fuerte con Percepción."],
  backStab: ["Puñalada Trapera", "Ataca una tarea por la espalda para ganar oro y experiencia."],
  toolsOfTrade: ["Trucos del Oficio", "Comparte tus trucos y sube la Percepción de tu grupo durante el día."],
  stealth: ["Sigilo", "Esquiva sin daño algunas de las diarias incumplidas de esta noche."],
  heal: ["Luz Sanadora", "Recupera parte de tu propia salud."],
  brightness: ["Resplandor Abrasador", "Haz que todas tus tareas sean un poco menos rojas."],
  protectAura: ["Aura Protectora", "Protege a tu grupo y sube su Constitución durante el día."],
  healAll: ["Bendición", "Devuelve salud a todos los miembros de tu grupo."],
  snowball: ["Bola de Nieve", "Lánzale una bola de nieve a un amigo. ¿Qué podría salir mal?"],
  spookySparkles: ["Chispas Espeluznantes", "Convierte a un amigo en una sábana flotante con ojos."],
  shinySeed: ["Semilla Brillante", "Convierte a un amigo en una flor alegre."],
  seafoam: ["Espuma de Mar", "Convierte a un amigo en una pequeña criatura marina."],
  salt: ["Sal", "Deshaz una bola de nieve y vuelve a la normalidad."],
  opaquePotion: ["Poción Opaca", "Deshaz las chispas espeluznantes y vuelve a ser visible."],
  petalFreePotion: ["Poción Sin Pétalos", "Deshaz una semilla brillante y suelta tus pétalos."],
  sand: ["Arena", "Deshaz la espuma de mar y vuelve a caminar por tierra."],
  greeting: ["Tarjeta de Saludo", "Envía un saludo amistoso a un miembro de tu grupo."],
  nye: ["Tarjeta de Año Nuevo", "Deséale a un amigo un feliz año nuevo."],
  thankyou: ["Tarjeta de Agradecimiento", "Hazle saber a alguien que le estás agradecido."],
  valentine: ["Tarjeta de San Valentín", "Envía un poco de cariño a un amigo."],
  birthday: ["Tarjeta de Cumpleaños", "Celebra el día especial de un amigo."],
  congrats: ["Tarjeta de Felicitación", "Felicita a un amigo por un trabajo bien hecho."],
  getwell: ["Tarjeta de Mejórate", "Envía a un amigo buenos deseos para que se recupere."],
  goodluck: ["Tarjeta de Buena Suerte", "Deséale suerte a un amigo con lo que le espera."],
};

export const spellMessages: Record<string, string> = spellMessagesOf(SPELL_WORDS);
