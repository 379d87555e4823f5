/** The reports players made on a profile, for support; moderators may clear them. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Link } from "react-router";
import { clearProfileReports, type Hero } from "../../api/admin";
import { notify } from "../../notifications/store";
import { adminKeys } from "../../queries/admin";
import { formatDate, Section, usePermissions } from "./AdminPage";
import { say } from "./say";

export function ProfileReports({ hero }: { hero: Hero }) {
  const client = useQueryClient();
  const permissions = usePermissions();
  const moderator = Boolean(permissions.moderator || permissions.fullAccess);
  const clear = useMutation({
    mutationFn: () => clearProfileReports(hero._id),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: adminKeys.hero });
      notify({ type: "success", text: say("profileReportsCleared") });
    },
    onError: () => notify({ type: "error", text: say("profileReportsNotCleared") }),
  });
  const reports = hero.profileReports;
  return (
    <Section
      title={say("profileReports")}
      actions={
        moderator && reports.length > 0 ? (
          <button
            type="button"
            className="button secondary small"
            disabled={clear.isPending}
            onClick={() => clear.mutate()}
          >
            {say("clearProfileReports")}
          </button>
        ) : undefined
      }
    >
      {reports.length === 0 ? (
        <p className="muted">{say("profileReportsNone")}</p>
      ) : (
        <ul className="admin-reports">
          {reports.map((report) => (
            <li key={report.reporterId} className="admin-report">
              <div className="admin-report-meta">
                <span className="muted">{say("profileReportReporter")} </span>
                <Link to={`/admin/panel/${encodeURIComponent(report.reporterId)}`}>{report.reporterId}</Link>
                <span className="muted"> · {formatDate(report.reportedAt)}</span>
                {report.source && (
                  <span className="muted"> · {say("profileReportFrom", { source: report.source })}</span>
                )}
              </div>
              <p>{report.comment ?? say("profileReportNoComment")}</p>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
