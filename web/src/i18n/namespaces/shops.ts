import { defineText } from "../define";
import english from "../en/shops.json";

export default defineText("shops", english);
