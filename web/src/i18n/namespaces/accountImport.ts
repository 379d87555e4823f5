import { defineText } from "../define";
import english from "../en/accountImport.json";

export default defineText("accountImport", english);
