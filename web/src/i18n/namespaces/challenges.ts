import { defineText } from "../define";
import english from "../en/challenges.json";

export default defineText("challenges", english);
