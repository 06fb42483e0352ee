/** The verification of one result, step by step: commitment, revealed key, hash links, HMAC blocks, every byte and swap, verdict. */
import { useEffect, useState, type ReactNode } from 'react';
import { Trans } from '@racing/shared/src/i18n/trans';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { formatDate } from '@racing/shared/src/format/format-date';
import { NumberBalls } from '../../../components/number-balls';
import { buildVerifyReport, reportVerified, type VerifyReport } from '../verify-steps';
import { getResult, type DrawResult } from '../../../api/draw-api';

/** Hash links shown in full at each end of the chain; the middle is summarised. */
const LINKS_SHOWN = 3;

const Hex = ({ value }: { value: string }) => <code className="hex">{value}</code>;
/** `x_i = <hex>`: a chain key as a formula; it takes no text, so a translation may place it as `<seed/>` anywhere. */
const KeyValue = ({ index, value }: { index: number; value: string }) => (
  <>
    x<sub>{index}</sub> = <Hex value={value} />
  </>
);
const Mark = ({ ok }: { ok: boolean }) => <span className={ok ? 'mark mark--ok' : 'mark mark--bad'}>{ok ? '✓' : '✗'}</span>;

function Step({ n, title, children }: { n: number; title: string; children: ReactNode }) {
  return (
    <section className="verify-step">
      <h3>
        <span className="verify-step__n">{n}</span>
        {title}
      </h3>
      {children}
    </section>
  );
}

/** The drand round: which one the rule gives, its signature under the published key, its randomness (the salt). */
function BeaconStep({ report }: { report: VerifyReport }) {
  const { t } = useTranslation();
  const { result, commitment, verification } = report;
  const beacon = commitment.beacon!;
  const check = verification.beacon;
  return (
    <Step n={2} title={t('verify.step.beacon')}>
      {!result.beacon || !check || check === 'missing' ? (
        <p data-testid="verify-beacon-missing">{t('verify.beaconMissing')} <Mark ok={false} /></p>
      ) : (
        <>
          <p data-testid="verify-beacon-round">{t('verify.beaconText', { round: result.beacon.round, chain: beacon.chainHash.slice(0, 12) + '…' })}</p>
          <p>
            {t('verify.beaconRule', { delay: beacon.delaySeconds, closeAt: formatDate(result.closeAt, 'dateTimeSeconds'), expected: check.expectedRound })}{' '}
            {check.roundFollowsRule ? t('verify.roundFollowsRule') : t('verify.roundBreaksRule')} <Mark ok={check.roundFollowsRule} />
          </p>
          <p className="muted">{t('verify.signatureText')}</p>
          <p><Hex value={result.beacon.signature} /></p>
          <p data-testid="verify-signature">
            {check.signatureValid ? t('verify.signatureValid') : t('verify.signatureInvalid')} <Mark ok={check.signatureValid} />
          </p>
          <p className="muted">{t('verify.randomnessText')}</p>
          <p><Hex value={check.randomnessComputed} /></p>
          <p data-testid="verify-randomness">
            {check.randomnessMatches ? t('verify.randomnessMatches') : t('verify.randomnessDiffers')} <Mark ok={check.randomnessMatches} />
          </p>
        </>
      )}
    </Step>
  );
}

/**
 * One step of the hash chain: SHA-256(x₁) = x₀ = … . The last one is checked against the published commitment, and when
 * it does not match it says so (≠ x₀) rather than naming the hash x₀.
 */
function ChainLink({ link }: { link: VerifyReport['verification']['links'][number] }) {
  const to = (link.fromIndex ?? 1) - 1;
  const differs = link.matches === false;
  return (
    <li>
      SHA-256(x<sub>{link.fromIndex}</sub>) = {differs ? null : <>x<sub>{to}</sub> = </>}
      <Hex value={link.sha256Hex} />
      {differs && <> ≠ x<sub>{to}</sub></>}
    </li>
  );
}

function Report({ report }: { report: VerifyReport }) {
  const { t } = useTranslation();
  const { result, commitment, previous, verification: v } = report;
  const k = result.chainIndex;
  const links = v.links;
  const head = links.slice(0, LINKS_SHOWN);
  const tail = links.length > LINKS_SHOWN * 2 ? links.slice(-LINKS_SHOWN) : links.slice(LINKS_SHOWN);
  const hidden = links.length - head.length - tail.length;
  const last = links[links.length - 1];
  const verified = reportVerified(report);
  /** The beacon round is step 2 when the chain has one. */
  const shift = commitment.beacon ? 1 : 0;
  return (
    <>
      <div className={`verdict verdict--${verified ? 'ok' : 'bad'}`} data-testid="verify-verdict">
        <strong>{verified ? t('verify.verified') : t('verify.failed')}</strong>
        <span>{t('verify.verdictDetail', { issue: result.issue })}</span>
      </div>
      <Step n={1} title={t('verify.step.commitment')}>
        <p>{t('verify.commitmentText', { chain: commitment.chainId, count: commitment.periods, first: commitment.firstIssue })}</p>
        <p>x<sub>0</sub> = <Hex value={commitment.commitment} /></p>
        <p className="muted">{t('verify.algorithm', { algorithm: commitment.algorithm, salt: (result.beacon?.randomness ?? commitment.salt) || t('verify.emptySalt') })}</p>
      </Step>
      {commitment.beacon && <BeaconStep report={report} />}
      <Step n={2 + shift} title={t('verify.step.revealed')}>
        <p>{t('verify.revealedText', { k })}</p>
        <p>x<sub>{k}</sub> = <Hex value={result.seed} /></p>
      </Step>
      <Step n={3 + shift} title={t('verify.step.previous')}>
        {previous && links[0] ? (
          <>
            <p>SHA-256(x<sub>{k}</sub>) = <Hex value={links[0].sha256Hex} /></p>
            <p>
              <Trans
                i18nKey="verify.previousText"
                values={{ issue: previous.issue }}
                components={{ seed: <KeyValue index={k - 1} value={previous.seed} /> }}
              />{' '}
              <Mark ok={report.previousLinkMatches === true} />
            </p>
          </>
        ) : (
          <p className="muted">{t(k === 1 ? 'verify.firstOfChain' : 'verify.noPrevious')}</p>
        )}
      </Step>
      <Step n={4 + shift} title={t('verify.step.chain', { count: k })}>
        <ol className="verify-links">
          {head.map((link) => (
            <ChainLink key={link.fromIndex} link={link} />
          ))}
          {hidden > 0 && <li className="muted">{t('verify.moreHashes', { count: hidden })}</li>}
          {tail.map((link) => (
            <ChainLink key={link.fromIndex} link={link} />
          ))}
        </ol>
        {last && (
          <p data-testid="verify-chain">
            {t(last.matches === true ? 'verify.chainEnd' : 'verify.chainEndDiffers')} <Mark ok={last.matches === true} />
          </p>
        )}
      </Step>
      <Step n={5 + shift} title={t('verify.step.blocks')}>
        {v.blocks.map((block) => (
          <p key={block.index}>
            HMAC-SHA256(x<sub>{k}</sub>, "<code>{block.message}</code>") = <Hex value={block.blockHex} />
          </p>
        ))}
      </Step>
      <Step n={6 + shift} title={t('verify.step.shuffle')}>
        <p className="muted">{t('verify.shuffleText')}</p>
        <table className="verify-table">
          <thead>
            <tr><th>i</th><th>n</th><th>{t('verify.byte')}</th><th>j</th><th>{t('verify.after')}</th></tr>
          </thead>
          <tbody>
            {v.bytes.map((byte, index) => {
              const swap = byte.accepted ? v.swaps.find((s) => s.i === byte.i) : undefined;
              return (
                <tr key={index} className={byte.accepted ? '' : 'rejected'}>
                  <td>{byte.i}</td>
                  <td>{byte.n}</td>
                  <td>{byte.value}{byte.accepted ? '' : ` ≥ ${byte.limit}`}</td>
                  <td>{swap ? swap.j : '—'}</td>
                  <td>{swap ? swap.after.join(' ') : t('verify.rejected')}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </Step>
      <Step n={7 + shift} title={t('verify.step.result')}>
        <p>{t('verify.recomputed')}</p>
        <NumberBalls places={v.places} size="sm" />
        <p>{t('verify.published')}</p>
        <NumberBalls places={result.places} size="sm" />
        <p data-testid="verify-places">
          {v.placesMatch ? t('verify.placesMatch') : t('verify.placesDiffer')} <Mark ok={v.placesMatch} />
        </p>
      </Step>
    </>
  );
}

export function VerifyView({ result, onClose }: { result: DrawResult; onClose: () => void }) {
  const { t } = useTranslation();
  const [state, setState] = useState<{ report?: VerifyReport; error?: Error }>({});
  useEffect(() => {
    let current = true;
    setState({});
    // The period is read again on its own: the server's copy is what gets verified, and the read puts this draw in a
    // signed-in player's viewing history.
    getResult(result.issue)
      .then(buildVerifyReport)
      .then(
      (report) => current && setState({ report }),
      (error: unknown) => current && setState({ error: error instanceof Error ? error : new Error(String(error)) }),
    );
    return () => {
      current = false;
    };
  }, [result]);
  return (
    <div className="verify" role="dialog" aria-modal="true" aria-labelledby="verify-title" data-testid="verify-view">
      <header className="verify__head">
        <button type="button" className="verify__close" data-testid="verify-close" onClick={onClose} aria-label={t('nav.back')}>‹</button>
        <h2 id="verify-title">{t('verify.title', { issue: result.issue })}</h2>
        <span />
      </header>
      <div className="verify__body">
        <p className="muted">{formatDate(result.drawAt, 'dateTimeSeconds')}</p>
        {state.error ? (
          <p role="alert">{state.error.message}</p>
        ) : !state.report ? (
          <p role="status" aria-busy="true">{t('verify.working', { count: result.chainIndex })}</p>
        ) : (
          <Report report={state.report} />
        )}
      </div>
    </div>
  );
}
