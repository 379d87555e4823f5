import { defineText } from "../define";
import english from "../en/welcome.json";

export default defineText("welcome", english);
