import { defineText } from "../define";
import english from "../en/classChooser.json";

export default defineText("classChooser", english);
