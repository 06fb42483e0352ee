/** Where the agent inbox lives (remote-chat declares the route): the console links to it, sign-in may return to it. */
export const AGENT_INBOX_PATH = '/pages/cs/inbox';
