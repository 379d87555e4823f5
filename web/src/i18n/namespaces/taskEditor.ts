import { defineText } from "../define";
import english from "../en/taskEditor.json";

export default defineText("taskEditor", english);
