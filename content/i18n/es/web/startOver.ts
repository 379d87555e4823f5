import type text from "../../en/web/startOver";
import type { Translation } from "../../define";

export default {
  title: "Empezar de cero",
  text: "Empezar de cero devuelve a tu héroe al nivel 1 sin oro, experiencia ni puntos de atributo, y borra tus propios hábitos, diarias, pendientes y recompensas. El equipo comprado con oro se pierde; las mascotas, las monturas, los objetos, los logros y lo que compraste con gemas se quedan, igual que las tareas de desafíos y de grupos. No se puede deshacer.",
  button: "Empezar de cero…",
  confirmTitle: "¿Empezar de cero desde el nivel 1?",
  confirm: "Empezar de cero",
  password: "Tu contraseña",
  noPassword:
    "Tu cuenta inicia sesión a través de un proveedor y no tiene contraseña: el botón de abajo empieza de cero en el acto.",
  done: "Tu cuenta ha empezado de cero.",
  failed: "Tu cuenta no pudo empezar de cero. Inténtalo de nuevo.",
} satisfies Translation<typeof text>;
