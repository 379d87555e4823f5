/** Mensajes de las reglas del juego que no están ya en el catálogo de errores. */
export const ruleMessages: Record<string, string> = {
  sessionOutdated: "Esta tarea cambió desde que la cargaste. Actualiza e inténtalo de nuevo.",
  taskApprovalHasBeenRequested: "Se ha pedido la aprobación a los líderes del grupo.",
  notEnoughAttrPoints: "No te quedan puntos de atributo por repartir.",
  cannotRevive: "Solo puedes revivir cuando te quedas sin salud.",
  messageLostItem: "Perdiste tu {itemText} al caer.",
  rebirthComplete: "¡Has renacido! Te espera el nivel 1, con todo lo que has coleccionado.",
  resetComplete: "Tu cuenta empieza de cero: nivel 1, sin oro y sin tus propias tareas.",
  customDayStartHasChanged: "Ahora tu día empieza a la hora que elegiste.",

  messageHatched: "¡Tu huevo ha eclosionado! Encontrarás a tu nueva mascota en el establo.",
  messageLikesFood: "Tu mascota devora la comida encantada.",
  messageDontEnjoyFood: "Tu mascota se come la comida, pero sin mucho entusiasmo.",
  messageEvolve: "¡Tu mascota se ha convertido en montura!",

  messageEquipped: "Te has equipado {itemText}.",
  messageUnEquipped: "Te has quitado {itemText}.",
  messageTwoHandedEquip: "Esta arma necesita las dos manos, así que te has quitado el escudo.",
  messageTwoHandedUnequip: "Has guardado tu arma a dos manos para dejar sitio al escudo.",
  messagePetMountUnEquipped: "Tu mascota y tu montura descansan en el establo.",
  messageBackgroundUnEquipped: "Fondo quitado.",
  messageAllUnEquipped: "Te lo has quitado todo.",
  messageCostumeUnEquipped: "Disfraz quitado.",
  messageBattleGearUnEquipped: "Equipo de batalla quitado.",

  saddleNotSellable: "La Silla de Montar no se puede vender.",
  potionText: "Poción de salud",
  potionNotes: "Recupera 15 de salud al instante, hasta tu máximo de 50.",
  armoireText: "Armario Encantado",
  armoireNotes:
    "Ábrelo y llévate una sorpresa: una pieza de equipo rara, comida para mascotas o un poco de experiencia.",

  armoireEquipment: "El Armario Encantado te da una pieza de equipo: ¡{dropText}!",
  armoireFood: "El Armario Encantado te ofrece comida para mascotas: {dropText}.",
  dropFoundFood: "Encontraste comida: {dropText}. Dásela a una mascota de tu establo.",
  dropFoundEgg: "Encontraste un huevo: {dropText}. Haz que eclosione con una poción de eclosión.",
  dropFoundHatchingPotion:
    "Encontraste una poción de eclosión: {dropText}. Viértela sobre un huevo para que nazca una mascota.",
  armoireExp: "Forcejeas con el Armario Encantado y ganas experiencia.",
  mysteryItemOpened: "¡Abres la caja misteriosa y encuentras equipo nuevo!",

  checklistOnlyDailyTodo: "Solo las diarias y los pendientes tienen listas de control.",
  checklistItemNotFound: "Ese elemento de la lista de control no existe.",
  badAmountOfGemsToSend: "El número de gemas a enviar debe ser un número entero mayor que cero.",
  cannotSendGemsToYourself: "No puedes enviarte gemas a ti mismo.",

  classNotSelected: "Elige una clase antes de usar habilidades de clase.",
  notEnoughMana: "No tienes suficiente maná para esa habilidad.",
  spellLevelTooHigh: "Necesitas llegar al nivel {level} para usar esta habilidad.",
  targetIdRequired: "Elige un objetivo para esta habilidad.",
  challengeTasksNoCast: "No se pueden lanzar habilidades sobre tareas de desafío.",
  groupTasksNoCast: "No se pueden lanzar habilidades sobre tareas de grupo.",
};
