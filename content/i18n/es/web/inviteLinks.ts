import type text from "../../en/web/inviteLinks";
import type { Translation } from "../../define";

export default {
  title: "Enlaces de invitación compartidos",
  intro:
    "Un enlace compartido invita a todas las personas que se registren con él, hasta que se agoten sus usos o caduque. Publícalo solo donde todo el que lo vea sea bienvenido, y revócalo en cuanto haya cumplido su función.",
  uses: "Usos",
  days: "Válido durante (días)",
  create: "Crear enlace",
  created: "Tu enlace compartido está listo para copiar.",
  loading: "Cargando los enlaces compartidos…",
  loadFailed: "No se pudieron cargar los enlaces compartidos.",
  none: "Ahora mismo no hay enlaces compartidos.",
  linkLabel: "Enlace compartido {number}",
  usesLeft: "{left, plural, =0 {No queda ningún uso} one {Queda # uso} other {Quedan # usos}} de {max}",
  expires: "Caduca el {date}",
  copy: "Copiar el enlace compartido {number}",
  revoke: "Revocar",
  revokeLabel: "Revocar el enlace compartido {number}",
  revoked: "El enlace está revocado: ya no invita a nadie.",
} satisfies Translation<typeof text>;
