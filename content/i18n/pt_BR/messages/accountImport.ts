/** Trazer uma conta do jogo original (Habitica): a importação verificada e a de um arquivo de dados (en/accountImport.ts). */
export const accountImportMessages: Record<string, string> = {
  importNotAnAccount: "Isto não é uma exportação de dados de uma conta: nenhuma conta foi encontrada nela.",
  originalAccountImported: "Sua conta chegou do Habitica.",
  dataFileImported: "Seu arquivo de dados foi importado.",
  originalImportUnavailable: "Trazer uma conta do Habitica não está configurado neste servidor.",
  originalUnreachable: "Não foi possível falar com o Habitica agora. Nada foi alterado; tente de novo mais tarde.",
  originalBusy: "O Habitica pediu para irmos mais devagar. Nada foi alterado; tente de novo daqui a um minuto.",
  originalBadAnswer: "Não foi possível ler a resposta do Habitica. Nada foi alterado; tente de novo mais tarde.",
  originalCredentialsRefused:
    "O Habitica não aceitou este ID de usuário e este token de API. Copie os dois de novo da seção API das suas configurações no Habitica.",
  originalCredentialsInvalid:
    "Digite o ID de usuário e o token de API exatamente como o Habitica mostra: cada um tem 36 caracteres, como 1a2b3c4d-5e6f-7a8b-9c0d-1e2f3a4b5c6d.",
  originalAlreadyImported: "Esta conta do Habitica já foi trazida para este servidor. Uma conta só pode vir uma vez.",
  itemsNeedVerifiedImport:
    "Itens de um arquivo não podem ser verificados, por isso aqui eles não são trazidos de arquivos. Traga sua conta do Habitica com seu ID de usuário e seu token de API.",
};
