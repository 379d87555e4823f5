import type text from "../../en/web/startOver";
import type { Translation } from "../../define";

export default {
  title: "Recomeçar do zero",
  text: "Recomeçar do zero leva seu herói de volta ao nível 1, sem ouro, experiência nem pontos de atributo, e apaga seus próprios hábitos, diárias, afazeres e recompensas. O equipamento comprado com ouro se perde; mascotes, montarias, itens, conquistas e o que você comprou com gemas continuam, assim como as tarefas de desafios e de grupos. Não dá para desfazer.",
  button: "Recomeçar do zero…",
  confirmTitle: "Recomeçar do zero no nível 1?",
  confirm: "Recomeçar",
  password: "Sua senha",
  noPassword: "Sua conta entra por meio de um provedor e não tem senha: o botão abaixo recomeça na hora.",
  done: "Sua conta recomeçou do zero.",
  failed: "Não foi possível recomeçar sua conta. Tente de novo.",
} satisfies Translation<typeof text>;
