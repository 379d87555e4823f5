import { defineText } from "../define";
import english from "../en/groups.json";

export default defineText("groups", english);
