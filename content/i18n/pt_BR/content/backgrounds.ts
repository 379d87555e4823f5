/** Textos dos fundos e dos conjuntos de fundos. */
import { backgrounds, backgroundSets } from "../../../data/backgrounds";
import { MONTH_NAMES_PT, nameFromKey } from "./words";

const SPECIAL_SET_NAMES: Record<string, string> = {
  timeTravelBackgrounds: "Fundos da Viagem no Tempo",
  eventBackgrounds: "Fundos de Eventos",
  incentiveBackgrounds: "Fundos de Cor Lisa",
};

const SPECIAL_NAMES: Record<string, string> = {
  violet: "Violeta",
  blue: "Azul",
  green: "Verde",
  purple: "Roxo",
  red: "Vermelho",
  yellow: "Amarelo",
  airship: "Convés do Dirigível",
  clocktower: "Torre do Relógio",
  steamworks: "Oficina a Vapor",
  birthday_bash: "Festança de Aniversário",
};

export const backgroundMessagesPt: Record<string, string> = {
  ...Object.fromEntries(
    Object.values(backgrounds).flatMap((background) => {
      const name = SPECIAL_NAMES[background.key] ?? nameFromKey(background.key);
      const notes =
        background.currency === "loginIncentive"
          ? `Um fundo tranquilo de cor ${name.toLowerCase()}, ganho fazendo check-in.`
          : background.currency === "hourglasses"
            ? `Um fundo “${name}” trazido de volta pelos viajantes do tempo.`
            : `Coloque seu avatar no cenário “${name}”.`;
      return [
        [background.text, name],
        [background.notes, notes],
      ];
    }),
  ),
  ...Object.fromEntries(
    backgroundSets.map((set) => [
      set.text,
      SPECIAL_SET_NAMES[set.key] ??
        `Fundos de ${MONTH_NAMES_PT[(set.released?.month ?? 1) - 1]} de ${set.released?.year}`,
    ]),
  ),
};
