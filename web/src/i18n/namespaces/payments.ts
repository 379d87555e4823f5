import { defineText } from "../define";
import english from "../en/payments.json";

export default defineText("payments", english);
