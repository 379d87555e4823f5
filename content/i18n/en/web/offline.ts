/** Playing without a connection: what waits on the device, what needs the server, what happened once the connection returned. */
import { defineText } from "../../define";

export default defineText("offline", {
  pendingTitle: "Kept on this device until the connection returns",
  pending: "Waiting to be sent",
  needsServer: "You are offline: {action} needs the server. It will be possible again once you are back online.",
  updateReady:
    "A new version of Habitforge is ready. Reload to update; until then this page keeps the version it started with.",
  reload: "Reload to update",
  doingBuyGems: "buying gems",
  doingSendMessage: "sending a message",
  doingBuy: "buying",
  doingJoinParty: "joining a party",
  nothingChanged:
    "You are offline, and that needs the server: nothing was changed. Try again once you are back online.",
});
