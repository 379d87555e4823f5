import { defineText } from "../define";
import english from "../en/notifications.json";

export default defineText("notifications", english);
