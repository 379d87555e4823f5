import { defineText } from "../define";
import english from "../en/game.json";

export default defineText("game", english);
