import { defineText } from "../define";
import english from "../en/startOver.json";

export default defineText("startOver", english);
