package org.kaylescourseware.partizan.milley;

import java.util.List;
import java.util.Optional;
import java.util.function.BiFunction;
import org.kaylescourseware.claim.CheckedClaim;
import org.kaylescourseware.game.OutcomeClass;
import org.kaylescourseware.game.Player;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.partizan.GameForm;
import org.kaylescourseware.partizan.GameSum;
import org.kaylescourseware.partizan.KaylesUniverse;
import org.kaylescourseware.partizan.PositionMoves;
import org.kaylescourseware.partizan.StripNotation;
import org.kaylescourseware.partizan.StripOutcomeSearch;
import org.kaylescourseware.partizan.modular.ModularComparison;
import org.kaylescourseware.partizan.modular.ModuloKComparator;
import org.kaylescourseware.partizan.modular.ReducedSum;

/**
 * Lemma 3 and Theorems 1–4 of Milley (2015) checked by computation, each over every position (and
 * every test position X) up to a stated bound. Lemma 3 and Theorem 4 are checked both as printed
 * and as corrected.
 */
public final class MilleyTheoremChecks {

    private final StripOutcomeSearch search;
    private final ModuloKComparator comparator;

    public MilleyTheoremChecks(ModuloKComparator comparator) {
        this.comparator = comparator;
        this.search = comparator.search().stripSearch();
    }

    /** Theorem 1, from the generated proofs: every step checked and the reduction is the stated one. */
    public CheckedClaim theorem1(List<ReductionProof> proofs) {
        Optional<String> counterexample = Optional.empty();
        int cases = 0;
        for (ReductionProof proof : proofs) {
            for (CheckedClaim check : proof.checks()) {
                cases++;
                if (counterexample.isEmpty() && !check.holds()) {
                    counterexample = Optional.of("S" + proof.n() + ": " + check.statement() + " — " + check.evidence());
                }
            }
        }
        int maxN = proofs.get(proofs.size() - 1).n();
        return CheckedClaim.search("Theorem 1", "S_{3k} ≡ kS1 + kS2, S_{3k+1} ≡ (k+1)S1 + kS2, S_{3k+2} ≡ kS1 + (k+1)S2"
                + " " + KaylesUniverse.MODULO + ".", "S1 … S" + maxN + ", every proof step, against every X of total size ≤ "
                + comparator.testBound(), "each step of the strip-by-strip proofs against the misère search of both"
                + " sides plus every test position X, and the derived reduction against the theorem's", cases,
                counterexample);
    }

    /** Lemma 3 as corrected: kS1 + jS2 ≡ {(k−1)S1 + jS2 | kS1 + (j−1)S2} (mod K) for k, j ≥ 1. */
    public CheckedClaim lemma3(int maxTotal) {
        return lemma3Check("Lemma 3 (corrected)",
                "If k, j ≥ 1 then kS1 + jS2 ≡ {(k−1)S1 + jS2 | kS1 + (j−1)S2} " + KaylesUniverse.MODULO + ".", maxTotal,
                (k, j) -> new ReducedSum(k - 1, j));
    }

    /** Lemma 3 as printed: kS1 + jS2 ≡ {(k−1)S2 + jS2 | kS1 + (j−1)S2} (mod K). */
    public CheckedClaim lemma3AsPrinted(int maxTotal) {
        return lemma3Check("Lemma 3 (as printed)",
                "If k, j ∈ ℕ then kS1 + jS2 ≡ {(k−1)S2 + jS2 | kS1 + (j−1)S2} " + KaylesUniverse.MODULO + ".", maxTotal,
                (k, j) -> new ReducedSum(0, k - 1 + j));
    }

    private CheckedClaim lemma3Check(String name, String statement, int maxTotal,
            BiFunction<Integer, Integer, ReducedSum> leftOption) {
        Optional<String> counterexample = Optional.empty();
        int cases = 0;
        for (int j = 1; 1 + 2 * j <= maxTotal; j++) {
            for (int k = 1; k + 2 * j <= maxTotal; k++) {
                cases++;
                GameForm form = ReductionProver.lemma3Form(leftOption.apply(k, j), new ReducedSum(k, j - 1));
                ReducedSum sum = new ReducedSum(k, j);
                ModularComparison cmp = comparator.compare(GameSum.of(sum.toPosition()), GameSum.of(form));
                if (counterexample.isEmpty() && !cmp.equivalent()) {
                    counterexample = Optional.of(sum + " ≢ " + form.name() + ": "
                            + cmp.distinguishingWitness().orElseThrow());
                }
            }
        }
        return CheckedClaim.search(name, statement, "every k, j ≥ 1 with k + 2j ≤ " + maxTotal
                + ", against every X of total size ≤ " + comparator.testBound(), "the misère search of kS1 + jS2 + X"
                + " against that of the game {A | B} + X, for every test position X", cases, counterexample);
    }

    /** Theorem 2 over k, j ≥ 1 (as stated) or k, j ≥ 0 (as used by Corollary 4 and the monoid). */
    public CheckedClaim theorem2(int maxTotal, boolean includeZero) {
        Optional<String> counterexample = Optional.empty();
        int cases = 0;
        int from = includeZero ? 0 : 1;
        for (int j = from; from + 2 * j <= maxTotal; j++) {
            for (int k = from; k + 2 * j <= maxTotal; k++) {
                cases++;
                OutcomeClass found = search.outcome(new ReducedSum(k, j).toPosition());
                OutcomeClass stated = MilleyFormulas.theorem2Outcome(k, j);
                if (counterexample.isEmpty() && found != stated) {
                    counterexample = Optional.of(new ReducedSum(k, j) + " is in " + found + "⁻, not " + stated + "⁻");
                }
            }
        }
        String range = includeZero ? "k, j ≥ 0" : "k, j ≥ 1";
        return CheckedClaim.search(includeZero ? "Theorem 2 (extended to k, j ≥ 0)" : "Theorem 2",
                "For " + (includeZero ? "integers k, j ≥ 0" : "positive integers k and j")
                        + ", kS1 + jS2 is in N⁻ if k = j or (k < j and k + 2j ≡ 0), in R⁻ if k > j or (k < j and"
                        + " k + 2j ≡ 1), in P⁻ if k < j and k + 2j ≡ 2 (mod 3).",
                "every kS1 + jS2 with " + range + " and k + 2j ≤ " + maxTotal, "the stated outcome against the"
                        + " outcome found by playing every line out", cases, counterexample);
    }

    /** Theorem 3 against the search, for every position of total size at most {@code maxTotal}. */
    public CheckedClaim theorem3(int maxTotal) {
        Theorem3Agreement agreement = Theorem3Agreement.check(search, maxTotal);
        return CheckedClaim.search("Theorem 3", "A position with x strips of length 1 mod 3 and y of length 2 mod 3 is in"
                + " N⁻ if x = y or (x < y and x + 2y ≡ 0), in R⁻ if x > y or (x < y and x + 2y ≡ 1), in P⁻ if x < y"
                + " and x + 2y ≡ 2 (mod 3).", "every position of total size ≤ " + maxTotal, "the outcome from the counts"
                + " x and y against the outcome found by playing every line out, strip by strip", agreement.positions(),
                agreement.firstDisagreement().map(p -> StripNotation.of(p) + " is in " + search.outcome(p)
                        + "⁻, not " + MilleyFormulas.theorem3Outcome(p) + "⁻"));
    }

    /** Theorem 4 as stated: whenever a player can win moving first, every stated move wins. */
    public CheckedClaim theorem4AsStated(int maxTotal) {
        return theorem4Check("Theorem 4 (as stated)", maxTotal, true);
    }

    /** Theorem 4 completed with a move at the end of a strip of length 0 mod 3 where it names none. */
    public CheckedClaim theorem4Completed(int maxTotal) {
        return theorem4Check("Theorem 4 (completed)", maxTotal, false);
    }

    private CheckedClaim theorem4Check(String name, int maxTotal, boolean statedOnly) {
        Optional<String> counterexample = Optional.empty();
        int cases = 0;
        for (Position p : KaylesUniverse.positionsUpTo(maxTotal)) {
            for (Player player : Player.values()) {
                if (PositionMoves.of(p, player).isEmpty() || !search.winsMovingFirst(p, player)) {
                    continue;
                }
                cases++;
                Optional<String> failure = strategyFailure(p, player, statedOnly);
                if (counterexample.isEmpty()) {
                    counterexample = failure;
                }
            }
        }
        String statement = statedOnly
                ? "If Left can win, she can win playing at the end of a strip of length 1 mod 3, when possible, or"
                        + " the end of a strip of length 2 mod 3, otherwise. If Right can win, he can win playing at"
                        + " the end of a strip of length 2 mod 3, when possible, or one away from the end of a strip"
                        + " of length 1 mod 3, otherwise."
                : "As stated, and where the stated rules name no move, the player wins at the end of a strip of"
                        + " length 0 mod 3.";
        return CheckedClaim.search(name, statement, "every position of total size ≤ " + maxTotal
                + " and each player who can win it moving first", "each named move against the search of the position"
                + " it leaves, with the opponent to move", cases, counterexample);
    }

    private Optional<String> strategyFailure(Position p, Player player, boolean statedOnly) {
        List<Theorem4Strategy.StrategyMove> moves = statedOnly ? Theorem4Strategy.statedMoves(p, player)
                : Theorem4Strategy.completedMoves(p, player);
        if (moves.isEmpty()) {
            return Optional.of(player.title() + " wins " + StripNotation.of(p) + " moving first, but the rules name"
                    + " no move");
        }
        for (Theorem4Strategy.StrategyMove move : moves) {
            if (search.winsMovingFirst(move.move().after(), player.opponent())) {
                return Optional.of(move.move().describe() + " in " + StripNotation.of(p) + " loses");
            }
        }
        return Optional.empty();
    }
}
