import { defineText } from "../define";
import english from "../en/auth.json";

export default defineText("auth", english);
