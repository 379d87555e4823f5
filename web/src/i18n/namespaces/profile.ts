import { defineText } from "../define";
import english from "../en/profile.json";

export default defineText("profile", english);
