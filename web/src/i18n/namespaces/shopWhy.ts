import { defineText } from "../define";
import english from "../en/shopWhy.json";

export default defineText("shopWhy", english);
