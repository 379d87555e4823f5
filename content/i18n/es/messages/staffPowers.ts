/** Los límites de los poderes del equipo y los bloqueos de rangos de direcciones. */
export const staffPowerMessages: Record<string, string> = {
  staffCannotChangeOwnAccount:
    "Las herramientas del equipo no se pueden usar en tu propia cuenta. Otro miembro del equipo con acceso total puede hacer el cambio.",
  onlyFullAccessActsOnStaff:
    "Solo el equipo con acceso total puede suspender, silenciar o retirar el chat a otro miembro del equipo, o darle credenciales nuevas.",
  cannotReviewOwnReports: "Las denuncias sobre algo que escribiste las revisa otro moderador.",
  blockerInvalidAddress:
    "Un bloqueo de dirección necesita una dirección IPv4 o IPv6, o un rango como 203.0.113.0/24 o 2001:db8:1:2::/64.",
  blockerRangeTooWide:
    "Ese rango es demasiado amplio: un rango IPv4 puede ser como mucho un /{ipv4} y uno IPv6 como mucho un /{ipv6}.",
  cannotRedeemOwnCode: "Los códigos promocionales que creaste son para otras personas: no puedes canjearlos tú.",
  staffCannotChooseThemselves:
    "Los poderes del equipo no pueden convertirte en líder ni en ganador: tiene que hacerlo otro miembro del equipo.",
};
