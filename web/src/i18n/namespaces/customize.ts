import { defineText } from "../define";
import english from "../en/customize.json";

export default defineText("customize", english);
