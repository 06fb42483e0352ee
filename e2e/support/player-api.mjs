// What the journeys need beside the browser: the player API called directly with a token (to check what the server
// holds), and the board's live countdown read to wait for an open period long enough to place a bet.

/** One call to the player API with `token`; answers the whole envelope and the HTTP status. */
export async function callApi(baseUrl, token, method, url, body) {
  const headers = { 'content-type': 'application/json', language: 'en' };
  if (token) headers.Authorization = token;
  const response = await fetch(`${baseUrl}/api${url}`, { method, headers, body: body && JSON.stringify(body) });
  return { status: response.status, ...(await response.json()) };
}

/** The call's data; anything but success throws with the server's message. */
export async function apiData(baseUrl, token, method, url, body) {
  const envelope = await callApi(baseUrl, token, method, url, body);
  if (envelope.code !== 1000) throw new Error(`${url}: ${envelope.message}`);
  return envelope.data;
}

/** Waits until the board's period is open with at least `seconds` left on the live countdown (English board), for up to `timeout` ms. */
export async function waitForOpenPeriod(page, seconds = 8, timeout = 45_000) {
  await page.waitForFunction(
    (least) => {
      const phase = document.querySelector('[data-testid="period-phase"]')?.textContent;
      const [m, s] = (document.querySelector('[data-testid="countdown"]')?.textContent ?? '0:0').split(':').map(Number);
      return phase === 'Betting closes in' && m * 60 + s >= least;
    },
    seconds,
    { timeout },
  );
}
