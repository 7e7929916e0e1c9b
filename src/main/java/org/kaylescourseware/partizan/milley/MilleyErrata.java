package org.kaylescourseware.partizan.milley;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.kaylescourseware.claim.CheckedClaim;
import org.kaylescourseware.claim.Erratum;
import org.kaylescourseware.game.Player;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.partizan.KaylesUniverse;
import org.kaylescourseware.partizan.PositionMoves;
import org.kaylescourseware.partizan.StripMove;
import org.kaylescourseware.partizan.StripNotation;
import org.kaylescourseware.partizan.modular.ReducedSum;

/**
 * The slips in Milley (2015) that the computation exposes. Each erratum is reported only when its
 * check finds the printed claim false or incomplete; the corrected statement is checked too.
 */
public final class MilleyErrata {

    private final MilleyTheoremChecks checks;

    public MilleyErrata(MilleyTheoremChecks checks) {
        this.checks = checks;
    }

    /** Every erratum found, with positions up to {@code maxTotal} and the given reduction proofs. */
    public List<Erratum> find(int maxTotal, List<ReductionProof> proofs) {
        List<Erratum> errata = new ArrayList<>();
        figureOneCaption().ifPresent(errata::add);
        lemma3Statement(maxTotal).ifPresent(errata::add);
        theorem1RightOption(proofs).ifPresent(errata::add);
        theorem2Range(maxTotal).ifPresent(errata::add);
        theorem4Gaps(maxTotal).ifPresent(errata::add);
        return errata;
    }

    /** Figure 1's caption: "after one Left move and one Right move, S6 becomes S1 + S3". */
    Optional<Erratum> figureOneCaption() {
        Position target = Position.of(1, 3);
        List<Position> fromSix = afterOneMoveEach(Position.of(6));
        if (fromSix.contains(target)) {
            return Optional.empty();
        }
        List<Position> fromSeven = afterOneMoveEach(Position.of(7));
        String reachable = String.join(", ", fromSix.stream().map(StripNotation::of).distinct().toList());
        CheckedClaim printed = CheckedClaim.search("Figure 1 as captioned", "S6 becomes S1 + S3 after one Left move and"
                + " one Right move.", "every Left move followed by every Right move from S6", "the caption's position against"
                + " every position the move generator reaches", fromSix.size(),
                Optional.of("S1 + S3 has 4 cells, S6 keeps 6 − 1 − 2 = 3; S6 can become only " + reachable));
        CheckedClaim corrected = CheckedClaim.search("Figure 1 corrected", "S7 becomes S1 + S3 after one Left move and"
                + " one Right move.", "every Left move followed by every Right move from S7", "the corrected position against"
                + " every position the move generator reaches", fromSeven.size(),
                fromSeven.contains(target) ? Optional.empty() : Optional.of("S7 cannot become S1 + S3 either"));
        return Optional.of(new Erratum("Figure 1: the caption's strip", "Section 1, caption of Figure 1",
                Erratum.Kind.FALSE_CLAIM, "After one Left move and one Right move, the original position S6 becomes"
                        + " S1 + S3.",
                "A square and a domino take 3 cells, so S6 keeps 3 and cannot become S1 + S3 (4 cells); S7 can"
                        + " (a square on cell 2, then a domino at the end of the S5), and S6 can become S1 + S2.",
                List.of(printed, corrected)));
    }

    /** Every position after one Left move and then one Right move from {@code start}. */
    static List<Position> afterOneMoveEach(Position start) {
        List<Position> after = new ArrayList<>();
        for (StripMove left : PositionMoves.of(start, Player.LEFT)) {
            for (StripMove right : PositionMoves.of(left.after(), Player.RIGHT)) {
                after.add(right.after());
            }
        }
        return after;
    }

    /** Lemma 3's statement gives Left the option (k−1)S2 + jS2; its proof and Theorem 2's proof use (k−1)S1 + jS2. */
    Optional<Erratum> lemma3Statement(int maxTotal) {
        CheckedClaim printed = checks.lemma3AsPrinted(maxTotal);
        CheckedClaim corrected = checks.lemma3(maxTotal);
        if (printed.holds()) {
            return Optional.empty();
        }
        return Optional.of(new Erratum("Lemma 3: Left's option", "Section 3, statement of Lemma 3",
                Erratum.Kind.MISPRINT,
                "If k, j ∈ ℕ then kS1 + jS2 ≡ {(k−1)S2 + jS2 | kS1 + (j−1)S2} " + KaylesUniverse.MODULO + ".",
                "If k, j ≥ 1 then kS1 + jS2 ≡ {(k−1)S1 + jS2 | kS1 + (j−1)S2} " + KaylesUniverse.MODULO + ": Left's undominated move"
                        + " takes a single square, as the lemma's own proof says and as Theorems 1 and 2 use it; with"
                        + " k = 0 or j = 0 one of the two options does not exist.",
                List.of(printed, corrected)));
    }

    /** Theorem 1, Case 1 writes G^{R3} = S_i + S_{n−1−i}; a Right option is S_i + S_{n−2−i}. */
    Optional<Erratum> theorem1RightOption(List<ReductionProof> proofs) {
        List<ReducedSum> proved = proofs.stream().map(ReductionProof::result).toList();
        Optional<String> printedFails = Optional.empty();
        Optional<String> correctedFails = Optional.empty();
        int cases = 0;
        for (int n = 6; n <= proved.size(); n += 3) {
            int k = n / 3;
            ReducedSum stated = new ReducedSum(k - 2, k);
            for (int i = 2; i <= n - 2; i += 3) {
                cases++;
                ReducedSum printed = reduction(proved, i).plus(reduction(proved, n - 1 - i));
                ReducedSum corrected = reduction(proved, i).plus(reduction(proved, n - 2 - i));
                if (printedFails.isEmpty() && !printed.equals(stated)) {
                    printedFails = Optional.of("n = " + n + ", i = " + i + ": S" + i + " + S" + (n - 1 - i) + " ≡ "
                            + printed + ", not " + stated + " (and it is a Left option)");
                }
                if (correctedFails.isEmpty() && !corrected.equals(stated)) {
                    correctedFails = Optional.of("n = " + n + ", i = " + i + ": S" + i + " + S" + (n - 2 - i)
                            + " ≡ " + corrected);
                }
            }
        }
        if (printedFails.isEmpty()) {
            return Optional.empty();
        }
        String bound = "n = 6, 9, …, " + (proved.size() - proved.size() % 3) + " and every i ≡ 2 (mod 3), 2 ≤ i ≤ n − 2";
        return Optional.of(new Erratum("Theorem 1, Case 1: Right's third option", "Section 3, proof of Theorem 1,"
                + " Case 1 (n = 3k), i = 3j + 2", Erratum.Kind.MISPRINT,
                "G^{R3} = S_i + S_{n−1−i} = (k−2)S1 + kS2.",
                "G^{R3} = S_i + S_{n−2−i} = (k−2)S1 + kS2: a domino leaves n − 2 cells.",
                List.of(CheckedClaim.search("G^{R3} as printed", "S_i + S_{n−1−i} ≡ (k−2)S1 + kS2", bound,
                                "the printed form against the sum of the proved reductions of S_i and S_{n−1−i}",
                                cases, printedFails),
                        CheckedClaim.search("G^{R3} corrected", "S_i + S_{n−2−i} ≡ (k−2)S1 + kS2", bound,
                                "the printed form against the sum of the proved reductions of S_i and S_{n−2−i}",
                                cases, correctedFails))));
    }

    private static ReducedSum reduction(List<ReducedSum> proved, int length) {
        return length == 0 ? ReducedSum.ZERO : proved.get(length - 1);
    }

    /** Theorem 2 is stated for positive k, j but used (Corollary 4, the monoid) with k = 0 or j = 0. */
    Optional<Erratum> theorem2Range(int maxTotal) {
        CheckedClaim stated = checks.theorem2(maxTotal, false);
        CheckedClaim extended = checks.theorem2(maxTotal, true);
        if (!stated.holds() || !extended.holds()) {
            return Optional.empty();
        }
        return Optional.of(new Erratum("Theorem 2: k = 0 or j = 0", "Section 4, Theorem 2, its proof, Corollary 4"
                + " and the monoid's outcome partition", Erratum.Kind.GAP,
                "For positive integers k and j, kS1 + jS2 is in N⁻, R⁻ or P⁻ as follows … (and Corollary 4's proof"
                        + " applies it to any X ≡ kS1 + jS2, the monoid to kS1 and jS2 alone).",
                "The same outcomes hold for all k, j ≥ 0 (for instance 0 ∈ N⁻, kS1 ∈ R⁻, S2 ∈ P⁻). The proof's"
                        + " induction through Lemma 3 needs k, j ≥ 1; for k = 0 Left's only move is in a domino, to"
                        + " S1 + (j−1)S2, and for j = 0 Right has no move.",
                List.of(stated, extended)));
    }

    /** Theorem 4 names no move in some winning positions. */
    Optional<Erratum> theorem4Gaps(int maxTotal) {
        CheckedClaim stated = checks.theorem4AsStated(maxTotal);
        CheckedClaim completed = checks.theorem4Completed(maxTotal);
        if (stated.holds()) {
            return Optional.empty();
        }
        return Optional.of(new Erratum("Theorem 4: positions with no named move", "Section 4, Theorem 4",
                Erratum.Kind.GAP, stated.statement(),
                "As stated, but when every strip has length 0 mod 3 (and there is one), Left wins by playing at the"
                        + " end of one of them; when there is no strip of length 2 mod 3 and none of length 1 mod 3"
                        + " that is 4 or longer (one away from the end of S1 is no move), Right wins by playing at the"
                        + " end of a strip of length 0 mod 3 — or has no move at all, and wins by that.",
                List.of(stated, completed)));
    }
}
