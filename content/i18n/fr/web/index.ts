/** This language's client catalogue: loaded as one chunk when the language is first spoken. */
import type { WebCatalogue } from "../../define";
import { game } from "../game";

const catalogue: WebCatalogue = {
  namespaces: {},
  game,
};

export default catalogue;
