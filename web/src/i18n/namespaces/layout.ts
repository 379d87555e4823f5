import { defineText } from "../define";
import english from "../en/layout.json";

export default defineText("layout", english);
