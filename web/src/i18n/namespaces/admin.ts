import { defineText } from "../define";
import english from "../en/admin.json";

export default defineText("admin", english);
