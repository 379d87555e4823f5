import { defineText } from "../define";
import english from "../en/bosses.json";

export default defineText("bosses", english);
