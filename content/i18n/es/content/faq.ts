/** Preguntas y respuestas de las preguntas frecuentes. */
export const faqMessages: Record<string, string> = {
  faqQuestionOverview: "¿Qué es Habitforge?",
  faqAnswerOverview:
    "Una lista de tareas que se juega como un juego de rol. Apuntas hábitos, diarias y pendientes; cumplirlos le da a tu héroe experiencia y oro, y saltártelos le cuesta salud. Sube de nivel, colecciona mascotas, compra equipo y únete a tus amigos para luchar contra jefes.",
  faqQuestionTaskTypes: "¿Qué son los hábitos, las diarias, los pendientes y las recompensas?",
  faqAnswerTaskTypes:
    "Los hábitos son cosas que haces cualquier número de veces, buenas (+) o malas (-). Las diarias se repiten según un calendario y te hacen daño si quedan sin hacer al acabar tu día. Los pendientes son tareas únicas, con fecha límite si quieres. Las recompensas son caprichos que compras con el oro que ganas.",
  faqQuestionSampleTasks: "¿Cómo son las buenas tareas?",
  faqAnswerSampleTasks:
    "Lo pequeño y concreto funciona mejor. En lugar de «Ponerme en forma», prueba un hábito «Subir por las escaleras», una diaria «Paseo de diez minutos después de comer» y un pendiente «Pedir cita con el dentista». Como recompensa, elige algo que disfrutes, por ejemplo «Un episodio de mi serie favorita».",
  faqQuestionTaskColors: "¿Por qué cambian de color mis tareas?",
  faqAnswerTaskColors:
    "El color muestra el valor de una tarea. Las que haces a menudo se vuelven azules y dan un poco menos; las descuidadas se vuelven naranjas y luego rojas, y dan más cuando por fin las haces, pero una diaria roja también duele más si la incumples.",
  faqQuestionPausingDailies: "¿Puedo pausar mis diarias si estoy enfermo o de vacaciones?",
  faqAnswerPausingDailies:
    "Sí. Descansa en la posada desde Ajustes: mientras descansas, las diarias incumplidas no te hacen daño (aunque los jefes de una misión de grupo pueden atacar si otros incumplen las suyas). Sal de la posada cuando vuelvas.",
  faqQuestionDayStart: "¿Cuándo termina mi día?",
  faqAnswerDayStart:
    "A medianoche en tu zona horaria, salvo que cambies el inicio del día en Ajustes. A los noctámbulos les suele convenir retrasarlo unas horas para que lo que marcan de madrugada cuente para el mismo día.",
  faqQuestionHealth: "¿Cómo recupero salud?",
  faqAnswerHealth:
    "La salud se rellena por completo al subir de nivel. También puedes comprar una poción de salud en el mercado o en tu columna de recompensas, y los sanadores pueden lanzarse habilidades curativas a sí mismos y a su grupo.",
  faqQuestionDying: "¿Qué pasa si mi salud llega a cero?",
  faqAnswerDying:
    "Tu héroe se desmaya: baja un nivel, pierde su oro y una pieza de equipo al azar, que puedes volver a comprar en el mercado. Después te levantas con la salud al completo. Nadie se queda en el suelo mucho tiempo.",
  faqQuestionGold: "¿Cómo gano y gasto oro?",
  faqAnswerGold:
    "Cada hábito bueno, diaria y pendiente que completas da oro, más cuanto más difícil y descuidada sea la tarea. Gástalo en tus propias recompensas, en equipo del mercado, en misiones y en el Armario Encantado.",
  faqQuestionExperience: "¿Cómo se sube de nivel?",
  faqAnswerExperience:
    "Completar tareas da experiencia. Cuando la barra se llena, pasas al siguiente nivel, tu salud se rellena y ganas un punto de atributo. Los niveles altos necesitan más experiencia.",
  faqQuestionAttributes: "¿Para qué sirven la fuerza, la inteligencia, la constitución y la percepción?",
  faqAnswerAttributes:
    "La fuerza aumenta los golpes críticos y el daño a los jefes, la inteligencia aumenta la experiencia y el maná, la constitución reduce el daño de las diarias incumplidas y los malos hábitos, y la percepción aumenta el oro y los objetos que encuentras. Tu página de estadísticas muestra de dónde sale cada punto.",
  faqQuestionAllocation: "¿Cómo se reparten los puntos de atributo?",
  faqAnswerAllocation:
    "Puedes repartirlos tú desde tu página de estadísticas o dejar que lo haga el juego: a partes iguales, según lo que le conviene a tu clase o según los atributos de las tareas que completas. Elígelo en Ajustes.",
  faqQuestionClasses: "¿Qué son las clases?",
  faqAnswerClasses:
    "A partir del nivel 10 puedes hacerte guerrero, pícaro, mago o sanador. Cada clase tiene su propia línea de equipo y cuatro habilidades que usan maná. Los guerreros pegan fuerte, los pícaros encuentran más oro, los magos ganan experiencia más rápido y los sanadores mantienen en pie al grupo.",
  faqQuestionClassChange: "¿Puedo cambiar de clase o quedarme sin ella?",
  faqAnswerClassChange:
    "Sí, en Ajustes. Cambiar de clase cuesta 3 gemas y te devuelve todos tus puntos de atributo. También puedes jugar sin clase; volver a elegir una más adelante es gratis.",
  faqQuestionSkills: "¿Cómo funcionan las habilidades y el maná?",
  faqAnswerSkills:
    "Las habilidades de clase se desbloquean entre los niveles 11 y 14 y cuestan maná, que se recupera un poco con cada tarea completada y al empezar cada día. Algunas habilidades te ayudan a ti, otras a tu grupo y otras a una sola tarea.",
  faqQuestionDrops: "¿Cómo encuentro huevos, pociones y comida?",
  faqAnswerDrops:
    "Al completar tareas a veces consigues un objeto. Los hallazgos empiezan tras tus primeras tareas, y la probabilidad crece con la percepción. Hay un límite diario de hallazgos, más alto para los suscriptores.",
  faqQuestionPets: "¿Cómo hago nacer una mascota?",
  faqAnswerPets:
    "Combina un huevo con una poción de eclosión en tu inventario: elige el huevo y luego la poción. La poción decide el color. Cada combinación nace una sola vez; después vive en tu establo.",
  faqQuestionMounts: "¿Cómo se convierte una mascota en montura?",
  faqAnswerMounts:
    "Dándole de comer. A cada mascota le encanta la comida de su color y con ella crece más rápido. Cuando su barra se llena, se convierte en una montura que puedes cabalgar. Una silla de montar convierte a una mascota en montura al instante.",
  faqQuestionSpecialPets: "¿Por qué no puedo alimentar a algunas mascotas?",
  faqAnswerSpecialPets:
    "Las mascotas especiales de eventos y las mascotas estrafalarias nacidas de pociones extravagantes se quedan como mascotas para siempre. Las pociones mágicas solo funcionan con los huevos estándar.",
  faqQuestionStable: "¿Qué hay en el establo?",
  faqAnswerStable:
    "Todas las mascotas y monturas del juego: las que tienes, las que podrías hacer nacer ahora mismo y las que aún te quedan por encontrar. Desde ahí eliges qué mascota te acompaña y qué montura cabalgas.",
  faqQuestionRelease: "¿Puedo empezar mi colección de nuevo?",
  faqAnswerRelease:
    "Cuando tengas las 90 mascotas o monturas estándar, puedes liberarlas desde el establo por unas pocas gemas y volver a reunirlas. Cada colección completa te da un logro.",
  faqQuestionEquipment: "¿Cómo funcionan el equipo y los disfraces?",
  faqAnswerEquipment:
    "El equipo de batalla da bonificaciones de atributos. Un disfraz solo cambia tu aspecto, así que puedes llevar tu mejor equipo y seguir luciendo como quieras. El equipo de tu propia clase da una bonificación extra.",
  faqQuestionArmoire: "¿Qué es el Armario Encantado?",
  faqAnswerArmoire:
    "Un armario que se abre cuando tienes un conjunto completo del mejor equipo de clase. Por 100 de oro te da una pieza de equipo del armario al azar, algo de comida o un poco de experiencia.",
  faqQuestionGems: "¿Para qué sirven las gemas?",
  faqAnswerGems:
    "Con gemas compras huevos, pociones, misiones, fondos y opciones de avatar, y pagas un cambio de clase. Puedes comprarlas, recibirlas de regalo, ganarlas en desafíos o, si eres suscriptor, cambiarlas por oro.",
  faqQuestionHourglasses: "¿Qué son los relojes de arena místicos?",
  faqAnswerHourglasses:
    "Los suscriptores reciben relojes de arena con el tiempo. Los viajeros del tiempo los aceptan a cambio de conjuntos de objetos de suscriptor pasados, mascotas y monturas especiales, fondos y misiones.",
  faqQuestionSubscriptions: "¿Qué reciben los suscriptores?",
  faqAnswerSubscriptions:
    "Gemas a cambio de oro cada mes, un conjunto de objetos misteriosos mensual, relojes de arena, un límite de hallazgos más alto y un historial de tareas más largo. La página de suscripción en Ajustes muestra los planes.",
  faqQuestionQuests: "¿Cómo funcionan las misiones?",
  faqAnswerQuests:
    "Las misiones son aventuras para tu grupo. Empieza una desde un pergamino de misión; todos los que acepten se unen. En las misiones de jefe tus tareas completadas hacen daño; en las de recolección, encuentran objetos.",
  faqQuestionQuestScrolls: "¿Dónde consigo pergaminos de misión?",
  faqAnswerQuestScrolls:
    "La tienda de misiones los vende por oro o gemas, algunos llegan al alcanzar los niveles 15, 30, 40 y 60, y otros vienen de registrar tu visita a diario o como recompensa de misiones anteriores.",
  faqQuestionBosses: "¿Cómo contraatacan los jefes?",
  faqAnswerBosses:
    "Al final de cada día, cada diaria que incumplió un miembro del grupo permite al jefe golpear a todo el grupo. Algunos jefes además acumulan furia y luego lanzan un ataque especial. Cumple tus diarias y mantén a salvo a tus amigos.",
  faqQuestionParty: "¿Qué es un grupo?",
  faqAnswerParty:
    "Un pequeño grupo de hasta 30 jugadores que hacen misiones juntos y se ayudan a mantener el rumbo en su chat de grupo.",
  faqQuestionPartySearch: "¿Cómo encuentro un grupo?",
  faqAnswerPartySearch:
    "Márcate como buscando grupo en la página de grupo y los líderes podrán invitarte. También puedes crear tu propio grupo e invitar a tus amigos por nombre de usuario o correo.",
  faqQuestionInvitations: "¿Cómo funcionan las invitaciones?",
  faqAnswerInvitations:
    "Las invitaciones a grupos, gremios y misiones aparecen en la parte superior de tu pantalla. Acéptalas o recházalas ahí. Puedes pertenecer a un grupo y a tantos gremios como quieras.",
  faqQuestionGuilds: "¿Qué son los gremios?",
  faqAnswerGuilds:
    "Los gremios son grupos en torno a una afición, del deporte al punto. Únete a tantos como quieras para charlar, compartir consejos y participar en sus desafíos.",
  faqQuestionTavern: "¿Qué es la taberna?",
  faqAnswerTavern:
    "La taberna es el punto de encuentro del juego, donde puedes descansar en la posada y leer noticias de los acontecimientos del mundo.",
  faqQuestionChallenges: "¿Qué son los desafíos?",
  faqAnswerChallenges:
    "Un desafío es un conjunto de tareas que alguien comparte con un gremio o un grupo. Únete para añadir esas tareas a tu lista; quien lo creó puede nombrar a un ganador, que recibe el premio en gemas.",
  faqQuestionGroupPlans: "¿Qué es un plan de grupo?",
  faqAnswerGroupPlans:
    "Un plan de pago que convierte un grupo en un tablero de tareas compartido para una familia, una clase o un equipo, con tareas que puedes asignar a los miembros y aprobar cuando estén hechas. Cada miembro recibe las ventajas de suscriptor.",
  faqQuestionGroupPlanTasks: "¿Cómo funcionan las tareas compartidas en un plan de grupo?",
  faqAnswerGroupPlanTasks:
    "Los gestores crean tareas en el tablero del grupo y las asignan a uno o más miembros. Una tarea puede necesitar aprobación; en ese caso, el gestor la confirma antes de que llegue la recompensa.",
  faqQuestionMessages: "¿Puedo enviar mensajes a otros jugadores?",
  faqAnswerMessages:
    "Sí, con mensajes privados desde el perfil de un jugador. Puedes bloquear a alguien o desactivar por completo los mensajes privados en tus ajustes.",
  faqQuestionAchievements: "¿Cómo funcionan los logros?",
  faqAnswerAchievements:
    "Los logros marcan hitos: rachas largas, días perfectos, colecciones completas de mascotas, series de misiones terminadas y mucho más. Los encontrarás en tu perfil.",
  faqQuestionCustomizations: "¿Cómo cambio el aspecto de mi héroe?",
  faqAnswerCustomizations:
    "Abre la tienda de personalización. La complexión, las pieles básicas, el pelo y las camisas son gratis; los conjuntos especiales cuestan gemas. Puedes probarte cualquier opción antes de comprarla.",
  faqQuestionBackgrounds: "¿De dónde salen los fondos?",
  faqAnswerBackgrounds:
    "Cada mes llegan fondos nuevos a cambio de gemas, los antiguos vuelven de vez en cuando, los viajeros del tiempo venden algunos por relojes de arena y otros son recompensas por registrar tu visita a diario.",
  faqQuestionSeasonalEvents: "¿Qué son los eventos de temporada?",
  faqAnswerSeasonalEvents:
    "Cuatro veces al año, un festival trae a la tienda de temporada equipo, hechizos, misiones y aspectos de edición limitada. Otros eventos más pequeños celebran fiestas y el cumpleaños del juego.",
  faqQuestionCheckIns: "¿Qué son las recompensas por registrar tu visita?",
  faqAnswerCheckIns:
    "Cada día que abres el juego cuenta como una visita. Al alcanzar ciertos totales recibes equipo, pociones, comida, huevos, misiones y fondos, hasta el día 500.",
  faqQuestionTransformation: "¡Alguien me ha convertido en un muñeco de nieve! ¿Y ahora qué?",
  faqAnswerTransformation:
    "Los hechizos de temporada, como las bolas de nieve, cambian tu aspecto hasta el final del día. Si prefieres no esperar, el remedio correspondiente está en la tienda de temporada y cuesta un poco de oro.",
  faqQuestionDataExport: "¿Puedo llevarme mis datos?",
  faqAnswerDataExport:
    "Sí. En Ajustes → Datos del sitio puedes descargarlo todo en JSON y tu historial como hoja de cálculo, e importar una exportación del juego de hábitos de código abierto.",
  faqQuestionApi: "¿Hay una API?",
  faqAnswerApi:
    "Sí. Tu ID de usuario y tu token de API están en Ajustes → Datos del sitio. Mantén el token en secreto: funciona como una contraseña.",
  faqQuestionPrivacy: "¿Quién puede ver mis tareas?",
  faqAnswerPrivacy:
    "Solo tú. Los demás ven tu avatar, tu nombre, tu nivel y tus logros, y las tareas de los desafíos o planes de grupo que compartes con ellos.",
  faqQuestionReportBug: "He encontrado un error. ¿Qué hago?",
  faqAnswerReportBug:
    "Cuéntanoslo desde la página de contacto: qué hiciste, qué esperabas y qué pasó en su lugar. Una captura de pantalla ayuda mucho.",
  faqQuestionTavernAndGuilds: "¿Qué ha cambiado en la taberna y los gremios?",
  faqAnswerTavernAndGuilds:
    "Hemos reducido el chat de la taberna y de los gremios públicos para centrarnos en los grupos y los planes de grupo, donde la gente ya se conoce. El chat de tu grupo y los mensajes privados funcionan como siempre.",
  faqQuestionContentRelease: "¿Cada cuánto llega contenido nuevo?",
  faqAnswerContentRelease:
    "Publicamos objetos nuevos a un ritmo mensual constante: fondos a principios de mes, misiones de mascotas y lotes a mediados y pociones mágicas más adelante. Los objetos limitados vuelven por turnos, así que perderte un mes no es el fin del mundo.",
  faqQuestionSubscriptionChanges: "¿Han cambiado las ventajas de los suscriptores?",
  faqAnswerSubscriptionChanges:
    "Ahora los suscriptores ganan un reloj de arena desde el primer momento y más gemas a cambio de oro cuanto más tiempo se quedan. Las ventajas que ya ganaste se conservan.",
};
