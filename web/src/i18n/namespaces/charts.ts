import { defineText } from "../define";
import english from "../en/charts.json";

export default defineText("charts", english);
