import { defineText } from "../define";
import english from "../en/signUpInvite.json";

export default defineText("signUpInvite", english);
