/** O que protege uma conta (en/accounts.ts): verificações de senha, nomes de exibição, endereços confirmados. */
export const accountMessages: Record<string, string> = {
  passwordChecksPaused:
    "Senhas erradas demais para esta conta. Tente de novo em {seconds, plural, one {# segundo} other {# segundos}} ou peça por e-mail um link para criar uma senha nova.",
  displayNameHiddenCharacters:
    "Um nome de exibição não pode ter caracteres invisíveis nem caracteres que mudam a direção do texto.",
  displayNameReserved:
    "Esse nome de exibição é reservado para a equipe do jogo e para as mensagens dele. Escolha outro, por favor.",
  socialEmailUnverified:
    "O {network} não confirmou que {email} é o seu endereço, então não dá para criar uma conta com ele. Confirme o endereço no {network} primeiro ou cadastre-se com um endereço de e-mail e uma senha.",
};
