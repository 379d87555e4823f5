/** The player's completed to-dos (kept apart from the open tasks; read when a screen shows them). */
import { queryOptions } from "@tanstack/react-query";
import { getCompletedTodos } from "../api/tasks";

export const completedTodosQuery = () =>
  queryOptions({ queryKey: ["tasks", "completedTodos"], queryFn: getCompletedTodos });
