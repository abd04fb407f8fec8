/**
 * The live inbox's script (the console's only one): it listens to /console/leads/events and puts each new lead at
 * the top of the list, saying so in the page's status. Without it the inbox is the same, reloaded by hand.
 */
export const LIVE_INBOX_SCRIPT = `(() => {
  const live = document.getElementById("live-leads");
  const rows = document.querySelector("table tbody");
  if (!live || !window.EventSource) return;
  const source = new EventSource("/console/leads/events?after=" + encodeURIComponent(live.dataset.after));
  let count = 0;
  source.addEventListener("lead", (event) => {
    const lead = JSON.parse(event.data);
    count += 1;
    live.textContent = (count === 1 ? "A new lead has come in." : count + " new leads have come in.") + (rows ? "" : " Reload to see them.");
    if (!rows) return;
    const row = rows.insertRow(0);
    const cell = (text) => { const td = row.insertCell(-1); td.textContent = text; return td; };
    cell(lead.received);
    const link = document.createElement("a");
    link.href = "/console/leads/" + encodeURIComponent(lead.id);
    link.textContent = lead.name;
    cell("").append(link);
    cell(lead.category);
    cell("");
    cell("new");
    cell("no one");
  });
})();`;
