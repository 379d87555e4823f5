/** Lo que protege una cuenta (en/accounts.ts): comprobaciones de contraseña, nombres visibles, direcciones confirmadas. */
export const accountMessages: Record<string, string> = {
  passwordChecksPaused:
    "Demasiadas contraseñas incorrectas para esta cuenta. Vuelve a intentarlo dentro de {seconds, plural, one {# segundo} other {# segundos}} o pide por correo un enlace para elegir una contraseña nueva.",
  displayNameHiddenCharacters:
    "Un nombre visible no puede contener caracteres invisibles ni caracteres que cambien la dirección del texto.",
  displayNameReserved:
    "Ese nombre visible está reservado para el equipo del juego y sus propios mensajes. Elige otro, por favor.",
  socialEmailUnverified:
    "{network} no ha confirmado que {email} sea tu dirección, así que no se puede crear una cuenta con ella. Confirma primero la dirección en {network} o regístrate con una dirección de correo y una contraseña.",
};
