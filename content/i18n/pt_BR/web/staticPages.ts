import type text from "../../en/web/staticPages";
import type { Translation } from "../../define";

export default {
  featuresTitle: "Recursos",
  featuresLead: "Tudo o que o Habitforge faz para ajudar você a seguir em frente.",
  featuresH1: "Quatro tipos de tarefa",
  featuresP1:
    "Hábitos para coisas que você faz quantas vezes quiser, Diárias para rotinas com agenda, Afazeres para tarefas únicas e recompensas que você mesmo escolhe. Listas de verificação, prazos, etiquetas e repetições vêm junto.",
  featuresH2: "Um herói que cresce com você",
  featuresP2:
    "Cada tarefa concluída dá experiência e ouro. Suba de nível, escolha uma classe no nível 10, distribua pontos de atributo e aprenda habilidades que ajudam você e seus amigos.",
  featuresH3: "Mascotes, montarias e equipamentos",
  featuresP3:
    "Ovos, poções e comida caem enquanto você trabalha. Choque mais de cem tipos de mascote, crie-os até virarem montarias e vista seu herói com equipamentos de cinco lojas.",
  featuresH4: "Amigos que te mantêm na linha",
  featuresP4:
    "Entre em um grupo para enfrentar chefões juntos: suas tarefas concluídas ferem o chefão, e as Diárias perdidas de todo mundo ferem o grupo. Guildas e desafios reúnem pessoas com os mesmos objetivos.",
  featuresH5: "Planos de grupo",
  featuresP5:
    "Famílias, turmas e equipes podem compartilhar um quadro de tarefas, distribuir tarefas e aprová-las quando estiverem prontas.",
  featuresH6: "Seus dados, do seu jeito",
  featuresP6:
    "Exporte tudo quando quiser, use a API nas suas próprias ferramentas e importe suas tarefas do jogo de hábitos de código aberto.",
  overviewTitle: "Visão geral",
  overviewLead: "Primeira vez aqui? Um tour rápido de como o jogo funciona.",
  overviewH1: "1. Anote o que importa",
  overviewP1:
    "Adicione alguns hábitos que você quer criar ou largar, as Diárias da sua rotina e os Afazeres que estão na sua cabeça. Comece pequeno: três de cada já é bastante.",
  overviewH2: "2. Marque o que fez",
  overviewP2:
    "Toda vez que fizer algo, marque. Seu herói ganha experiência e ouro. Perdeu uma Diária? Você perde um pouco de vida no fim do dia.",
  overviewH3: "3. Dê um mimo a você",
  overviewP3: "Gaste ouro com as recompensas que você criou, ou com equipamentos e o Armário Encantado no mercado.",
  overviewH4: "4. Colecione e explore",
  overviewP4:
    "Choque mascotes com os ovos e poções que encontrar, crie montarias, ganhe conquistas e entre em um grupo para fazer missões.",
  communityGuidelinesTitle: "Diretrizes da comunidade",
  communityGuidelinesLead: "O Habitforge é um lugar para um incentivar o outro. Estas regras mantêm as coisas assim.",
  communityGuidelinesH1: "Seja gentil",
  communityGuidelinesP1:
    "Trate todo mundo com respeito. Nada de insultos, assédio, ameaças, discurso de ódio ou discriminação de qualquer tipo.",
  communityGuidelinesH2: "Mantenha tudo adequado para todos",
  communityGuidelinesP2:
    "Jogadores de várias idades e origens se encontram aqui. Mantenha a linguagem e as imagens livres de conteúdo explícito, violento ou de ódio.",
  communityGuidelinesH3: "Nada de spam ou vendas",
  communityGuidelinesP3:
    "Não faça propaganda, não peça gemas, não mande correntes nem poste a mesma coisa várias vezes.",
  communityGuidelinesH4: "Proteja a privacidade",
  communityGuidelinesP4:
    "Nunca compartilhe dados pessoais de outra pessoa, e pense duas vezes antes de compartilhar os seus.",
  communityGuidelinesH5: "Denuncie, não brigue",
  communityGuidelinesP5:
    "Se algo quebrar estas regras, denuncie e deixe os moderadores cuidarem disso. Os moderadores podem ocultar mensagens, silenciar o chat ou encerrar contas que quebrem as regras.",
  contactTitle: "Fale conosco",
  contactLead: "Lemos todas as mensagens.",
  contactH1: "Dúvidas e problemas",
  contactH2: "Relatar um bug",
  contactP1:
    "Conte o que você fez, o que esperava e o que aconteceu em vez disso. Capturas de tela e o nome do seu navegador ajudam muito.",
  contactH3: "Imprensa e parcerias",
  pressKitTitle: "Kit de imprensa",
  pressKitLead: "Fatos e imagens para escrever sobre o Habitforge.",
  pressKitH1: "Em uma frase",
  pressKitP1:
    "O Habitforge é um rastreador de hábitos e lista de tarefas gratuito que transforma seus objetivos em um RPG para jogar sozinho ou com amigos.",
  pressKitH2: "Fatos principais",
  pressKitItem1: "Roda em qualquer navegador moderno, em celulares e computadores.",
  pressKitItem2: "Gratuito para jogar; assinaturas e gemas opcionais ajudam a manter o jogo.",
  pressKitItem3: "API aberta e exportação completa de dados.",
  pressKitH3: "Imagens",
  plansTitle: "Planos",
  plansLead: "Jogue de graça por quanto tempo quiser. Assine se quiser mais.",
  plansH1: "Grátis",
  plansP1: "Todos os tipos de tarefa, níveis, classes, mascotes, montarias, missões, grupos e guildas.",
  plansH2: "Assinante",
  plansH3: "Plano de grupo",
  groupPlansTitle: "Planos de grupo",
  groupPlansLead: "Um quadro de tarefas para sua casa, turma ou equipe.",
  groupPlansH1: "Divida o trabalho",
  groupPlansP1:
    "Crie tarefas num quadro compartilhado e atribua a uma ou várias pessoas. Todo mundo vê o que falta fazer.",
  groupPlansH2: "Aprove quando estiver pronto",
  groupPlansP2:
    "As tarefas podem pedir aprovação, para que um responsável, professor ou líder de equipe confirme o trabalho antes de a recompensa ser paga.",
  groupPlansH3: "Vantagens para todos",
  groupPlansP3: "Cada membro recebe os benefícios de uma assinatura enquanto estiver no grupo.",
  groupPlansH4: "Preços",
  termsTitle: "Termos de serviço",
  termsH1: "Usando o Habitforge",
  termsP1:
    "Você pode usar o Habitforge se tiver idade suficiente para aceitar estes termos onde mora, ou com a permissão de um responsável. Guarde bem sua senha; você é responsável pelo que acontece na sua conta.",
  termsH2: "Seu conteúdo",
  termsP2:
    "Tarefas, mensagens e textos do perfil continuam sendo seus. Você nos dá permissão para armazená-los e exibi-los conforme o serviço precisar. O conteúdo que você publica em grupos deve seguir as diretrizes da comunidade.",
  termsH3: "Compras",
  termsP3:
    "Gemas, assinaturas e planos de grupo pagam pelo serviço. Itens virtuais não têm valor em dinheiro e não podem ser trocados por dinheiro. As assinaturas se renovam até você cancelá-las.",
  termsH4: "Encerramento",
  termsP4:
    "Você pode excluir sua conta a qualquer momento nas Configurações. Podemos suspender contas que violem estes termos ou as diretrizes da comunidade.",
  termsH5: "Sem garantias",
  termsP5:
    "Nos esforçamos para manter o Habitforge funcionando, mas ele é oferecido como está, e não nos responsabilizamos por perdas além do que a lei exige.",
  privacyTitle: "Política de privacidade",
  privacyH1: "O que guardamos",
  privacyP1:
    "Seu nome de usuário, endereço de e-mail, uma forma embaralhada da sua senha, suas tarefas, seu progresso no jogo e as mensagens que você envia. Não vendemos nada disso.",
  privacyH2: "Por quê",
  privacyP2:
    "Para rodar o jogo, manter sua conta segura, responder às suas dúvidas e, se você concordar, enviar os e-mails que você escolheu nas Configurações.",
  privacyH3: "Quem vê",
  privacyP3:
    "Suas tarefas são privadas. Os outros veem seu perfil público: nome, avatar, nível e conquistas. Os provedores de pagamento cuidam dos dados do cartão; nós nunca os vemos.",
  privacyH4: "Seus direitos",
  privacyP4:
    "Baixe todos os seus dados ou exclua sua conta a qualquer momento nas Configurações. Escreva para nós pela página de contato com qualquer dúvida.",
  privacyH5: "Seu navegador",
  privacyP5:
    "Guardamos seu login no armazenamento local do navegador e alguns indicadores de sessão. Nenhum rastreador de publicidade.",
  attributionsTitle: "Créditos das imagens",
  attributionsLead: "Os artistas cujo trabalho deixa o jogo bonito.",
  attributionsH1: "Imagens dos itens",
  updated: "Última atualização: 20 de novembro de 2026.",
  overviewQuestions: "Dúvidas? As {faq} têm respostas.",
  faqLink: "perguntas frequentes",
  contactAnswers:
    "A maioria das respostas está nas {faq}. Se a sua não estiver, escreva para {email} com seu nome de usuário e o que aconteceu.",
  contactPress: "Escreva para {email} e veja nosso {pressKit}.",
  pressKitLink: "kit de imprensa",
  creditsLink: "créditos das imagens",
  pressKitPixelArt:
    "O herói, o equipamento, os mascotes, as montarias e os cenários são pixel art nossa; ovos, poções, comida, missões e habilidades usam ícones do game-icons.net sob uma licença Creative Commons. Veja os {credits} e, por favor, dê crédito aos artistas quando usar os ícones deles.",
  attributionsIconList:
    "As imagens de ovos, poções de eclosão, comida, missões, pacotes, conquistas e habilidades são ícones do {site}, feitos por {artists} e pelos outros artistas listados no site.",
  attributionsPixelTitle: "O herói, o equipamento, os mascotes, as montarias e os cenários",
  attributionsPixelText:
    "O herói e tudo o que é desenhado nele (corpo, pele, cabelo, barbas, flores, cada peça de equipamento, cadeiras), os mascotes e as montarias, e os cenários de fundo são pixel art nossa, feita para este jogo. Tudo é desenhado pelo nosso código a partir dos dados do próprio jogo: o espaço, a classe e o conjunto de um item definem sua forma e suas cores, e as palavras de lugar e de clima de um cenário definem a cena.",
  plansSubscriber:
    "A partir de {monthly} por mês, ou {yearly} por ano: compre gemas com ouro, um conjunto de itens misteriosos todo mês, ampulhetas místicas, um limite maior de itens encontrados e um histórico mais longo.",
  plansGroup:
    "{monthly} por mês para o dono do grupo, mais {member} para cada membro a mais: um quadro de tarefas compartilhado e vantagens de assinante para todos. {learnMore}.",
  learnMore: "Saiba mais",
  groupPlansPricing:
    "{monthly} por mês, que cobre o dono e os primeiros membros, mais uma pequena taxa por membro extra. Cancele quando quiser pela página de cobrança do grupo.",
  attributionsLicence:
    "Eles são compartilhados sob a licença {licence}. Nós os colorimos por cor, classe e estação e mudamos seu tamanho; as formas continuam as mesmas.",
  reviewTitle: "{title}: revisão",
  reviewNotice:
    "Este é o texto que planejamos publicar. Leia e nos diga pela página de contato se algo não estiver claro.",
} satisfies Translation<typeof text>;
