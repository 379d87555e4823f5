/** This language's client catalogue: loaded as one chunk when the language is first spoken. */
import type { WebCatalogue } from "../../define";
import { game } from "../game";
import auth from "./auth";
import core from "./core";
import heroDialogs from "./heroDialogs";
import layout from "./layout";
import notifications from "./notifications";
import public from "./public";
import staticPages from "./staticPages";
import taskEditor from "./taskEditor";
import taskList from "./taskList";
import titles from "./titles";
import words from "./words";

const catalogue: WebCatalogue = {
  namespaces: {
    auth,
    core,
    heroDialogs,
    layout,
    notifications,
    public,
    staticPages,
    taskEditor,
    taskList,
    titles,
    words,
  },
  game,
};

export default catalogue;
