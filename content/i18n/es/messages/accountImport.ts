/** Traer una cuenta del juego original (Habitica): la importación verificada y la de un archivo de datos (en/accountImport.ts). */
export const accountImportMessages: Record<string, string> = {
  importNotAnAccount: "Esto no es una exportación de datos de una cuenta: no se encontró ninguna cuenta en ella.",
  originalAccountImported: "Tu cuenta ya ha llegado desde Habitica.",
  dataFileImported: "Se ha importado tu archivo de datos.",
  originalImportUnavailable: "En este servidor no está configurada la opción de traer una cuenta de Habitica.",
  originalUnreachable:
    "No se ha podido contactar con Habitica en este momento. No se ha cambiado nada; inténtalo de nuevo más tarde.",
  originalBusy:
    "Habitica nos pide que vayamos más despacio. No se ha cambiado nada; inténtalo de nuevo dentro de un minuto.",
  originalBadAnswer:
    "No se ha podido leer la respuesta de Habitica. No se ha cambiado nada; inténtalo de nuevo más tarde.",
  originalCredentialsRefused:
    "Habitica no ha aceptado este ID de usuario y este token de API. Vuelve a copiar los dos desde la sección API de tus ajustes en Habitica.",
  originalCredentialsInvalid:
    "Escribe el ID de usuario y el token de API tal como los muestra Habitica: cada uno tiene 36 caracteres, como 1a2b3c4d-5e6f-7a8b-9c0d-1e2f3a4b5c6d.",
  originalAlreadyImported:
    "Esta cuenta de Habitica ya se trajo a este servidor. Una cuenta solo puede traerse una vez.",
  itemsNeedVerifiedImport:
    "Los objetos de un archivo no se pueden comprobar, así que aquí no se toman de archivos. Trae tu cuenta de Habitica con tu ID de usuario y tu token de API.",
};
