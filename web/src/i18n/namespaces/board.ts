import { defineText } from "../define";
import english from "../en/board.json";

export default defineText("board", english);
