import type { adminMessages } from "../../en/admin";

/** Mensagens das ferramentas da equipe: privilégios, bloqueios, suporte e moderação. */
export const adminMessagesPt: { [K in keyof typeof adminMessages]: string } = {
  noPrivAccess: "Você não tem os privilégios necessários para isso.",
  cannotChangeFullAccessAccount: "Só membros da equipe com acesso total podem alterar uma conta com acesso total.",
  onlyFullAccessGrantsPrivileges: "Só membros da equipe com acesso total podem conceder ou retirar privilégios.",
  ipAddressBlocked:
    "Não aceitamos requisições do seu endereço de rede. Se você acha que isso é um engano, escreva para o suporte.",
  paymentsBlocked:
    "Não é possível fazer pagamentos a partir desta conta ou endereço. Se você acha que isso é um engano, escreva para o suporte.",
  emailBlocked: "Esse endereço de e-mail não pode ser usado aqui. Use outro.",
  blockerNotFound: "Bloqueio não encontrado.",
  blockerExists: "Já existe um bloqueio idêntico.",
  blockerWouldLockYouOut: "Esse bloqueio recusaria o seu próprio endereço e deixaria você de fora.",
  blockerInvalidIp: "Um bloqueio de endereço precisa de um endereço IPv4 ou IPv6.",
  blockerInvalidEmail: "Um bloqueio de e-mail precisa de um endereço de e-mail ou de um domínio como example.com.",
  userIdentifierRequired: "Digite um ID de usuário, nome de usuário ou endereço de e-mail para buscar.",
  heroUpdated: "A conta do jogador foi atualizada.",
  invalidItemPath: "“{path}” não é um item que um jogador possa ter.",
  invalidItemValue: "“{value}” não é uma quantidade válida para “{path}”.",
  cannotSuspendYourself: "Você não pode suspender a sua própria conta.",
  cannotRemoveOwnFullAccess: "Você não pode tirar o acesso total de si mesmo.",
  newLeaderNotMember: "O novo líder precisa ser membro do grupo.",
  tavernNotEditable: "As configurações da taverna não podem ser alteradas aqui.",
  chatRevokedForAuthor: "O autor não pode mais postar na taverna nem nas guildas.",
  systemMessageHasNoAuthor: "Essa mensagem foi escrita pelo próprio jogo: ela não tem autor.",
  flagsCleared: "As denúncias desta mensagem foram limpas.",
  messageDeletedByStaff: "A mensagem foi excluída.",
};
