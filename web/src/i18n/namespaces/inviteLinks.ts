import { defineText } from "../define";
import english from "../en/inviteLinks.json";

export default defineText("inviteLinks", english);
