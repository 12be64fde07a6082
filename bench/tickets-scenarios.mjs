// The tickets scenarios of issue 5 §4, on a seeded workspace: the filtered, sorted list page
// of 50 (authenticated and permission-checked) and a single ticket by uid. Targets are the
// issue's ratios to the hello-world baseline (and p99 under 50 ms).

const bearer = (person) => ({ authorization: `Bearer ${person.token}` });

function query(params) {
  return new URLSearchParams(params).toString();
}

export function ticketScenarios(baseUrl, seeded) {
  const filtered = query({
    status: 'in_progress',
    ticket_type: 'post',
    sort: 'updated',
    order: 'desc',
    limit: '50',
  });
  const brand = seeded.memberBrandIds[0];
  const team = [seeded.member.memberId, ...seeded.assigneeIds.slice(2, 4)].join(',');
  const workspaceList = `${baseUrl}/api/workspaces/${seeded.workspaceId}/tickets`;
  return [
    {
      title: 'tickets list, admin, status+type (workspace)',
      url: `${workspaceList}?${filtered}`,
      headers: bearer(seeded.owner),
      target: '0.10',
    },
    {
      title: 'tickets list, member, status+type (workspace)',
      url: `${workspaceList}?${filtered}`,
      headers: bearer(seeded.member),
      target: '0.10',
    },
    {
      title: 'tickets list, member, tag+assignee (me)',
      url: `${workspaceList}?${query({ tags: 'launch', teamFilter: seeded.member.memberId, sort: 'updated', order: 'desc', limit: '50' })}`,
      headers: bearer(seeded.member),
      target: '0.10',
    },
    {
      // The hard case: three people, a common tag, sorted by due date: no index is in that order.
      title: 'tickets list, member, tag+3 assignees by due',
      url: `${workspaceList}?${query({ tags: 'launch', teamFilter: team, sort: 'due_date', order: 'asc', limit: '50' })}`,
      headers: bearer(seeded.member),
      target: '0.10',
    },
    {
      title: 'tickets list, member, one brand, status',
      url: `${baseUrl}/api/projects/${brand}/tickets?${query({ status: 'in_progress', sort: 'updated', order: 'desc', limit: '50' })}`,
      headers: bearer(seeded.member),
      target: '0.10',
    },
    {
      title: 'ticket by uid, member',
      url: `${baseUrl}/api/tickets/${seeded.ticketUids[0]}`,
      paths: seeded.ticketUids.map((uid) => `/api/tickets/${uid}`),
      headers: bearer(seeded.member),
      target: '0.30',
    },
  ];
}

/**
 * One request per scenario before measuring: a scenario that answers an error, or a list
 * that finds nothing, would measure the wrong thing.
 */
export async function checkScenarios(scenarios) {
  for (const scenario of scenarios) {
    const response = await fetch(scenario.url, { headers: scenario.headers });
    const body = await response.text();
    if (!response.ok) throw new Error(`${scenario.title}: ${response.status} ${body.slice(0, 300)}`);
    const json = JSON.parse(body);
    const size = Array.isArray(json.items) ? `${json.items.length} items` : 'one ticket';
    if (Array.isArray(json.items) && json.items.length === 0) throw new Error(`${scenario.title}: no items`);
    console.log(`  ${scenario.title}: ${size}, ${(body.length / 1024).toFixed(1)} KB`);
  }
}
