import { defineText } from "../define";
import english from "../en/siteData.json";

export default defineText("siteData", english);
