/** Textos propios de la API que no son errores ni contenido del juego. */
export const apiMessages: Record<string, string> = {
  faqStillNeedHelp: "¿Sigues atascado? Pregunta en la Taberna o escríbenos desde la página de contacto; alguien te ayudará con gusto.",
};
