import { defineText } from "../define";
import english from "../en/titles.json";

export default defineText("titles", english);
