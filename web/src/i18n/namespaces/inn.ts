import { defineText } from "../define";
import english from "../en/inn.json";

export default defineText("inn", english);
