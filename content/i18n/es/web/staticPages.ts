import type text from "../../en/web/staticPages";
import type { Translation } from "../../define";

export default {
  featuresTitle: "Funciones",
  featuresLead: "Todo lo que hace Habitforge para ayudarte a seguir adelante.",
  featuresH1: "Cuatro tipos de tarea",
  featuresP1:
    "Hábitos para lo que haces cualquier número de veces, diarias para rutinas con horario, pendientes para trabajos puntuales y recompensas que eliges tú. Incluyen listas de comprobación, fechas límite, etiquetas y repeticiones.",
  featuresH2: "Un héroe que crece contigo",
  featuresP2:
    "Cada tarea terminada da experiencia y oro. Sube de nivel, elige una clase en el nivel 10, reparte puntos de atributo y aprende habilidades que te ayudan a ti y a tus amigos.",
  featuresH3: "Mascotas, monturas y equipo",
  featuresP3:
    "Mientras trabajas aparecen huevos, pociones y comida. Haz eclosionar más de cien tipos de mascota, críalas hasta convertirlas en monturas y viste a tu héroe con equipo de cinco tiendas.",
  featuresH4: "Amigos que te mantienen en el camino",
  featuresP4:
    "Únete a un equipo para combatir jefes juntos: tus tareas completadas hieren al jefe, y las diarias que se salta cualquiera hieren al equipo. Los gremios y los desafíos reúnen a personas con los mismos objetivos.",
  featuresH5: "Planes de grupo",
  featuresP5:
    "Familias, clases y equipos de trabajo pueden compartir un tablero de tareas, repartir trabajos y aprobarlos cuando estén hechos.",
  featuresH6: "Tus datos, a tu manera",
  featuresP6:
    "Exporta todo cuando quieras, usa la API para tus propias herramientas e importa tus tareas desde el juego de hábitos de código abierto.",
  overviewTitle: "Introducción",
  overviewLead: "¿Eres nuevo? Un recorrido rápido por cómo funciona el juego.",
  overviewH1: "1. Apunta lo que importa",
  overviewP1:
    "Añade algunos hábitos que quieras crear o dejar, las diarias de tu rutina y los pendientes que tienes en mente. Empieza con poco: tres de cada tipo es más que suficiente.",
  overviewH2: "2. Marca lo que haces",
  overviewP2:
    "Cada vez que hagas algo, márcalo. Tu héroe gana experiencia y oro. Si te saltas una diaria, pierdes un poco de salud al final del día.",
  overviewH3: "3. Date un capricho",
  overviewP3: "Gasta el oro en las recompensas que hayas creado, o en equipo y en el Armario Encantado del mercado.",
  overviewH4: "4. Colecciona y explora",
  overviewP4:
    "Haz eclosionar mascotas con los huevos y pociones que encuentres, cría monturas, gana logros y únete a un equipo para ir de misión.",
  communityGuidelinesTitle: "Normas de la comunidad",
  communityGuidelinesLead: "Habitforge es un lugar para animarnos unos a otros. Estas normas lo mantienen así.",
  communityGuidelinesH1: "Sé amable",
  communityGuidelinesP1:
    "Trata a todo el mundo con respeto. Nada de insultos, acoso, amenazas, discursos de odio ni discriminación de ningún tipo.",
  communityGuidelinesH2: "Apto para todo el mundo",
  communityGuidelinesP2:
    "Aquí se reúnen jugadores de muchas edades y orígenes. Mantén el lenguaje y las imágenes libres de contenido explícito, violento u ofensivo.",
  communityGuidelinesH3: "Nada de spam ni ventas",
  communityGuidelinesP3: "No hagas publicidad, no pidas gemas, no envíes cadenas ni publiques lo mismo una y otra vez.",
  communityGuidelinesH4: "Protege la privacidad",
  communityGuidelinesP4:
    "Nunca compartas los datos personales de otra persona, y piénsalo dos veces antes de compartir los tuyos.",
  communityGuidelinesH5: "Denuncia, no pelees",
  communityGuidelinesP5:
    "Si algo incumple estas normas, denúncialo y deja que los moderadores se encarguen. Los moderadores pueden ocultar mensajes, silenciar el chat o cerrar las cuentas que incumplan las normas.",
  contactTitle: "Contacto",
  contactLead: "Leemos todos los mensajes.",
  contactH1: "Preguntas y problemas",
  contactH2: "Informar de un error",
  contactP1:
    "Cuéntanos qué hiciste, qué esperabas y qué viste en su lugar. Las capturas de pantalla y el nombre de tu navegador nos ayudan mucho.",
  contactH3: "Prensa y colaboraciones",
  pressKitTitle: "Kit de prensa",
  pressKitLead: "Datos e imágenes para escribir sobre Habitforge.",
  pressKitH1: "En una frase",
  pressKitP1:
    "Habitforge es un registro de hábitos y una lista de tareas gratuitos que convierten tus objetivos en un juego de rol para jugar solo o con amigos.",
  pressKitH2: "Datos clave",
  pressKitItem1: "Funciona en cualquier navegador moderno, en móviles y ordenadores.",
  pressKitItem2: "Gratis; las suscripciones y gemas opcionales sostienen el juego.",
  pressKitItem3: "API abierta y exportación completa de datos.",
  pressKitH3: "Imágenes",
  plansTitle: "Planes",
  plansLead: "Juega gratis todo el tiempo que quieras. Suscríbete si quieres más.",
  plansH1: "Gratis",
  plansP1: "Todos los tipos de tarea, niveles, clases, mascotas, monturas, misiones, equipos y gremios.",
  plansH2: "Suscriptor",
  plansH3: "Plan de grupo",
  groupPlansTitle: "Planes de grupo",
  groupPlansLead: "Un solo tablero de tareas para tu hogar, tu clase o tu equipo de trabajo.",
  groupPlansH1: "Reparte la carga",
  groupPlansP1:
    "Crea tareas en un tablero compartido y asígnalas a una persona o a varias. Todo el mundo ve lo que queda por hacer.",
  groupPlansH2: "Aprobación al terminar",
  groupPlansP2:
    "Las tareas pueden pedir aprobación, para que un padre, un profesor o un jefe de equipo confirme el trabajo antes de que se pague la recompensa.",
  groupPlansH3: "Ventajas para todos",
  groupPlansP3: "Cada miembro disfruta de las ventajas de una suscripción mientras esté en el grupo.",
  groupPlansH4: "Precios",
  termsTitle: "Condiciones del servicio",
  termsH1: "Uso de Habitforge",
  termsP1:
    "Puedes usar Habitforge si tienes edad suficiente para aceptar estas condiciones donde vives, o si tienes el permiso de tu padre, madre o tutor. Mantén a salvo tu contraseña; eres responsable de lo que ocurra en tu cuenta.",
  termsH2: "Tu contenido",
  termsP2:
    "Las tareas, los mensajes y el texto de tu perfil siguen siendo tuyos. Nos das permiso para guardarlos y mostrarlos según lo necesite el servicio. El contenido que publiques en grupos debe seguir las normas de la comunidad.",
  termsH3: "Compras",
  termsP3:
    "Las gemas, las suscripciones y los planes de grupo pagan el servicio. Los objetos virtuales no tienen valor monetario y no se pueden cambiar por dinero. Las suscripciones se renuevan hasta que las canceles.",
  termsH4: "Baja",
  termsP4:
    "Puedes eliminar tu cuenta en cualquier momento desde Ajustes. Podemos suspender las cuentas que incumplan estas condiciones o las normas de la comunidad.",
  termsH5: "Sin garantías",
  termsP5:
    "Nos esforzamos por mantener Habitforge en marcha, pero se ofrece tal cual, y no respondemos de pérdidas más allá de lo que exija la ley.",
  privacyTitle: "Política de privacidad",
  privacyH1: "Qué guardamos",
  privacyP1:
    "Tu nombre de usuario, tu dirección de correo, una forma cifrada de tu contraseña, tus tareas, tu progreso en el juego y los mensajes que envías. No vendemos nada de ello.",
  privacyH2: "Para qué",
  privacyP2:
    "Para hacer funcionar el juego, mantener segura tu cuenta, responder a tus preguntas y, si lo aceptas, enviarte los correos que elegiste en Ajustes.",
  privacyH3: "Quién lo ve",
  privacyP3:
    "Tus tareas son privadas. Los demás ven tu perfil público: nombre, avatar, nivel y logros. Los proveedores de pago gestionan los datos de tu tarjeta; nosotros nunca los vemos.",
  privacyH4: "Tus derechos",
  privacyP4:
    "Descarga todos tus datos o elimina tu cuenta cuando quieras desde Ajustes. Escríbenos a través de la página de contacto con cualquier pregunta.",
  privacyH5: "Tu navegador",
  privacyP5:
    "Guardamos tu inicio de sesión en el almacenamiento local de tu navegador, junto con algunos indicadores de sesión. Sin rastreadores publicitarios.",
  attributionsTitle: "Créditos de las imágenes",
  attributionsLead: "Los artistas cuyo trabajo hace que el juego luzca bien.",
  attributionsH1: "Imágenes de objetos",
  updated: "Última actualización: 20 de noviembre de 2026.",
  overviewQuestions: "¿Tienes preguntas? Las {faq} tienen respuestas.",
  faqLink: "preguntas frecuentes",
  contactAnswers:
    "La mayoría de las respuestas están en las {faq}. Si la tuya no está, escribe a {email} con tu nombre de usuario y lo que ocurrió.",
  contactPress: "Escribe a {email} y consulta nuestro {pressKit}.",
  pressKitLink: "kit de prensa",
  creditsLink: "créditos de las imágenes",
  pressKitPixelArt:
    "El héroe, el equipo, las mascotas, las monturas y los fondos son pixel art propio; los huevos, pociones, comida, misiones y habilidades usan iconos de game-icons.net con licencia Creative Commons. Consulta los {credits} y, por favor, menciona a los artistas cuando uses sus iconos.",
  attributionsIconList:
    "Las imágenes de huevos, pociones de eclosión, comida, misiones, lotes, logros y habilidades son iconos de {site}, creados por {artists} y los demás artistas que aparecen en ese sitio.",
  attributionsPixelTitle: "El héroe, el equipo, las mascotas, las monturas y los fondos",
  attributionsPixelText:
    "El héroe y todo lo que se dibuja sobre él (cuerpo, piel, pelo, barbas, flores, cada pieza de equipo, sillas), las mascotas y monturas, y las escenas de fondo son pixel art propio, hecho para este juego. Nuestro código los dibuja a partir de los datos del propio juego: la ranura, la clase y el conjunto de un objeto deciden su forma y sus colores, y las palabras de lugar y ambiente de un fondo deciden su escena.",
  plansSubscriber:
    "Desde {monthly} al mes o {yearly} al año: compra gemas con oro, un conjunto de objetos misterioso cada mes, relojes de arena místicos, un límite de objetos más alto y un historial más largo.",
  plansGroup:
    "{monthly} al mes para quien crea el grupo, más {member} por cada miembro adicional: un tablero de tareas compartido y ventajas de suscriptor para todos. {learnMore}.",
  learnMore: "Más información",
  groupPlansPricing:
    "{monthly} al mes, que cubre a quien crea el grupo y a los primeros miembros, más una pequeña cuota por cada miembro adicional. Cancela cuando quieras desde la página de facturación del grupo.",
  attributionsLicence:
    "Se comparten con la licencia {licence}. Los teñimos según el color, la clase y la temporada y cambiamos su tamaño; sus formas no cambian.",
  reviewTitle: "{title}: revisión",
  reviewNotice:
    "Este es el texto que pensamos publicar. Léelo y, si algo no está claro, avísanos a través de la página de contacto.",
} satisfies Translation<typeof text>;
