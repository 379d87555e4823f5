import { defineText } from "../define";
import english from "../en/celebrations.json";

export default defineText("celebrations", english);
