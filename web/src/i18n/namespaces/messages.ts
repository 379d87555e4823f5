import { defineText } from "../define";
import english from "../en/messages.json";

export default defineText("messages", english);
