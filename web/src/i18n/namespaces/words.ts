import { defineText } from "../define";
import english from "../en/words.json";

export default defineText("words", english);
