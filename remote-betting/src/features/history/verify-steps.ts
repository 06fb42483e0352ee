/** Gathers what a result's verification needs (its chain's commitment, the previous period's revealed key) and runs the shared verifier. */
import { verifyDraw, type DrawVerification } from '@racing/shared/src/fair/verify-draw';
import { getCommitments, getResults, type Commitment, type DrawResult } from '../../api/draw-api';

export interface VerifyReport {
  result: DrawResult;
  commitment: Commitment;
  /** The period before in the same chain, when it was drawn: its revealed key must be SHA-256 of this one. */
  previous: DrawResult | null;
  verification: DrawVerification;
  /** SHA-256(x_k) equals the previous period's revealed x_(k-1); null when there is no previous draw to compare. */
  previousLinkMatches: boolean | null;
}

/** The issue of the period before (same business day), or null for a day's first. */
export function previousIssue(issue: string): string | null {
  const sequence = Number(issue.slice(8));
  if (!Number.isInteger(sequence) || sequence <= 1) return null;
  return issue.slice(0, 8) + String(sequence - 1).padStart(issue.length - 8, '0');
}

async function findCommitment(chainId: string): Promise<Commitment> {
  for (let page = 1; page <= 20; page += 1) {
    const { list, pagination } = await getCommitments(page, 100);
    const found = list.find((c) => c.chainId === chainId);
    if (found) return found;
    if (page * pagination.size >= pagination.total) break;
  }
  throw new Error(`no published commitment for chain ${chainId}`);
}

async function findPrevious(result: DrawResult): Promise<DrawResult | null> {
  const issue = previousIssue(result.issue);
  if (!issue || result.chainIndex <= 1) return null;
  const { list } = await getResults({ page: 1, size: 1, issue });
  const previous = list[0];
  return previous && previous.issue === issue && previous.chainId === result.chainId && previous.chainIndex === result.chainIndex - 1 ? previous : null;
}

export async function buildVerifyReport(result: DrawResult): Promise<VerifyReport> {
  const [commitment, previous] = await Promise.all([findCommitment(result.chainId), findPrevious(result)]);
  const verification = await verifyDraw({
    keyHex: result.seed,
    issue: result.issue,
    salt: commitment.salt,
    // A chain committed with a beacon: the round served with the result is checked, and its randomness is the salt.
    ...(commitment.beacon ? { beacon: { published: commitment.beacon, served: result.beacon, closeAt: result.closeAt } } : {}),
    publishedPlaces: result.places,
    algorithmVersion: commitment.algorithm,
    // Hashing x_k down k times must land on the commitment published before the chain's first period.
    anchor: { commitmentHex: commitment.commitment, chainIndex: result.chainIndex },
  });
  const first = verification.links[0];
  const previousLinkMatches = previous && first ? first.sha256Hex === previous.seed.toLowerCase() : null;
  return { result, commitment, previous, verification, previousLinkMatches };
}

/** Verified only when every check that could be made passed. */
export function reportVerified(report: VerifyReport): boolean {
  return report.verification.verified && report.previousLinkMatches !== false;
}
