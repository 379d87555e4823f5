import { defineText } from "../define";
import english from "../en/staticPages.json";

export default defineText("staticPages", english);
