/** This language's client catalogue: loaded as one chunk when the language is first spoken. */
import type { WebCatalogue } from "../../define";
import { game } from "../game";
import auth from "./auth";
import core from "./core";
import gameTexts from "./game";
import hall from "./hall";
import heroDialogs from "./heroDialogs";
import layout from "./layout";
import messages from "./messages";
import words from "./words";

const catalogue: WebCatalogue = {
  namespaces: {
    auth,
    core,
    game: gameTexts,
    hall,
    heroDialogs,
    layout,
    messages,
    words,
  },
  game,
};

export default catalogue;
