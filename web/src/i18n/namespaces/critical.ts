import { defineText } from "../define";
import english from "../en/critical.json";

export default defineText("critical", english);
