/** This language's client catalogue: loaded as one chunk when the language is first spoken. */
import type { WebCatalogue } from "../../define";
import { game } from "../game";
import auth from "./auth";
import core from "./core";
import customize from "./customize";
import gameTexts from "./game";
import hall from "./hall";
import layout from "./layout";
import messages from "./messages";
import words from "./words";

const catalogue: WebCatalogue = {
  namespaces: {
    auth,
    core,
    customize,
    game: gameTexts,
    hall,
    layout,
    messages,
    words,
  },
  game,
};

export default catalogue;
