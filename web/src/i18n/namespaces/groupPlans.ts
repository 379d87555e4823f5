import { defineText } from "../define";
import english from "../en/groupPlans.json";

export default defineText("groupPlans", english);
