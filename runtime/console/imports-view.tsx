import type { ImportReport } from "../stock/feed/import-report.ts";
import { formatProblem } from "../stock/feed/feed-problem.ts";
import { wallTime } from "./console-time.ts";
import { RowsTable } from "./console-page.tsx";

/** The site's latest stock imports (feeds, the stock API, console changes), newest first, each with its report. */
export function ImportsView({ reports, timeZone }: { reports: readonly ImportReport[]; timeZone: string }) {
  return (
    <>
      <p>
        <a href="/console/stock">All stock</a>
      </p>
      <h1>Feed imports</h1>
      <RowsTable
        caption={<>The latest {reports.length} imports, newest first</>}
        columns={["Finished", "Source", "Kind", "Outcome", "Added", "Updated", "Sold", "Unchanged", "Rejected", "Problems and photos"]}
        empty={<p>No imports yet.</p>}
      >
        {reports.map((report) => (
          <tr key={`${report.source} ${report.started_at}`}>
            <td>{wallTime(report.finished_at, timeZone)}</td>
            <td>{report.source}</td>
            <td>{report.full ? "full feed" : "changes only"}</td>
            <td>{report.outcome}</td>
            <td>{report.counts.added}</td>
            <td>{report.counts.updated}</td>
            <td>{report.counts.sold}</td>
            <td>{report.counts.unchanged}</td>
            <td>{report.counts.rejected}</td>
            <td>
              <ImportDetails report={report} />
            </td>
          </tr>
        ))}
      </RowsTable>
    </>
  );
}

/** The most problems of one import the page lists. */
const PROBLEMS_SHOWN = 100;

/** An import's problems and photo counts, folded away: a feed may have thousands. */
function ImportDetails({ report }: { report: ImportReport }) {
  const { photos, problems } = report;
  if (problems.length === 0 && !photos) return <>none</>;
  return (
    <details>
      <summary>
        {problems.length} {problems.length === 1 ? "problem" : "problems"}
        {photos && `, photos: ${photos.added} added, ${photos.unchanged} unchanged, ${photos.failed.length} failed`}
      </summary>
      <ul>
        {problems.slice(0, PROBLEMS_SHOWN).map((problem, index) => (
          <li key={index}>{formatProblem(problem)}</li>
        ))}
        {problems.length > PROBLEMS_SHOWN && <li>and {problems.length - PROBLEMS_SHOWN} more (npm run stock:status prints them all)</li>}
        {photos?.failed.map((failure, index) => (
          <li key={`photo ${index}`}>
            {failure.where} {failure.photo || "photos"}: {failure.message}
          </li>
        ))}
      </ul>
    </details>
  );
}
