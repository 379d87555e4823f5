/** Perguntas e respostas do FAQ. */
export const faqMessagesPt: Record<string, string> = {
  faqQuestionOverview: "O que é o Habitforge?",
  faqAnswerOverview:
    "Uma lista de tarefas que funciona como um RPG. Você anota hábitos, Diárias e Afazeres; cumpri-los dá experiência e ouro ao seu herói, e deixá-los de lado custa vida. Suba de nível, colecione mascotes, compre equipamentos e junte-se aos amigos para enfrentar chefes.",
  faqQuestionTaskTypes: "O que são hábitos, Diárias, Afazeres e recompensas?",
  faqAnswerTaskTypes:
    "Hábitos são coisas que você faz quantas vezes quiser, boas (+) ou ruins (-). Diárias se repetem num cronograma e machucam você se ficarem por fazer quando o dia termina. Afazeres são tarefas únicas, com prazo opcional. Recompensas são agrados que você compra com o ouro que ganha.",
  faqQuestionSampleTasks: "Como são boas tarefas?",
  faqAnswerSampleTasks:
    "Pequenas e concretas funcionam melhor. Em vez de “Entrar em forma”, experimente o hábito “Ir de escada”, a Diária “Caminhar dez minutos depois do almoço” e o Afazer “Marcar dentista”. Como recompensa, escolha algo de que você goste, como “Um episódio da minha série favorita”.",
  faqQuestionTaskColors: "Por que minhas tarefas mudam de cor?",
  faqAnswerTaskColors:
    "A cor mostra o valor da tarefa. Tarefas que você faz com frequência ficam azuis e rendem um pouco menos; as esquecidas ficam laranja e depois vermelhas e rendem mais quando você finalmente as cumpre, mas uma Diária vermelha também machuca mais quando é perdida.",
  faqQuestionPausingDailies: "Posso pausar minhas Diárias quando estiver doente ou de férias?",
  faqAnswerPausingDailies:
    "Pode. Descanse na pousada, em Configurações: enquanto você descansa, Diárias perdidas não machucam você (embora chefes de uma missão do grupo ainda possam atacar se outros perderem as deles). Saia da pousada quando voltar.",
  faqQuestionDayStart: "Quando o meu dia termina?",
  faqAnswerDayStart:
    "À meia-noite no seu fuso horário, a menos que você mude o início do dia em Configurações. Quem é coruja costuma passar esse horário algumas horas para a frente, para que as marcações da madrugada ainda contem para o mesmo dia.",
  faqQuestionHealth: "Como recupero vida?",
  faqAnswerHealth:
    "A vida se enche por completo quando você sobe de nível. Você também pode comprar uma poção de vida no mercado ou na sua coluna de recompensas, e curandeiros podem lançar habilidades de cura em si mesmos e no grupo.",
  faqQuestionDying: "O que acontece se minha vida chegar a zero?",
  faqAnswerDying:
    "Seu herói desmaia: você perde um nível, o seu ouro e uma peça de equipamento aleatória, que pode ser comprada de volta no mercado. Aí você se levanta com a vida cheia. Ninguém fica no chão por muito tempo.",
  faqQuestionGold: "Como ganho e gasto ouro?",
  faqAnswerGold:
    "Cada hábito bom, Diária e Afazer concluído dá ouro, mais para tarefas mais difíceis e mais esquecidas. Gaste com suas próprias recompensas, com equipamentos no mercado, com missões e com o Armário Encantado.",
  faqQuestionExperience: "Como funciona a subida de nível?",
  faqAnswerExperience:
    "Concluir tarefas dá experiência. Quando a barra enche, você chega ao próximo nível, sua vida se recupera e você ganha um ponto de atributo. Níveis mais altos pedem mais experiência.",
  faqQuestionAttributes: "Para que servem força, inteligência, constituição e percepção?",
  faqAnswerAttributes:
    "Força aumenta os acertos críticos e o dano aos chefes, inteligência aumenta a experiência e a mana, constituição reduz o dano de Diárias perdidas e maus hábitos, e percepção aumenta o ouro e os itens encontrados. A página de atributos mostra de onde vem cada ponto.",
  faqQuestionAllocation: "Como os pontos de atributo são distribuídos?",
  faqAnswerAllocation:
    "Você pode distribuí-los por conta própria na página de atributos ou deixar que o jogo faça isso: por igual, de acordo com a sua classe ou pelos atributos das tarefas que você conclui. Escolha em Configurações.",
  faqQuestionClasses: "O que são classes?",
  faqAnswerClasses:
    "A partir do nível 10 você pode virar guerreiro, ladino, mago ou curandeiro. Cada classe tem sua própria linha de equipamentos e quatro habilidades que usam mana. Guerreiros batem forte, ladinos acham mais ouro, magos ganham experiência mais rápido e curandeiros mantêm o grupo de pé.",
  faqQuestionClassChange: "Posso mudar de classe ou ficar sem classe?",
  faqAnswerClassChange:
    "Pode, em Configurações. Mudar de classe custa 3 gemas e devolve todos os seus pontos de atributo. Você também pode jogar sem classe; escolher uma de novo depois é de graça.",
  faqQuestionSkills: "Como funcionam as habilidades e a mana?",
  faqAnswerSkills:
    "As habilidades de classe são liberadas entre os níveis 11 e 14 e custam mana, que se recupera um pouco a cada tarefa concluída e no começo de cada dia. Algumas habilidades ajudam você, outras o grupo, outras uma única tarefa.",
  faqQuestionDrops: "Como encontro ovos, poções e comida?",
  faqAnswerDrops:
    "Concluir tarefas às vezes faz cair um item. Os itens começam a cair depois das suas primeiras tarefas, e a chance aumenta com a percepção. Há um limite diário de itens, maior para assinantes.",
  faqQuestionPets: "Como choco um mascote?",
  faqAnswerPets:
    "Combine um ovo com uma poção de eclosão no seu inventário: escolha o ovo e depois a poção. A poção decide a cor. Cada combinação só choca uma vez; depois disso, o mascote mora no seu estábulo.",
  faqQuestionMounts: "Como um mascote vira montaria?",
  faqAnswerMounts:
    "Alimentando. Cada mascote adora a comida da sua cor e cresce mais rápido com ela. Quando a barra enche, ele vira uma montaria que você pode cavalgar. Uma sela transforma um mascote em montaria na hora.",
  faqQuestionSpecialPets: "Por que alguns mascotes não podem ser alimentados?",
  faqAnswerSpecialPets:
    "Mascotes especiais de eventos e os mascotes malucos chocados com poções excêntricas ficam mascotes para sempre. Poções mágicas só funcionam nos ovos comuns.",
  faqQuestionStable: "O que tem no estábulo?",
  faqAnswerStable:
    "Todos os mascotes e montarias do jogo: os que você tem, os que você poderia chocar agora mesmo e os que ainda faltam encontrar. É lá que você escolhe um mascote para seguir você e uma montaria para cavalgar.",
  faqQuestionRelease: "Posso começar minha coleção de novo?",
  faqAnswerRelease:
    "Quando todos os 90 mascotes ou montarias padrão forem seus, você pode libertá-los no estábulo por algumas gemas e colecioná-los de novo. Cada coleção completa rende uma conquista.",
  faqQuestionEquipment: "Como funcionam equipamentos e trajes?",
  faqAnswerEquipment:
    "O equipamento de batalha dá bônus de atributos. Um traje muda só a aparência, então você pode usar seu equipamento mais forte e ainda ficar do jeito que gosta. Equipamento da sua própria classe dá um bônus extra.",
  faqQuestionArmoire: "O que é o Armário Encantado?",
  faqAnswerArmoire:
    "Um armário que se abre quando você tem um conjunto completo do melhor equipamento de classe. Por 100 de ouro, ele dá uma peça aleatória de equipamento do armário, um pouco de comida ou um tanto de experiência.",
  faqQuestionGems: "Para que servem as gemas?",
  faqAnswerGems:
    "Gemas compram ovos, poções, missões, fundos e opções de avatar, e pagam a mudança de classe. Você pode comprá-las, ganhá-las de presente, ganhá-las em desafios ou, como assinante, trocá-las por ouro.",
  faqQuestionHourglasses: "O que são ampulhetas místicas?",
  faqAnswerHourglasses:
    "Assinantes recebem ampulhetas com o tempo. Os viajantes do tempo aceitam as ampulhetas em troca de conjuntos de itens de assinante antigos, mascotes e montarias especiais, fundos e missões.",
  faqQuestionSubscriptions: "O que os assinantes ganham?",
  faqAnswerSubscriptions:
    "Gemas por ouro todo mês, um conjunto de itens misteriosos mensal, ampulhetas, um limite maior de itens encontrados e um histórico de tarefas mais longo. A página de assinatura, em Configurações, mostra os planos.",
  faqQuestionQuests: "Como funcionam as missões?",
  faqAnswerQuests:
    "Missões são aventuras para o seu grupo. Comece uma com um pergaminho de missão; todos que aceitarem participam. Em missões de chefe, suas tarefas concluídas causam dano; em missões de coleta, elas encontram itens.",
  faqQuestionQuestScrolls: "Onde consigo pergaminhos de missão?",
  faqAnswerQuestScrolls:
    "A loja de missões vende por ouro ou gemas, alguns chegam quando você alcança os níveis 15, 30, 40 e 60, e outros vêm dos check-ins diários ou como recompensa de missões anteriores.",
  faqQuestionBosses: "Como os chefes contra-atacam?",
  faqAnswerBosses:
    "No fim de cada dia, cada Diária que um membro do grupo perdeu deixa o chefe atacar o grupo inteiro. Alguns chefes também acumulam fúria e depois usam um ataque especial. Mantenha suas Diárias em dia e seus amigos em segurança.",
  faqQuestionParty: "O que é um grupo?",
  faqAnswerParty:
    "Um pequeno time de até 30 jogadores que partem juntos em missões e se ajudam a manter o foco no chat do grupo.",
  faqQuestionPartySearch: "Como encontro um grupo?",
  faqAnswerPartySearch:
    "Marque na página do grupo que você está procurando um, e os líderes de grupo poderão convidar você. Você também pode criar o seu próprio grupo e convidar amigos pelo nome de usuário ou e-mail.",
  faqQuestionInvitations: "Como funcionam os convites?",
  faqAnswerInvitations:
    "Convites para grupos, guildas e missões aparecem no topo da sua tela. Aceite ou recuse por lá. Você pode fazer parte de um grupo e de quantas guildas quiser.",
  faqQuestionGuilds: "O que são guildas?",
  faqAnswerGuilds:
    "Guildas são comunidades em torno de um interesse, de exercícios a tricô. Entre em quantas quiser para conversar, trocar dicas e participar dos desafios delas.",
  faqQuestionTavern: "O que é a taverna?",
  faqAnswerTavern:
    "A taverna é o ponto de encontro do jogo, onde você pode descansar na pousada e ler as notícias dos eventos do mundo.",
  faqQuestionChallenges: "O que são desafios?",
  faqAnswerChallenges:
    "Um desafio é um conjunto de tarefas que alguém compartilha com uma guilda ou um grupo. Entre nele para adicionar essas tarefas à sua lista; quem criou pode escolher um vencedor, que recebe o prêmio em gemas.",
  faqQuestionGroupPlans: "O que é um plano de grupo?",
  faqAnswerGroupPlans:
    "Um plano pago que transforma um grupo em um quadro de tarefas compartilhado para uma família, turma ou equipe, com tarefas que você pode atribuir aos membros e aprovar quando forem feitas. Todos os membros ganham os benefícios de assinante.",
  faqQuestionGroupPlanTasks: "Como funcionam as tarefas compartilhadas num plano de grupo?",
  faqAnswerGroupPlanTasks:
    "Os gerentes criam tarefas no quadro do grupo e as atribuem a um ou mais membros. Uma tarefa pode exigir aprovação; nesse caso, o gerente confirma antes de a recompensa chegar.",
  faqQuestionMessages: "Posso mandar mensagens para outros jogadores?",
  faqAnswerMessages:
    "Pode, por mensagens privadas a partir do perfil de um jogador. Você pode bloquear alguém ou desligar de vez as mensagens privadas nas suas configurações.",
  faqQuestionAchievements: "Como funcionam as conquistas?",
  faqAnswerAchievements:
    "Conquistas marcam momentos importantes: sequências longas, dias perfeitos, coleções completas de mascotes, séries de missões terminadas e muito mais. Veja todas no seu perfil.",
  faqQuestionCustomizations: "Como mudo a aparência do meu herói?",
  faqAnswerCustomizations:
    "Abra a loja de personalizações. Tamanho do corpo, peles básicas, cabelo e camisas são de graça; conjuntos especiais custam gemas. Você pode experimentar qualquer opção antes de comprar.",
  faqQuestionBackgrounds: "De onde vêm os fundos?",
  faqAnswerBackgrounds:
    "Fundos novos chegam todo mês por gemas, os mais antigos voltam de tempos em tempos, os viajantes do tempo vendem alguns por ampulhetas e outros são recompensas de check-ins diários.",
  faqQuestionSeasonalEvents: "O que são eventos sazonais?",
  faqAnswerSeasonalEvents:
    "Quatro vezes por ano, um festival traz à loja sazonal equipamentos, feitiços, missões e visuais por tempo limitado. Eventos menores celebram feriados e o aniversário do jogo.",
  faqQuestionCheckIns: "O que são as recompensas de check-in?",
  faqAnswerCheckIns:
    "Cada dia em que você abre o jogo conta como um check-in. Ao atingir certos totais, você ganha equipamentos, poções, comida, ovos, missões e fundos, até o dia 500.",
  faqQuestionTransformation: "Alguém me transformou num boneco de neve! E agora?",
  faqAnswerTransformation:
    "Feitiços sazonais como as bolas de neve mudam sua aparência até o fim do dia. Se você preferir não esperar, o antídoto certo está na loja sazonal e custa um pouquinho de ouro.",
  faqQuestionDataExport: "Posso levar meus dados comigo?",
  faqAnswerDataExport:
    "Pode. Em Configurações → Dados do site, você baixa tudo em JSON e o seu histórico como planilha, e pode importar uma exportação do jogo de hábitos de código aberto.",
  faqQuestionApi: "Existe uma API?",
  faqAnswerApi:
    "Existe. Seu ID de usuário e seu token da API estão em Configurações → Dados do site. Guarde o token em segredo: ele funciona como uma senha.",
  faqQuestionPrivacy: "Quem pode ver minhas tarefas?",
  faqAnswerPrivacy:
    "Só você. Os outros veem seu avatar, nome, nível e conquistas, e as tarefas de desafios ou planos de grupo que você compartilha com eles.",
  faqQuestionReportBug: "Encontrei um bug. O que eu faço?",
  faqAnswerReportBug:
    "Conte para nós pela página de contato: o que você fez, o que esperava e o que aconteceu. Uma captura de tela ajuda muito.",
  faqQuestionTavernAndGuilds: "O que mudou na taverna e nas guildas?",
  faqAnswerTavernAndGuilds:
    "O chat da taverna e das guildas públicas foi reduzido para que possamos focar nos grupos e nos planos de grupo, onde as pessoas já se conhecem. O chat do seu grupo e as mensagens privadas funcionam como antes.",
  faqQuestionContentRelease: "Com que frequência chega conteúdo novo?",
  faqAnswerContentRelease:
    "Lançamos itens novos num ritmo mensal constante: fundos no começo do mês, missões de mascotes e pacotes no meio do mês e poções mágicas mais para o fim. Itens limitados voltam num rodízio, então perder um mês não é o fim do mundo.",
  faqQuestionSubscriptionChanges: "Os benefícios de assinante mudaram?",
  faqAnswerSubscriptionChanges:
    "Agora os assinantes ganham uma ampulheta logo de cara e mais gemas por ouro quanto mais tempo ficam. Os benefícios que você já ganhou continuam seus.",
};
