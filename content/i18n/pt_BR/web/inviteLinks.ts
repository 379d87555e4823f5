import type text from "../../en/web/inviteLinks";
import type { Translation } from "../../define";

export default {
  title: "Links de convite compartilhados",
  intro:
    "Um link compartilhado convida todo mundo que se cadastrar com ele, até acabarem os usos ou ele expirar. Publique-o só onde todos que o virem forem bem-vindos, e revogue-o assim que ele tiver cumprido seu papel.",
  uses: "Usos",
  days: "Válido por (dias)",
  create: "Criar link",
  created: "Seu link compartilhado está pronto para copiar.",
  loading: "Carregando os links compartilhados…",
  loadFailed: "Não foi possível carregar os links compartilhados.",
  none: "Nenhum link compartilhado no momento.",
  linkLabel: "Link compartilhado {number}",
  usesLeft: "{left, plural, =0 {Nenhum uso restante} one {# uso restante} other {# usos restantes}} de {max}",
  expires: "Expira em {date}",
  copy: "Copiar o link compartilhado {number}",
  revoke: "Revogar",
  revokeLabel: "Revogar o link compartilhado {number}",
  revoked: "O link foi revogado: ele não convida mais ninguém.",
} satisfies Translation<typeof text>;
