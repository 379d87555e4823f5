export { api, ApiError, isApiError, onEnvelope, request, requestEnvelope, API_BASE, CLIENT_ID } from "./client";
export type { ParamError, SuccessEnvelope, ErrorEnvelope } from "./client";
export * as authApi from "./auth";
export * as userApi from "./user";
export * as tasksApi from "./tasks";
