import { defineText } from "../define";
import english from "../en/settings.json";

export default defineText("settings", english);
