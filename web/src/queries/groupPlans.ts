/**
 * Group plans: the player's plans, a plan's billing, and what the plan pages read of its group:
 * the group, its members, its task board and the approvals waiting for its managers.
 */
import { queryOptions } from "@tanstack/react-query";
import { getGroup, groupApprovals, groupMembers, groupTasks } from "../api/challenges";
import { listGroupPlans } from "../api/groups";
import { groupPlanBilling } from "../api/payments";
import { groupKeys } from "./groups";
import { taskKeys } from "./tasks";

export const groupPlanKeys = {
  plans: ["group-plans"] as const,
  billing: (groupId: string) => ["group-plan-billing", groupId] as const,
  approvals: (groupId: string) => ["approvals", groupId] as const,
};

export const groupPlansQuery = () => queryOptions({ queryKey: groupPlanKeys.plans, queryFn: listGroupPlans });

export const groupPlanBillingQuery = (groupId: string) =>
  queryOptions({ queryKey: groupPlanKeys.billing(groupId), queryFn: () => groupPlanBilling(groupId), retry: false });

export const planGroupQuery = (groupId: string) =>
  queryOptions({ queryKey: groupKeys.planGroup(groupId), queryFn: () => getGroup(groupId) });

export const planMembersQuery = (groupId: string) =>
  queryOptions({ queryKey: groupKeys.planMembers(groupId), queryFn: () => groupMembers(groupId) });

export const groupTasksQuery = (groupId: string) =>
  queryOptions({ queryKey: taskKeys.group(groupId), queryFn: () => groupTasks(groupId) });

export const approvalsQuery = (groupId: string) =>
  queryOptions({ queryKey: groupPlanKeys.approvals(groupId), queryFn: () => groupApprovals(groupId) });
