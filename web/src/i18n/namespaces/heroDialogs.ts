import { defineText } from "../define";
import english from "../en/heroDialogs.json";

export default defineText("heroDialogs", english);
