/** Los correos del juego (en/mail.ts): contraseña nueva, dirección cambiada, invitaciones, regalos. */
export const mailMessages: Record<string, string> = {
  mailHello: "Hola, {name}:",
  mailHelloPlain: "Hola:",
  mailTurnOff: "Puedes desactivar estos correos en Ajustes, en el apartado Notificaciones.",
  mailResetSubject: "Elige una contraseña nueva para {product}",
  mailResetText:
    "Alguien (esperamos que tú) pidió establecer una contraseña nueva para tu cuenta de {product}. Abre el enlace de abajo en los próximos {minutes} minutos para elegirla.",
  mailResetTextNoPassword:
    "Alguien (esperamos que tú) pidió establecer una contraseña para tu cuenta de {product}, en la que hasta ahora entras con un proveedor externo. Abre el enlace de abajo en los próximos {minutes} minutos para elegir una.",
  mailResetButton: "Elegir una contraseña nueva",
  mailResetFooter:
    "El enlace solo funciona una vez. Si no lo pediste, puedes ignorar este correo: nada cambia mientras no se use el enlace.",
  mailEmailChangedSubject: "Cambió el correo electrónico de tu cuenta de {product}",
  mailEmailChangedText:
    "El {when}, el correo electrónico de tu cuenta de {product} cambió de {old} a {new}. Los correos sobre la cuenta, como los enlaces para restablecer la contraseña, llegan ahora a la dirección nueva.",
  mailEmailChangedYou: "Si hiciste tú el cambio, no tienes que hacer nada más.",
  mailEmailChangedNotYou:
    "Si no fuiste tú, puede que otra persona conozca tu contraseña. Avisa cuanto antes a quienes administran este servidor de {product} para que te devuelvan la cuenta.",
  mailInviteSubjectParty: "{inviter} te invitó a su equipo en {product}",
  mailInviteSubjectGuild: "{inviter} te invitó a un gremio en {product}",
  mailInvitePlayerParty:
    "{inviter} te invitó a unirte a su equipo, {group}, en {product}. Inicia sesión para aceptar o rechazar la invitación.",
  mailInvitePlayerGuild:
    "{inviter} te invitó a unirte al gremio {group} en {product}. Inicia sesión para aceptar o rechazar la invitación.",
  mailInviteSee: "Ver la invitación",
  mailInviteNewParty:
    "{inviter} te invitó a unirte a su equipo, {group}, en {product}, un registro de hábitos que se juega como un juego de rol: tus hábitos, diarias y pendientes le dan a tu héroe experiencia, oro y equipo, y con tu equipo luchas contra monstruos a base de cumplir lo que te propones.",
  mailInviteNewGuild:
    "{inviter} te invitó a unirte al gremio {group} en {product}, un registro de hábitos que se juega como un juego de rol: tus hábitos, diarias y pendientes le dan a tu héroe experiencia, oro y equipo, y con tu equipo luchas contra monstruos a base de cumplir lo que te propones.",
  mailInviteCreate: "Crea tu cuenta gratis con el enlace de abajo y la invitación te estará esperando.",
  mailInviteAccept: "Aceptar y registrarme",
  mailInviteLifetime: "El enlace funciona durante {days} días. Si no conoces a {inviter}, puedes ignorar este correo.",
  mailGiftGems: "{count, plural, one {# gema} other {# gemas}}",
  mailGiftSubscription: "{months, plural, one {una suscripción de 1 mes} other {una suscripción de # meses}}",
  mailGiftSent: "{from} te envió {gift} en {product}. Ya está en tu cuenta.",
  mailGiftMessage: "Su mensaje:\n{message}",
  mailGiftOpen: "Abrir {product}",
  mailGiftSubject: "{from} te envió un regalo en {product}",
};
