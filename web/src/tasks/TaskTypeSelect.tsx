import type { Task } from "../../../content/rules/types";
import { COLUMNS } from "./columns";
import text from "../i18n/namespaces/taskList";
import { useT } from "../i18n";

/** The labelled choice of a new task's type, as the shared task forms ask for it. */
export function TaskTypeSelect({
  id,
  value,
  onChange,
}: {
  id: string;
  value: Task["type"];
  onChange: (type: Task["type"]) => void;
}) {
  const t = useT(text);
  return (
    <div className="field">
      <label htmlFor={id}>{t("type")}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as Task["type"])}>
        {COLUMNS.map((column) => (
          <option key={column.type} value={column.type}>
            {t(column.title)}
          </option>
        ))}
      </select>
    </div>
  );
}
