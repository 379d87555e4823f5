import { defineText } from "../define";
import english from "../en/problems.json";

export default defineText("problems", english);
