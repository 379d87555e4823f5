import { defineText } from "../define";
import english from "../en/reminders.json";

export default defineText("reminders", english);
