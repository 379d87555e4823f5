import { defineText } from "../define";
import english from "../en/guildAdmin.json";

export default defineText("guildAdmin", english);
