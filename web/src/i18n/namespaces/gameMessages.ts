import { defineText } from "../define";
import english from "../en/gameMessages.json";

export default defineText("gameMessages", english);
