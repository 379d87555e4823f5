/** Os limites dos poderes da equipe e os bloqueios de faixas de endereços. */
export const staffPowerMessages: Record<string, string> = {
  staffCannotChangeOwnAccount:
    "As ferramentas da equipe não podem ser usadas na sua própria conta. Outro membro da equipe com acesso total pode fazer a alteração.",
  onlyFullAccessActsOnStaff:
    "Só a equipe com acesso total pode suspender, silenciar ou tirar o chat de outro membro da equipe, ou dar a ele novas credenciais.",
  cannotReviewOwnReports: "As denúncias sobre algo que você escreveu são revisadas por outro moderador.",
  blockerInvalidAddress:
    "Um bloqueio de endereço precisa de um endereço IPv4 ou IPv6, ou de uma faixa como 203.0.113.0/24 ou 2001:db8:1:2::/64.",
  blockerRangeTooWide:
    "Essa faixa é ampla demais: uma faixa IPv4 pode ser no máximo um /{ipv4}, e uma IPv6 no máximo um /{ipv6}.",
  cannotRedeemOwnCode: "Os códigos promocionais que você criou são para os outros: você não pode resgatá-los.",
  staffCannotChooseThemselves:
    "Os poderes da equipe não podem tornar você líder nem vencedor: outro membro da equipe precisa fazer isso.",
};
