export {
  api,
  ApiError,
  isApiError,
  onEnvelope,
  onApiError,
  request,
  requestEnvelope,
  API_BASE,
  CLIENT_ID,
} from "./client";
export type { ParamError, SuccessEnvelope, ErrorEnvelope } from "./client";
export * as authApi from "./auth";
export * as userApi from "./user";
export * as tasksApi from "./tasks";
export * as tagsApi from "./tags";
export * as notificationsApi from "./notifications";
