/** The staff-wide audit log (full access only), newest first, filtered and paged by cursor. */
import type { AuditPage } from "../../../worker/api-types/admin";
import { api } from "./client";

export type { AuditPage };

export interface AuditFilters {
  /** A staff member's username or id. */
  actor?: string;
  action?: string;
  targetType?: string;
  targetId?: string;
}

export const getStaffAudit = (filters: AuditFilters, before?: number) =>
  api.get<AuditPage>("/admin/audit", { query: { ...filters, before } });
