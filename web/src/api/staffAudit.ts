/** The staff-wide audit log (full access only), newest first, filtered and paged by cursor. */
import type { AuditEntry } from "./admin";
import { api } from "./client";

export interface AuditFilters {
  /** A staff member's username or id. */
  actor?: string;
  action?: string;
  targetType?: string;
  targetId?: string;
}

export interface AuditPage {
  entries: AuditEntry[];
  /** The `before` of the next older page, or null at the oldest entry. */
  next: number | null;
}

export const getStaffAudit = (filters: AuditFilters, before?: number) =>
  api.get<AuditPage>("/admin/audit", { query: { ...filters, before } });
