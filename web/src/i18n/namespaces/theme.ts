import { defineText } from "../define";
import english from "../en/theme.json";

export default defineText("theme", english);
