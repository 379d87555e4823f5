import { defineText } from "../define";
import english from "../en/offline.json";

export default defineText("offline", english);
