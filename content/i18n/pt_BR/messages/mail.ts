/** Os e-mails do jogo (en/mail.ts): nova senha, endereço alterado, convites, presentes. */
export const mailMessagesPt: Record<string, string> = {
  mailHello: "Olá, {name}!",
  mailHelloPlain: "Olá!",
  mailTurnOff: "Você pode desativar estes e-mails nas Configurações, em Notificações.",
  mailResetSubject: "Crie uma nova senha do {product}",
  mailResetText:
    "Alguém, esperamos que você, pediu para criar uma nova senha para sua conta do {product}. Abra o link abaixo em até {minutes} minutos para escolhê-la.",
  mailResetTextNoPassword:
    "Alguém, esperamos que você, pediu para criar uma senha para sua conta do {product}, na qual até agora você entrava por um provedor de login. Abra o link abaixo em até {minutes} minutos para escolher uma.",
  mailResetButton: "Escolher uma nova senha",
  mailResetFooter:
    "O link só funciona uma vez. Se você não pediu isso, pode ignorar este e-mail: nada muda enquanto o link não for usado.",
  mailEmailChangedSubject: "O e-mail da sua conta do {product} foi alterado",
  mailEmailChangedText:
    "Em {when}, o endereço de e-mail da sua conta do {product} foi alterado de {old} para {new}. Os e-mails sobre a conta, como os links para redefinir a senha, agora vão para o novo endereço.",
  mailEmailChangedYou: "Se foi você quem fez essa alteração, não precisa fazer mais nada.",
  mailEmailChangedNotYou:
    "Se não foi, talvez outra pessoa saiba sua senha. Avise imediatamente quem administra este servidor do {product}, para que possam devolver a conta a você.",
  mailInviteSubjectParty: "{inviter} convidou você para um grupo no {product}",
  mailInviteSubjectGuild: "{inviter} convidou você para uma guilda no {product}",
  mailInvitePlayerParty:
    "{inviter} convidou você para entrar no grupo {group} no {product}. Entre na sua conta para aceitar ou recusar o convite.",
  mailInvitePlayerGuild:
    "{inviter} convidou você para entrar na guilda {group} no {product}. Entre na sua conta para aceitar ou recusar o convite.",
  mailInviteSee: "Ver o convite",
  mailInviteNewParty:
    "{inviter} convidou você para entrar no grupo {group} no {product}, um rastreador de hábitos jogado como um RPG: seus Hábitos, Diárias e Afazeres rendem experiência, ouro e equipamento para o seu herói, e um grupo enfrenta monstros junto cumprindo suas tarefas.",
  mailInviteNewGuild:
    "{inviter} convidou você para entrar na guilda {group} no {product}, um rastreador de hábitos jogado como um RPG: seus Hábitos, Diárias e Afazeres rendem experiência, ouro e equipamento para o seu herói, e um grupo enfrenta monstros junto cumprindo suas tarefas.",
  mailInviteCreate: "Crie sua conta grátis pelo link abaixo, e o convite vai estar esperando por você.",
  mailInviteAccept: "Aceitar e se cadastrar",
  mailInviteLifetime: "O link vale por {days} dias. Se você não conhece {inviter}, pode ignorar este e-mail.",
  mailGiftGems: "{count, plural, one {# gema} many {# gemas} other {# gemas}}",
  mailGiftSubscription:
    "{months, plural, one {uma assinatura de # mês} many {uma assinatura de # meses} other {uma assinatura de # meses}}",
  mailGiftSent: "{from} enviou {gift} para você no {product}. Já está na sua conta.",
  mailGiftMessage: "A mensagem que veio junto:\n{message}",
  mailGiftOpen: "Abrir o {product}",
  mailGiftSubject: "{from} enviou um presente para você no {product}",
};
