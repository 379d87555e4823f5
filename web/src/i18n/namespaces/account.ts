import { defineText } from "../define";
import english from "../en/account.json";

export default defineText("account", english);
