import { defineText } from "../define";
import english from "../en/inventory.json";

export default defineText("inventory", english);
