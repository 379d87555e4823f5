import { defineText } from "../define";
import english from "../en/public.json";

export default defineText("public", english);
