import { defineText } from "../define";
import english from "../en/hall.json";

export default defineText("hall", english);
