// Pearson's chi-square statistic and its p-value, for the statistical tests of the draw.

/** Sum over cells of (observed − expected)² / expected, with the same expected count in every cell. */
export function chiSquareStatistic(observed: readonly number[], expectedPerCell: number): number {
  return observed.reduce((sum, count) => sum + (count - expectedPerCell) ** 2 / expectedPerCell, 0);
}

/** P(X ≥ statistic) for X chi-square distributed with the given degrees of freedom. */
export function chiSquarePValue(statistic: number, degreesOfFreedom: number): number {
  if (statistic <= 0) return 1;
  return upperRegularizedGamma(degreesOfFreedom / 2, statistic / 2);
}

/** Q(a, x) = Γ(a, x) / Γ(a): a series below a + 1, a continued fraction above (Numerical Recipes 6.2). */
function upperRegularizedGamma(a: number, x: number): number {
  const logPrefix = a * Math.log(x) - x - logGamma(a);
  if (x < a + 1) {
    let term = 1 / a;
    let sum = term;
    for (let n = 1; n < 1000 && Math.abs(term) > Math.abs(sum) * 1e-15; n++) {
      term *= x / (a + n);
      sum += term;
    }
    return 1 - sum * Math.exp(logPrefix);
  }
  const tiny = 1e-300;
  let b = x + 1 - a;
  let c = 1 / tiny;
  let d = 1 / b;
  let fraction = d;
  for (let i = 1; i < 1000; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    d = Math.abs(d) < tiny ? tiny : d;
    c = b + an / c;
    c = Math.abs(c) < tiny ? tiny : c;
    d = 1 / d;
    const step = d * c;
    fraction *= step;
    if (Math.abs(step - 1) < 1e-15) break;
  }
  return Math.exp(logPrefix) * fraction;
}

/** ln Γ(z) for z > 0 by the Lanczos approximation (g = 7, nine coefficients). */
function logGamma(z: number): number {
  const coefficients = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
    12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
  ];
  if (z < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * z)) - logGamma(1 - z);
  const shifted = z - 1;
  let series = coefficients[0];
  for (let i = 1; i < coefficients.length; i++) series += coefficients[i] / (shifted + i);
  const t = shifted + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (shifted + 0.5) * Math.log(t) - t + Math.log(series);
}
