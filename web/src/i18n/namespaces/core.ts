import { defineText } from "../define";
import english from "../en/core.json";

export default defineText("core", english);
