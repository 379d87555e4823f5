import { defineText } from "../define";
import english from "../en/taskList.json";

export default defineText("taskList", english);
