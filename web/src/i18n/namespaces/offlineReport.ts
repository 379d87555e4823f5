import { defineText } from "../define";
import english from "../en/offlineReport.json";

export default defineText("offlineReport", english);
