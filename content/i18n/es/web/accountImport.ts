import type text from "../../en/web/accountImport";
import type { Translation } from "../../define";

export default {
  originalTitle: "Trae tu cuenta de Habitica",
  originalIntro:
    "¿Ya juegas a Habitica? Trae aquí tus tareas, etiquetas, ajustes, tu avatar y tus objetos. Este servidor se lo pregunta directamente a Habitica con tu ID de usuario y tu token de API, así que llega exactamente lo que tu cuenta tiene allí.",
  whereTitle: "Dónde encontrarlos",
  whereText:
    "En Habitica, abre los Ajustes y ve a la sección API. Copia tu ID de usuario y tu token de API (pulsa «Mostrar token de API») en los campos de abajo.",
  tokenPromise:
    "Tu token de API funciona como una contraseña. Solo se usa para esta consulta a Habitica y nunca se guarda ni se escribe en ningún registro.",
  comesTitle: "Lo que se trae",
  comesTasks: "Hábitos, tareas diarias, pendientes y recompensas, con sus listas, horarios, recordatorios e historial",
  comesTags: "Etiquetas (si ya tienes aquí una con el mismo nombre, se usa esa)",
  comesSettings: "Ajustes, tu perfil y el aspecto de tu avatar",
  comesItems:
    "Equipo, mascotas, monturas, huevos, pociones de eclosión, comida, pergaminos de misión, objetos especiales y fondos",
  staysTitle: "Lo que se queda allí",
  staysCurrencies: "Oro, gemas y relojes de arena místicos",
  staysStats: "Nivel, experiencia, salud, maná, atributos y clase",
  staysAchievements: "Logros",
  staysPurchases: "Suscripciones y compras",
  staysSocial: "Grupo, gremios, desafíos con sus tareas, y mensajes",
  addNotReplace:
    "No se quita nada de lo que tienes aquí: las tareas importadas se añaden arriba de tus listas y los objetos contados se suman a los tuyos. Una cuenta de Habitica solo puede traerse una vez a este servidor.",
  userId: "ID de usuario de Habitica",
  apiToken: "Token de API de Habitica",
  credentialsHint: "Los dos tienen este aspecto: 1a2b3c4d-5e6f-7a8b-9c0d-1e2f3a4b5c6d.",
  bring: "Traer mi cuenta",
  bringing: "Consultando a Habitica…",
  unavailable:
    "Este servidor no está configurado para traer cuentas de Habitica. Aun así puedes importar un archivo de datos más abajo (sin objetos).",
  failed: "No se ha podido traer tu cuenta. Inténtalo de nuevo.",
  broughtTitle: "¡Bienvenido! Tu cuenta ya está aquí.",
  brought:
    "Se han añadido {tasks, plural, one {# tarea} other {# tareas}}, {tags, plural, one {# etiqueta nueva} other {# etiquetas nuevas}}, {items, plural, one {# tipo de objeto} other {# tipos de objetos}} y {settings, plural, one {# ajuste} other {# ajustes}}.",
  unknownHere: "No existen en este juego, así que se quedan allí: {keys}.",
  fileTitle: "Importar un archivo de datos",
  fileText:
    "¿Tienes una exportación de datos (userdata.json) de Habitica? Trae tus tareas, etiquetas, listas, historial y ajustes.",
  fileNoItems:
    "Un archivo no puede demostrar lo que tienes, así que no trae objetos, oro, gemas, relojes de arena, logros ni compras. Para traer tus objetos, usa «Trae tu cuenta de Habitica» más arriba.",
  fileItemsAllowed:
    "En este servidor, un archivo también puede traer objetos (una vez por cuenta): quien lo administra ha decidido confiar en los archivos.",
  exportFile: "Archivo de exportación de datos",
  notAnExport:
    "Este archivo no es una exportación de datos JSON. Elige el archivo userdata.json que descargaste de Habitica.",
  tooLarge: "Este archivo es demasiado grande para importarlo de una vez.",
  checking: "Leyendo el archivo…",
  ready:
    "Listo para importar {tasks, plural, one {# tarea} other {# tareas}}, {tags, plural, one {# etiqueta nueva} other {# etiquetas nuevas}} y {settings, plural, one {# ajuste} other {# ajustes}}.",
  itemsToo: "También llegan objetos: {items, plural, one {# tipo} other {# tipos}}.",
  itemsDone: "Los objetos de un archivo de datos ya se trajeron una vez a esta cuenta; no se traen de nuevo.",
  notImported: "Esto se queda allí:",
  importNow: "Importar ahora",
  importing: "Importando…",
  imported:
    "Se han importado {tasks, plural, one {# tarea} other {# tareas}}, {tags, plural, one {# etiqueta} other {# etiquetas}} y {settings, plural, one {# ajuste} other {# ajustes}}.",
  importedItems: "Objetos traídos: {items, plural, one {# tipo} other {# tipos}}.",
  skipChallengeTasks:
    "{count, plural, one {# tarea que pertenece a un desafío} other {# tareas que pertenecen a un desafío}}",
  skipGroupTasks: "{count, plural, one {# tarea que pertenece a un grupo} other {# tareas que pertenecen a un grupo}}",
  skipFinishedTodos: "{count, plural, one {# pendiente terminado} other {# pendientes terminados}}",
  skipWithoutText: "{count, plural, one {# tarea sin texto} other {# tareas sin texto}}",
  skipChallengeTags:
    "{count, plural, one {# etiqueta de desafío o de grupo} other {# etiquetas de desafío o de grupo}}",
  skipOverTaskLimit:
    "{count, plural, one {# tarea por encima del máximo de tareas por jugador} other {# tareas por encima del máximo de tareas por jugador}}",
  skipOverTagLimit:
    "{count, plural, one {# etiqueta por encima del máximo de etiquetas por jugador} other {# etiquetas por encima del máximo de etiquetas por jugador}}",
} satisfies Translation<typeof text>;
