import { defineText } from "../define";
import english from "../en/paymentMode.json";

export default defineText("paymentMode", english);
