/** This language's client catalogue: loaded as one chunk when the language is first spoken. */
import type { WebCatalogue } from "../../define";
import { game } from "../game";
import account from "./account";
import accountImport from "./accountImport";
import auth from "./auth";
import celebrations from "./celebrations";
import challenges from "./challenges";
import core from "./core";
import customize from "./customize";
import gameTexts from "./game";
import groupPlans from "./groupPlans";
import groups from "./groups";
import guildAdmin from "./guildAdmin";
import hall from "./hall";
import heroDialogs from "./heroDialogs";
import inventory from "./inventory";
import inviteLinks from "./inviteLinks";
import layout from "./layout";
import messages from "./messages";
import notifications from "./notifications";
import offline from "./offline";
import offlineReport from "./offlineReport";
import paymentMode from "./paymentMode";
import payments from "./payments";
import profile from "./profile";
import publicPages from "./public";
import settings from "./settings";
import shops from "./shops";
import siteData from "./siteData";
import staticPages from "./staticPages";
import startOver from "./startOver";
import taskEditor from "./taskEditor";
import taskList from "./taskList";
import titles from "./titles";
import words from "./words";

const catalogue: WebCatalogue = {
  namespaces: {
    account,
    accountImport,
    auth,
    celebrations,
    challenges,
    core,
    customize,
    game: gameTexts,
    groupPlans,
    groups,
    guildAdmin,
    hall,
    heroDialogs,
    inventory,
    inviteLinks,
    layout,
    messages,
    notifications,
    offline,
    offlineReport,
    paymentMode,
    payments,
    profile,
    public: publicPages,
    settings,
    shops,
    siteData,
    staticPages,
    startOver,
    taskEditor,
    taskList,
    titles,
    words,
  },
  game,
};

export default catalogue;
